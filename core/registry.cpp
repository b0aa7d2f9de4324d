#include "core/registry.h"

#include "core/games/chonka.h"
#include "core/games/congkak.h"
#include "core/games/congklak.h"
#include "core/games/kalah.h"
#include "core/games/olinda_keliya.h"
#include "core/games/pallankuzhi.h"
#include "core/games/three_row.h"

namespace cowrie {

namespace {

GameList& games() {
    static GameList games({
        &Kalah::description(),
        &Congkak::description(),
        &Congklak::description(),
        &Chonka::description(),
        &Pallankuzhi::description(),
        &OlindaKeliya::description(),
        &ThreeRow::description(),
    });
    return games;
}

}  // namespace

const GameList& allGames() {
    return games();
}

bool registerGame(const GameInfo& game) {
    if (findGame(game.id)) return false;
    games().add(game);
    return true;
}

const GameInfo* findGame(std::string_view id) {
    for (const GameInfo& g : allGames())
        if (g.id == id) return &g;
    return nullptr;
}

std::shared_ptr<const Rules> createRules(std::string_view id, const RawOptions& raw,
                                         std::string& error) {
    const GameInfo* info = findGame(id);
    if (!info) {
        std::string list;
        for (const GameInfo& g : allGames()) list += (list.empty() ? "" : ", ") + g.id;
        error = "unknown game '" + std::string(id) + "' (known games: " + list + ")";
        return nullptr;
    }
    RawOptions completed = raw;
    if (info->completeOptions) info->completeOptions(completed);
    auto values = resolveOptions(info->options, completed, error);
    if (!values) return nullptr;
    return info->make(std::move(*values));
}

}  // namespace cowrie
