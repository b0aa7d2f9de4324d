#include "registry.h"

#include "games/chonka.h"
#include "games/congkak.h"
#include "games/congklak.h"
#include "games/kalah.h"
#include "games/olinda_keliya.h"
#include "games/pallankuzhi.h"
#include "games/three_row.h"

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
                     "seeds/001: comparison table, \"standard rules\"",
                     "The familiar mancala: capture across the board, extra moves from your store.",
                     Kalah::optionSchema(),
                     {},
                     &make<Kalah>});
    games.push_back(
        {"congkak",
         "Congkak",
         "chongkak",
         "Malaysia",
         "seeds/001",
         "Seven holes of seven cowries; relay sowing round and round the boat.",
         Congkak::optionSchema(),
         {{"single", "Single round", {}},
          {"traditional", "Traditional: simultaneous start, rounds", {{"traditional", "true"}}}},
         &make<Congkak>,
         nullptr,
         {BoardStyle::Boat}});
    games.push_back({"congklak",
                     "Congklak",
                     "dakon, sungka",
                     "Indonesia",
                     "seeds/000 (2x5), seeds/003 (2x5..2x9, rounds)",
                     "Relay sowing on a boat of five to nine holes a side; play one round or to K.",
                     Congklak::optionSchema(),
                     {{"classic", "Classic 2x5", {{"preset", "classic"}}},
                      {"rounds", "Rounds 2xN", {{"preset", "rounds"}}}},
                     &make<Congklak>,
                     &Congklak::completeOptions,
                     {BoardStyle::Curled}});
    games.push_back(
        {"chonka",
         "Chonka",
         "chonku, Colombo's pallankuli",
         "Colombo, Sri Lanka",
         "seeds/000",
         "The first move picks the direction for the whole game; the store ends a turn.",
         Chonka::optionSchema(),
         {},
         &make<Chonka>,
         nullptr,
         {BoardStyle::Hinged}});
    games.push_back({"pallankuzhi",
                     "Pallankuzhi",
                     "pallanguzhi, Tamil pallankuli",
                     "Tamil Nadu (South India) and Sri Lanka",
                     "seeds/000",
                     "Six cowries a hole: pasu fours, captures beyond an empty hole, burnt holes.",
                     Pallankuzhi::optionSchema(),
                     {},
                     &make<Pallankuzhi>,
                     nullptr,
                     {BoardStyle::Hinged}});
    games.push_back(
        {"olinda-keliya",
         "Olinda keliya",
         "puhulmutu",
         "Kandy, Sri Lanka",
         "seeds/000 (after H. Parker, Ancient Ceylon, 1909)",
         "Red olinda seeds: pass the threes, eat the fours, and play phase after phase.",
         OlindaKeliya::optionSchema(),
         {},
         &make<OlindaKeliya>,
         nullptr,
         {BoardStyle::Olinda, SeedKind::Olinda, StoreShape::Square}});
    games.push_back({"three-row",
                     "Three-row mancala",
                     "hiru ilarako mankala",
                     "Basque source",
                     "seeds/004",
                     "Three rows of six: a simultaneous race, then captures down the columns.",
                     ThreeRow::optionSchema(),
                     {},
                     &make<ThreeRow>,
                     nullptr,
                     {BoardStyle::ThreeRow}});
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
    RawOptions completed = raw;
    if (info->completeOptions) info->completeOptions(completed);
    auto values = resolveOptions(info->options, completed, error);
    if (!values) return nullptr;
    return info->make(std::move(*values));
}

}  // namespace cowrie
