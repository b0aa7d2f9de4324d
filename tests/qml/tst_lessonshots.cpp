// A lesson step of every game rendered offscreen, mid-animation: the lesson
// page opens a lesson, reads on to its first play step and lets "Show me"
// play the solution; the window is grabbed while the caption names the event
// the lesson is about (Congkak's relay, Pallankuzhi's pasu, ...). The PNGs
// land in the build tree (lesson-<game>.png; copied to docs/ by hand). At
// 1024x640, 1280x800 and 1920x1080 every button and text of the step lies
// inside the window.

#include <QtQml/qqmlextensionplugin.h>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSet>
#include <QtTest>

#include <functional>

#include "app/ui/learn/lessonsession.h"

using cowrie::ui::LessonSession;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

const char* kScene = R"(
import QtQuick
import QtQuick.Controls
import Cowrie
ApplicationWindow {
    property alias page: page
    color: "#241b15"
    GameCatalog { id: catalog }
    LessonPage {
        id: page
        anchors.fill: parent
        gameId: "%1"
        gameName: catalog.get(catalog.rowOf("%1")).name
    }
}
)";

QString outPath(const QString& name) {
    return QStringLiteral(COWRIE_SCREENSHOT_DIR "/") + name;
}

int distinctColours(const QImage& image) {
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3) colours.insert(image.pixel(x, y));
    return int(colours.size());
}

QQuickItem* findNamed(QObject* root, const char* name) {
    return root->findChild<QQuickItem*>(QString::fromLatin1(name));
}

}  // namespace

class LessonShots : public QObject {
    Q_OBJECT

    QQmlEngine engine_;

    // The lesson page of `game` in a window of `size`.
    QQuickWindow* open(const QString& game, QSize size) {
        QQmlComponent component(&engine_);
        component.setData(QString::fromLatin1(kScene).arg(game).toUtf8(), QUrl("qrc:/shots.qml"));
        auto* window = qobject_cast<QQuickWindow*>(component.create());
        if (!window) qWarning() << component.errors();
        if (window) {
            window->resize(size);
            window->show();
        }
        return window;
    }

