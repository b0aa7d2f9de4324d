#include "app/ui/play/gamesetup.h"

#include <QCoreApplication>

#include <algorithm>

#include "core/registry.h"
#include "core/state_load.h"

namespace cowrie::ui {

QString defaultGameId() {
    return QString::fromStdString(allGames().front().id);
}

QString modeText(PlayMode mode) {
    switch (mode) {
        case PlayMode::Computer:
            return QStringLiteral("computer");
        case PlayMode::Demo:
            return QStringLiteral("demo");
        case PlayMode::HotSeat:
            break;
    }
    return QStringLiteral("hotseat");
}

QString GameSetup::nameOf(Side side) const {
    const QString& chosen = side == Side::South ? southName : northName;
    if (!chosen.trimmed().isEmpty()) return chosen.trimmed();
    if (mode == PlayMode::Computer && side == computerSide)
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

GameSetup GameSetup::fromVariant(const QVariantMap& map) {
    GameSetup s;
    if (map.contains("game")) s.gameId = map.value("game").toString();
    const QVariantMap opts = map.value("options").toMap();
    for (auto it = opts.cbegin(); it != opts.cend(); ++it) {
        QString text = it.value().toString();
        if (it.value().typeId() == QMetaType::Bool) text = it.value().toBool() ? "true" : "false";
        s.options.emplace_back(it.key().toStdString(), text.toStdString());
    }
    const QString mode = map.value("mode").toString();
    if (mode == "computer") s.mode = PlayMode::Computer;
    if (mode == "demo") s.mode = PlayMode::Demo;
    s.computerSide = map.value("computerSide").toString() == "south" ? Side::South : Side::North;
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
