#include "registry.h"

#include "games/congkak.h"
#include "games/kalah.h"

namespace cowrie {

namespace {

template <class Game>
std::unique_ptr<Rules> make(OptionValues options) {
    return std::make_unique<Game>(std::move(options));
}

std::vector<GameInfo> buildRegistry() {
    std::vector<GameInfo> games;
    games.push_back({"kalah",
                     "Kalah",
                     "standard mancala",
                     "Reference game (worldwide)",
                     "seeds/001 comparison table, \"standard rules\"",
                     "The familiar mancala: capture across the board, extra moves from your store.",
                     Kalah::optionSchema(),
                     {},
                     &make<Kalah>});
    games.push_back({"congkak",
                     "Congkak",
                     "congkak, congklak, dakon, sungka",
                     "Malaysia",
                     "seeds/001",
                     "Seven holes of seven cowries; relay sowing round and round the boat.",
                     Congkak::optionSchema(),
                     {},
                     &make<Congkak>});
    return games;
}

}  // namespace

const std::vector<GameInfo>& allGames() {
    static const std::vector<GameInfo> games = buildRegistry();
    return games;
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
    auto values = resolveOptions(info->options, raw, error);
    if (!values) return nullptr;
    return info->make(std::move(*values));
}

}  // namespace cowrie
