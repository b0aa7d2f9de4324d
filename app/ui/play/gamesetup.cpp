#include "app/ui/play/gamesetup.h"

#include <QCoreApplication>

#include <algorithm>

#include "core/registry.h"
#include "core/state_load.h"

namespace cowrie::ui {

QString defaultGameId() {
    return QString::fromStdString(allGames().front().id);
}

QString modeText(modes::Mode mode) {
    switch (mode) {
        case modes::VersusComputer:
            return QStringLiteral("computer");
        case modes::Demo:
            return QStringLiteral("demo");
        case modes::Online:
            return QStringLiteral("online");
        case modes::HotSeat:
            break;
    }
    return QStringLiteral("hotseat");
}

modes::Mode modeOf(const QVariant& value) {
    if (value.typeId() == QMetaType::QString) {
        const QString text = value.toString();
        if (text == QLatin1String("computer")) return modes::VersusComputer;
        if (text == QLatin1String("demo")) return modes::Demo;
        if (text == QLatin1String("online")) return modes::Online;
        return modes::HotSeat;
    }
    bool ok = false;
    const int mode = value.toInt(&ok);
    return ok && mode >= modes::HotSeat && mode <= modes::Online ? static_cast<modes::Mode>(mode)
                                                                 : modes::HotSeat;
}

namespace {

// The side a QML map or a file names: a Side, or "south" / "north".
Side sideOf(const QVariant& value, Side otherwise) {
    if (value.typeId() == QMetaType::QString) {
        const QString text = value.toString();
        if (text == QLatin1String("south")) return Side::South;
        if (text == QLatin1String("north")) return Side::North;
        return otherwise;
    }
    bool ok = false;
    const int side = value.toInt(&ok);
    if (ok && side == sides::South) return Side::South;
    if (ok && side == sides::North) return Side::North;
    return otherwise;
}

}  // namespace

QString GameSetup::nameOf(Side side) const {
    const QString& chosen = side == Side::South ? southName : northName;
    if (!chosen.trimmed().isEmpty()) return chosen.trimmed();
    if (mode == modes::VersusComputer && side == computerSide)
        return QCoreApplication::translate("GameSetup", "Computer");
    //: The default names of the two players: the near row (South) and the far row (North).
    return side == Side::South ? QCoreApplication::translate("GameSetup", "South")
                               : QCoreApplication::translate("GameSetup", "North");
}

QVariantMap GameSetup::toVariant() const {
    QVariantMap opts;
    for (const auto& [key, value] : options)
        opts.insert(QString::fromStdString(key), QString::fromStdString(value));
    QVariantMap map{
        {"game", gameId},         {"options", opts},
        {"mode", modeText(mode)}, {"computerSide", computerSide == Side::South ? "south" : "north"},
        {"level", level},         {"southName", southName},
        {"northName", northName}, {"turned", turned},
        {"libraryId", libraryId},
    };
    if (!start.isEmpty()) map.insert(QStringLiteral("start"), start);
    return map;
}

QVariantMap GameSetup::toQml() const {
    QVariantMap map = toVariant();
    map.insert(QStringLiteral("mode"), int(mode));
    map.insert(QStringLiteral("computerSide"), int(sides::of(computerSide)));
    return map;
}

GameSetup GameSetup::fromVariant(const QVariantMap& map) {
    GameSetup s;
    if (map.contains("game")) s.gameId = map.value("game").toString();
    const QVariantMap opts = map.value("options").toMap();
    for (auto it = opts.cbegin(); it != opts.cend(); ++it) {
        QString text = it.value().toString();
        if (it.value().typeId() == QMetaType::Bool) text = it.value().toBool() ? "true" : "false";
        s.options.emplace_back(it.key().toStdString(), text.toStdString());
    }
    s.mode = modeOf(map.value("mode"));
    s.computerSide = sideOf(map.value("computerSide"), Side::North);
    if (map.contains("level")) s.level = std::clamp(map.value("level").toInt(), 0, 4);
    s.southName = map.value("southName").toString();
    s.northName = map.value("northName").toString();
    s.turned = map.value("turned").toBool();
    s.start = map.value("start").toString();
    s.libraryId = map.value("libraryId").toString();
    return s;
}

std::unique_ptr<cowrie::Match> GameSetup::makeMatch(std::string& error) const {
    if (start.isEmpty()) {
        auto rules = cowrie::createRules(gameId.toStdString(), options, error);
        if (!rules) return nullptr;
        return std::make_unique<cowrie::Match>(std::move(rules));
    }
    auto loaded = cowrie::loadStateText(start.toStdString(), gameId.toStdString(), options, error);
    if (!loaded) return nullptr;
    return std::make_unique<cowrie::Match>(std::move(loaded->rules), std::move(loaded->position));
}

}  // namespace cowrie::ui