    static LessonSession* sessionOf(QQuickWindow* window) {
        return window->property("page")
            .value<QObject*>()
            ->property("session")
            .value<LessonSession*>();
    }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("CowrieTest");
        QCoreApplication::setApplicationName("tst_lessonshots");
        QQuickStyle::setStyle("Basic");
        engine_.addImportPath(":/");
    }

    void aStepMidAnimation_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QString>("keyword");
        QTest::newRow("kalah") << "kalah"
                               << "kalah-capture"
                               << "captures";
        QTest::newRow("congkak") << "congkak"
                                 << "congkak-long-relay"
                                 << "Relay";
        QTest::newRow("congklak") << "congklak"
                                  << "congklak-worked-example"
                                  << "moves again";
        QTest::newRow("chonka") << "chonka"
                                << "chonka-opening"
                                << "Relay";
        QTest::newRow("pallankuzhi") << "pallankuzhi"
                                     << "pallankuzhi-pasu"
                                     << "Pasu";
        QTest::newRow("olinda-keliya") << "olinda-keliya"
                                       << "olinda-keliya-eating"
                                       << "eats";  // a four is eaten (docs/rules/olinda-keliya.md)
        QTest::newRow("three-row") << "three-row"
                                   << "three-row-chain"
                                   << "Relay";
    }
    void aStepMidAnimation() {
        QFETCH(QString, game);
        QFETCH(QString, lesson);
        QFETCH(QString, keyword);
        std::unique_ptr<QQuickWindow> window(open(game, {1280, 800}));
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        LessonSession* session = sessionOf(window.get());
        QVERIFY(session);
        QVERIFY(session->begin(session->indexOf(lesson)));
        // Read on to the first play step.
        while (session->step()->kind() == cowrie::ui::LessonStep::Read) {
            QTRY_COMPARE_WITH_TIMEOUT(session->phase(), LessonSession::Phase::Reading, 30000);
            session->next();
        }
        QCOMPARE(session->step()->kind(), cowrie::ui::LessonStep::Play);
        QCOMPARE(session->phase(), LessonSession::Phase::AwaitingMove);
        session->showMe();
        QQuickItem* caption = findNamed(window.get(), "captionBar");
        QVERIFY(caption);
        QTRY_VERIFY_WITH_TIMEOUT(caption->property("text").toString().contains(keyword), 30000);
        QTest::qWait(120);  // the seeds of that event on their way
        const QImage shot = window->grabWindow();
        QVERIFY(distinctColours(shot) > 200);
        QVERIFY(shot.save(outPath("lesson-" + game + ".png")));
        QVERIFY(!caption->property("text").toString().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(session->phase(), LessonSession::Phase::Reading, 60000);
        QCOMPARE(session->feedbackTone(), QString());  // shown, not answered
    }

    // A step's arrows leave every count badge as it is: the window grabbed
    // with the arrows and without them is the same inside each badge.
    void arrowsLeaveTheCountsReadable() {
        std::unique_ptr<QQuickWindow> window(open("kalah", {1280, 800}));
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        LessonSession* session = sessionOf(window.get());
        // "The board": its third step draws the path round the board.
        QVERIFY(session->begin(session->indexOf("kalah-board")));
        while (session->step()->arrows().isEmpty()) session->next();
        QCOMPARE(session->step()->arrows().size(), 5);
        QQuickItem* arrows = findNamed(window.get(), "lessonArrows");
        QVERIFY(arrows);
        QTest::qWait(200);  // painted
        const QImage with = window->grabWindow();
        arrows->setVisible(false);
        const QImage without = window->grabWindow();
        QVERIFY(with != without);  // the arrows are drawn
        int badges = 0;
        QList<QQuickItem*> badgeItems;
        std::function<void(QQuickItem*)> walk = [&](QQuickItem* item) {
            if (item->objectName() == QLatin1String("countText") && item->isVisible())
                badgeItems << item->parentItem();
            for (QQuickItem* child : item->childItems()) walk(child);
        };
        walk(window->contentItem());
        for (QQuickItem* badge : badgeItems) {
            ++badges;
            const QRect r =
                badge->mapRectToScene(QRectF(0, 0, badge->width(), badge->height())).toRect();
            for (int y = r.top(); y <= r.bottom(); ++y)
                for (int x = r.left(); x <= r.right(); ++x)
                    QVERIFY2(with.pixel(x, y) == without.pixel(x, y),
                             qPrintable(QString("an arrow over the badge at %1,%2").arg(x).arg(y)));
        }
        QCOMPARE(badges, 10);  // four holes a side and two stores
        QVERIFY(with.save(outPath("lesson-arrows.png")));
    }

    void theStepFitsTheWindow_data() {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1024x640") << QSize(1024, 640);
        QTest::newRow("1280x800") << QSize(1280, 800);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }
    void theStepFitsTheWindow() {
        QFETCH(QSize, size);
        std::unique_ptr<QQuickWindow> window(open("pallankuzhi", size));
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        LessonSession* session = sessionOf(window.get());
        QVERIFY(session->begin(session->indexOf("pallankuzhi-pasu")));
        QTRY_COMPARE(session->phase(), LessonSession::Phase::Reading);
        session->next();
        QCOMPARE(session->phase(), LessonSession::Phase::AwaitingMove);
        QTest::qWait(100);
        const QRectF inside(0, 0, size.width(), size.height());
        for (const char* name :
             {"showMeButton", "nextButton", "previousButton", "stepText", "stepCounter",
              "captionBar", "lessonBoard", "lessonBackButton", "lessonRulesButton"}) {
            QQuickItem* item = findNamed(window.get(), name);
            QVERIFY2(item, name);
            if (!item->isVisible()) continue;
            const QRectF r = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
            QVERIFY2(inside.contains(r), qPrintable(QString("%1 at %2,%3 %4x%5")
                                                        .arg(name)
                                                        .arg(r.x())
                                                        .arg(r.y())
                                                        .arg(r.width())
                                                        .arg(r.height())));
            QVERIFY2(r.width() > 0 && r.height() > 0, name);
        }
        QVERIFY(window->grabWindow().save(
            outPath(QString("lesson-page-%1x%2.png").arg(size.width()).arg(size.height()))));
    }

    // A strategy lesson (Kalah's "Watch North's empty holes") at its play
    // step at 1024x640, and the end of the game's last lesson: "Puzzles"
    // and "Play a real game against Novice" side by side inside the window.
    void aStrategyLessonAndTheLastLessonsEndFitTheWindow() {
        const QSize size(1024, 640);
        std::unique_ptr<QQuickWindow> window(open("kalah", size));
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        LessonSession* session = sessionOf(window.get());
        const QRectF inside(0, 0, size.width(), size.height());
        const auto insideWindow = [&](const char* name) {
            QQuickItem* item = findNamed(window.get(), name);
            if (!item || !item->isVisible()) return false;
            return inside.contains(
                item->mapRectToScene(QRectF(0, 0, item->width(), item->height())));
        };
        QVERIFY(session->begin(session->indexOf("kalah-watch-empty-holes")));
        while (session->step()->kind() == cowrie::ui::LessonStep::Read) session->next();
        QCOMPARE(session->phase(), LessonSession::Phase::AwaitingMove);
        QTest::qWait(150);
        for (const char* name : {"stepText", "showMeButton", "lessonBoard", "lessonArrows"})
            QVERIFY2(insideWindow(name), name);
        QVERIFY(window->grabWindow().save(outPath("lesson-strategy-1024x640.png")));

        const int last = int(session->lessons().size()) - 1;
        QVERIFY(session->begin(last));
        QVERIFY(session->lastLesson());
        while (!session->lessonDone()) {
            if (session->canShowMe()) session->showMe();
            QTRY_COMPARE_WITH_TIMEOUT(session->phase(), LessonSession::Phase::Reading, 30000);
            session->next();
        }
        QTest::qWait(150);  // the buttons' row laid out anew
        for (const char* name : {"puzzlesButton", "playRealGameButton", "previousButton"})
            QVERIFY2(insideWindow(name), name);
        QVERIFY(window->grabWindow().save(outPath("lesson-end-1024x640.png")));
    }

    // The lesson list: the strategy lessons under "Playing well", after the
    // rules lessons.
    void theLessonListNamesPlayingWell() {
        std::unique_ptr<QQuickWindow> window(open("pallankuzhi", {1024, 640}));
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        auto* list = findNamed(window.get(), "lessonList");
        QVERIFY(list);
        QMetaObject::invokeMethod(list, "positionViewAtEnd");
        QTest::qWait(150);
        // Delegates are the list's visual children, not its QObject children.
        QQuickItem* heading = nullptr;
        std::function<void(QQuickItem*)> walk = [&](QQuickItem* item) {
            // Every strategy lesson has one; the first of the group shows it.
            if (item->objectName() == QLatin1String("playingWellHeading") && item->isVisible())
                heading = item;
            for (QQuickItem* child : item->childItems()) walk(child);
        };
        walk(list);
        QVERIFY(heading);
        QVERIFY(heading->isVisible());
        QCOMPARE(heading->property("text").toString(), QString("Playing well"));
        QVERIFY(window->grabWindow().save(outPath("lesson-list-1024x640.png")));
    }
};

QTEST_MAIN(LessonShots)
#include "tst_lessonshots.moc"
