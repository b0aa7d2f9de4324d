// No QML-facing type has more than 20 properties (issue 30, point 2): a type
// that grows past that is split into small parts it owns, as GameSession
// is (south, north, result, texts, pace, feed...). Every type the Cowrie
// module registers for QML is counted from its meta-object (its own
// properties, not its Qt base class's), so a new type is held to it too.

#include <QtQml/qqmlextensionplugin.h>
#include <QMetaObject>
#include <QMetaType>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QtTest>

#include <algorithm>

Q_IMPORT_QML_PLUGIN(CowriePlugin)

namespace {

constexpr int kMostProperties = 20;

// The class's own properties, without those of the class it derives from.
int ownProperties(const QMetaObject* type) {
    return type->propertyCount() - type->propertyOffset();
}

// The app's classes that QML sees: those with QML's element class info
// (QML_ELEMENT, QML_NAMED_ELEMENT, QML_SINGLETON), found among every type
// registered once the module is loaded.
QList<const QMetaObject*> qmlFacingTypes() {
    QList<const QMetaObject*> types;
    int missing = 0;
    for (int id = QMetaType::User; missing < 2000; ++id) {
        if (!QMetaType::isRegistered(id)) {
            ++missing;
            continue;
        }
        missing = 0;
        const QMetaType type(id);
        const QMetaObject* meta = type.metaObject();
        if (!meta || !QByteArray(meta->className()).startsWith("cowrie::")) continue;
        if (meta->indexOfClassInfo("QML.Element") < 0) continue;
        if (!types.contains(meta)) types << meta;
    }
    std::sort(types.begin(), types.end(), [](const QMetaObject* a, const QMetaObject* b) {
        return ownProperties(a) > ownProperties(b);
    });
    return types;
}

}  // namespace

class PropertyCountsTest : public QObject {
    Q_OBJECT

    QList<const QMetaObject*> types_;

  private slots:
    void initTestCase() {
        // Loading the module registers its types.
        QQmlEngine engine;
        QQmlComponent component(&engine);
        component.setData("import QtQml\nimport Cowrie\nQtObject {}", QUrl());
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
        types_ = qmlFacingTypes();
        for (const QMetaObject* type : types_)
            qInfo("%3d  %s", ownProperties(type), type->className());
    }

    // The types the issue names are among those counted (the search works).
    void theSessionsAndTheirPartsAreCounted_data() {
        QTest::addColumn<QString>("name");
        for (const char* name :
             {"GameSession", "SideState", "GameResult", "SessionTexts", "SessionPace", "BoardFeed",
              "BoardModel", "MoveHistory", "HintAdvisor", "ReplayController", "ReplayFrame",
              "LessonSession", "ReviewSession", "AppSettings", "OptionsModel", "GameCatalog"})
            QTest::newRow(name) << QString(name);
    }
    void theSessionsAndTheirPartsAreCounted() {
        QFETCH(QString, name);
        const QByteArray full = "cowrie::ui::" + name.toLatin1();
        QVERIFY2(std::any_of(types_.cbegin(), types_.cend(),
                             [&](const QMetaObject* t) { return full == t->className(); }),
                 qPrintable(name));
    }

    void noQmlFacingTypeHasMoreThanTwentyProperties() {
        QVERIFY(types_.size() >= 20);
        for (const QMetaObject* type : types_)
            QVERIFY2(ownProperties(type) <= kMostProperties,
                     qPrintable(QStringLiteral("%1 has %2 properties")
                                    .arg(type->className())
                                    .arg(ownProperties(type))));
    }
};

QTEST_MAIN(PropertyCountsTest)
#include "tst_propertycounts.moc"
