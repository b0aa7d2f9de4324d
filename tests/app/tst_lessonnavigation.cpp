// Where the lesson page's buttons lead in the real Main.qml: "‹ Lessons"
// goes back to the game's list of lessons and "‹ Home" to the home page,
// also when the lesson was opened from the Rules page's "Show me" (it used
// to lead back to the Rules).

#include <QtQml/qqmlextensionplugin.h>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtTest>

#include "tests/app/main_window.h"

using cowrie::test::currentPage;
using cowrie::test::findItems;
using cowrie::test::shown;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

bool isHome(QQuickItem* page) {
    return page && page->property("catalog").isValid();
}

bool isLessonPage(QQuickItem* page) {
    return page && page->property("session").isValid();
}

// Clicks `button` with the mouse, where a player would.
void click(QQuickWindow* window, QQuickItem* button) {
    QVERIFY(button);
    QVERIFY2(shown(button), qPrintable(button->objectName()));
    const QPointF centre = button->mapToScene(QPointF(button->width() / 2, button->height() / 2));
    QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier, centre.toPoint());
}

// The page stack has ended its transition: the page is where it is clicked.
bool settled(QQuickWindow* window) {
    const QList<QQuickItem*> stacks = findItems(window->contentItem(), [](const QQuickItem* item) {
        return item->inherits("QQuickStackView");
    });
    return !stacks.isEmpty() && !stacks.first()->property("busy").toBool();
}

QQuickItem* backButton(QQuickWindow* window) {
    return currentPage(window)->findChild<QQuickItem*>("lessonBackButton");
}

}  // namespace

class TestLessonNavigation : public QObject {
    Q_OBJECT

    QQmlApplicationEngine engine_;
    QQuickWindow* window_ = nullptr;

  private slots:
    void initTestCase() {
        cowrie::test::freshStart("tst_lessonnavigation");
        window_ = cowrie::test::openMainWindow(engine_);
        QVERIFY(window_);
    }

    void init() {
        QVERIFY(QMetaObject::invokeMethod(window_, "goHome"));
        QTRY_VERIFY(isHome(currentPage(window_)));
        QTRY_VERIFY(settled(window_));
    }

    void homeAfterRulesShowMeGoesHome() {
        QVERIFY(QMetaObject::invokeMethod(window_, "openRules", Q_ARG(QVariant, "kalah"),
                                          Q_ARG(QVariant, QString())));
        QQuickItem* rules = nullptr;
        QTRY_VERIFY((rules = currentPage(window_)) && rules->property("book").isValid());
        QTRY_VERIFY(settled(window_));
        // The first "Show me" of the page, scrolled into sight.
        const QList<QQuickItem*> showMes = findItems(rules, [](const QQuickItem* item) {
            return item->objectName().startsWith(QLatin1String("showMe-")) && item->isVisible();
        });
        QVERIFY(!showMes.isEmpty());
        QQuickItem* showMe = showMes.first();
        const QString anchor = showMe->objectName().mid(7);
        QVERIFY(QMetaObject::invokeMethod(rules, "jumpTo", Q_ARG(QVariant, anchor),
                                          Q_ARG(QVariant, false)));
        QTest::qWait(50);
        click(window_, showMe);
        QTRY_VERIFY(isLessonPage(currentPage(window_)));
        QTRY_VERIFY(currentPage(window_)->property("inLesson").toBool());
        QTRY_VERIFY(settled(window_));

        // "‹ Lessons": the list of this game's lessons.
        QCOMPARE(backButton(window_)->property("text").toString(), QStringLiteral("‹ Lessons"));
        click(window_, backButton(window_));
        QTRY_VERIFY(!currentPage(window_)->property("inLesson").toBool());
        QVERIFY(isLessonPage(currentPage(window_)));

        // "‹ Home": home, not back to the Rules.
        QCOMPARE(backButton(window_)->property("text").toString(), QStringLiteral("‹ Home"));
        click(window_, backButton(window_));
        QTRY_VERIFY(isHome(currentPage(window_)));
    }

    void homeFromTheLessonsOfTheHomePageGoesHome() {
        QVERIFY(QMetaObject::invokeMethod(window_, "openLesson", Q_ARG(QVariant, "kalah"),
                                          Q_ARG(QVariant, QString())));
        QTRY_VERIFY(isLessonPage(currentPage(window_)));
        QTRY_VERIFY(settled(window_));
        click(window_, backButton(window_));
        QTRY_VERIFY(isHome(currentPage(window_)));
    }
};

int main(int argc, char* argv[]) {
    return cowrie::test::runWindowTest<TestLessonNavigation>(argc, argv);
}

#include "tst_lessonnavigation.moc"
