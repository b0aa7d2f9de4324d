#include "core/puzzles/puzzle_maker.h"

#include <algorithm>
#include <map>
#include <set>

#include "core/ai/engine.h"
#include "core/ai/levels.h"
#include "core/puzzles/puzzle_judge.h"
#include "core/puzzles/puzzle_line.h"
#include "core/split_mix.h"
#include "core/state_json.h"

namespace cowrie::puzzles {

namespace {

constexpr int kMaxPlies = 400;      // an engine game longer than this is cut
constexpr int kMaxSolverTurns = 2;  // turns of the solver in a line
constexpr int kRatingBand = 200;    // difficulties balanced in bands this wide

bool provenUnique(const std::optional<MoveValues>& values, int margin) {
    return values && values->values.size() >= 2 && values->margin() >= margin;
}

int seedsInHoles(const Board& board) {
    return board.totalSeeds() - board.seeds[board.store(Side::South)] -
           board.seeds[board.store(Side::North)];
}

// The state object a puzzle starts from: the file names the game, and
// "over" and "result" are derived.
Json positionJson(const Rules& rules, const Position& position) {
    Json state = stateToJson(rules, position);
    state.erase("game");
    state.erase("over");
    state.erase("result");
    return state;
}

// The puzzle starting at `start`, or nullopt when it has no unique best
// move or its line shows nothing to name.
std::optional<Puzzle> puzzleAt(Prover& prover, const std::shared_ptr<const Rules>& rules,
                               const Position& start, SplitMix64& random) {
    const int margin = prover.settings().margin;
    std::optional<MoveValues> values = prover.valueMoves(*rules, start);
    if (!provenUnique(values, margin)) return std::nullopt;
    const MoveValues first = *values;
    const Turn solver = start.toMove;
    Puzzle puzzle;
    Position at = start;
    int solverTurns = 1;
    for (;;) {
        const Move best = values->values.front().first;
        puzzle.line.push_back(rules->moveText(best));
        puzzle.proofs.push_back(proofOf(*rules, *values));
        rules->apply(at, best, nullptr);
        if (at.over() || at.toMove == Turn::Both) break;
        if (at.toMove == solver) {  // an extra move: the chain goes on while it is unique
            values = prover.valueMoves(*rules, at);
            if (!provenUnique(values, margin)) break;
            continue;
        }
        // The opponent's best answer, then the solver's next unique best;
        // one line in two goes on so (reproducibly, from the seed).
        if (solverTurns >= kMaxSolverTurns || random.below(2) == 0) break;
        const auto reply = prover.valueMoves(*rules, at);
        if (!reply) break;
        Position next = at;
        rules->apply(next, reply->values.front().first, nullptr);
        if (next.over() || next.toMove != solver) break;
        values = prover.valueMoves(*rules, next);
        if (!provenUnique(values, margin)) break;
        puzzle.line.push_back(rules->moveText(reply->values.front().first));
        at = next;
        ++solverTurns;
    }
    std::string error;
    const auto line = playLine(rules, start, puzzle.line, error);
    if (!line) return std::nullopt;
    puzzle.gain = lineGain(*line);
    puzzle.win = lineWins(*line);
    if (puzzle.gain < 1 && !puzzle.win) return std::nullopt;
    puzzle.themes = judgedThemes(prover, *line, first);
    if (puzzle.themes.empty()) return std::nullopt;
    puzzle.rating = judgedRating(*line, puzzle.proofs);
    puzzle.position = positionJson(*rules, start);
    return puzzle;
}

// One engine game from `random`, each side at a level of its own.
std::vector<Position> engineGame(const std::shared_ptr<const Rules>& rules, ai::Engine& engine,
                                 const MakeSettings& settings, SplitMix64& random) {
    const auto south = static_cast<ai::Level>(random.below(ai::kLevelCount));
    const auto north = static_cast<ai::Level>(random.below(ai::kLevelCount));
    engine.clearTable();
    std::vector<Position> positions;
    Position position = rules->initialPosition();
    for (int ply = 0; ply < kMaxPlies && !position.over(); ++ply) {
        const ai::Level level = position.toMove == Turn::North ? north : south;
        ai::SearchLimits limits = ai::levelLimits(level, 0, random.next(), rules.get());
        // Nodes, not time, bound the search: the same game every time.
        limits.timeMs = 0;
        limits.maxNodes = settings.playNodes;
        const ai::SearchResult result = engine.think(*rules, position, limits);
        if (result.move.isNull()) break;
        rules->apply(position, result.move, nullptr);
        if (!position.over()) positions.push_back(position);
    }
    return positions;
}

// Round-robin over main themes and, within a theme, over rating bands.
std::vector<Puzzle> balanced(std::vector<Puzzle> found, int count) {
    std::map<std::string, std::map<int, std::vector<Puzzle>>> byTheme;
    for (Puzzle& p : found)
        byTheme[p.themes.front()][p.rating / kRatingBand].push_back(std::move(p));
    std::map<std::string, std::vector<Puzzle>> queues;
    for (auto& [theme, bands] : byTheme) {
        std::vector<Puzzle>& queue = queues[theme];
        for (size_t i = 0;; ++i) {
            bool any = false;
            for (auto& [band, list] : bands)
                if (i < list.size()) queue.push_back(std::move(list[i])), any = true;
            if (!any) break;
        }
    }
    std::vector<Puzzle> chosen;
    for (size_t i = 0; static_cast<int>(chosen.size()) < count; ++i) {
        bool any = false;
        for (auto& [theme, queue] : queues) {
            if (i >= queue.size() || static_cast<int>(chosen.size()) >= count) continue;
            chosen.push_back(std::move(queue[i]));
            any = true;
        }
        if (!any) break;
    }
    return chosen;
}

}  // namespace

PuzzleFile makePuzzles(std::shared_ptr<const Rules> rules, const MakeSettings& settings) {
    SplitMix64 random(settings.seed);
    Prover prover(settings.proof);
    ai::Engine player(16);
    std::vector<Puzzle> found;
    std::set<std::string> seen;
    // Half as many again as asked for, so that themes and difficulties can be balanced.
    const size_t wanted = static_cast<size_t>(settings.count) * 3 / 2;
    int games = 0;
    while (found.size() < wanted && games < settings.maxGames) {
        const std::vector<Position> positions = engineGame(rules, player, settings, random);
        ++games;
        for (const Position& position : positions) {
            if (found.size() >= wanted) break;
            if (static_cast<int>(random.below(100)) >= settings.samplePercent) continue;
            if (position.toMove == Turn::Both) continue;
            if (settings.maxSeedsInHoles > 0 &&
                seedsInHoles(position.board) > settings.maxSeedsInHoles)
                continue;
            const std::string key = positionJson(*rules, position).dump();
            if (!seen.insert(key).second) continue;
            if (auto puzzle = puzzleAt(prover, rules, position, random))
                found.push_back(std::move(*puzzle));
        }
        if (settings.progress)
            settings.progress(static_cast<int>(found.size()), games, prover.count());
    }
    PuzzleFile file;
    file.game = std::string(rules->gameId());
    file.maker = makerJson(settings, games);
    file.puzzles = balanced(std::move(found), settings.count);
    std::stable_sort(file.puzzles.begin(), file.puzzles.end(),
                     [](const Puzzle& a, const Puzzle& b) { return a.rating < b.rating; });
    int number = 0;
    for (Puzzle& p : file.puzzles) p.id = file.game + "-" + std::to_string(++number);
    return file;
}

Json makerJson(const MakeSettings& settings, int gamesPlayed) {
    Json maker = Json::object();
    maker["seed"] = settings.seed;
    maker["count"] = settings.count;
    maker["games"] = gamesPlayed;
    maker["maxSeedsInHoles"] = settings.maxSeedsInHoles;
    maker["playNodes"] = settings.playNodes;
    maker["samplePercent"] = settings.samplePercent;
    maker["depth"] = settings.proof.depth;
    maker["exactNodes"] = settings.proof.exactNodes;
    maker["depthNodes"] = settings.proof.depthNodes;
    maker["margin"] = settings.proof.margin;
    return maker;
}

ProofSettings proofSettingsOf(const PuzzleFile& file) {
    ProofSettings settings;
    const auto read = [&](std::string_view key, auto& field) {
        const Json* v = member(file.maker, key);
        if (v && v->is_number_integer() && v->get<long long>() > 0)
            field = static_cast<std::remove_reference_t<decltype(field)>>(v->get<long long>());
    };
    read("depth", settings.depth);
    read("exactNodes", settings.exactNodes);
    read("depthNodes", settings.depthNodes);
    read("margin", settings.margin);
    return settings;
}

}  // namespace cowrie::puzzles
