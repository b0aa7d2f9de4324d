#include "app/ui/library/recordsetup.h"

#include "app/ui/play/defaultnames.h"
#include "core/state_json.h"

namespace cowrie::ui {

std::array<cowrie::RecordPlayer, 2> recordPlayers(const GameSetup& setup) {
    std::array<cowrie::RecordPlayer, 2> players;
    for (cowrie::Side side : {cowrie::Side::South, cowrie::Side::North}) {
        cowrie::RecordPlayer& p = players[static_cast<size_t>(cowrie::sideIndex(side))];
        p.computer = setup.isComputer(side);
        // A default name is kept in English, the record format's words.
        const QString& typed = side == cowrie::Side::South ? setup.southName : setup.northName;
        p.name = (isDefaultName(typed, side, p.computer) ? recordedDefaultName(side, p.computer)
                                                         : typed.trimmed())
                     .toStdString();
        p.level = p.computer ? setup.level : -1;
    }
    return players;
}

GameSetup setupFromRecord(const cowrie::GameRecord& record) {
    GameSetup setup;
    setup.gameId = QString::fromStdString(std::string(record.match.rules().gameId()));
    setup.options = record.match.rules().options().all();
    // A game begun from a position of its own (a replay played on) starts
    // there again when played anew.
    const cowrie::Rules& rules = record.match.rules();
    if (!(record.match.initialPosition() == rules.initialPosition()))
        setup.start = QString::fromStdString(
            cowrie::stateToJson(rules, record.match.initialPosition()).dump());
    if (!record.meta.players) return setup;
    const auto& [south, north] = *record.meta.players;
    if (south.computer && north.computer) {
        setup.mode = modes::Demo;
    } else if (south.computer || north.computer) {
        setup.mode = modes::VersusComputer;
        setup.computerSide = south.computer ? cowrie::Side::South : cowrie::Side::North;
    }
    const cowrie::RecordPlayer& computer = south.computer ? south : north;
    if (computer.computer) setup.level = std::max(0, computer.level);
    // A default name, in whatever language it was kept, is left empty, so
    // that it follows the language (defaultnames.h).
    const auto chosen = [&](const cowrie::RecordPlayer& p, cowrie::Side side) {
        const QString name = QString::fromStdString(p.name);
        return isDefaultName(name, side, p.computer) ? QString() : name;
    };
    setup.southName = chosen(south, cowrie::Side::South);
    setup.northName = chosen(north, cowrie::Side::North);
    return setup;
}

}  // namespace cowrie::ui
