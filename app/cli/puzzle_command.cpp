// `puzzle make --game ID [--option k=v]... [--seed N] [--count N] [--out FILE]
//              [--depth D] [--margin M] [--exact-nodes N] [--max-seeds N] [--games N]
//              [--play-nodes N] [--sample P] [--progress]`:
//   generates a puzzle file (docs/puzzle-format.md) from engine games; with
//   --out it writes the file and prints {"puzzles": n, "games": g, "seconds": s,
//   "themes": {...}}, otherwise it prints the file. --progress: a line a game on stderr.
// `puzzle check [FILE...] [--limit N]`: proves every puzzle of the files (by
//   default the app's own, resources/puzzles/*.json) again and prints
//   {"puzzles": n, "failures": ["FILE: puzzle ID: ...", ...], "seconds": s},
//   with exit code 2 when any failure is found. --limit N checks N puzzles
//   of each file, spread evenly over it (the file is sorted by rating).

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>

#include "app/cli/cli_error.h"
#include "app/cli/command_flags.h"
#include "app/cli/command_words.h"
#include "app/cli/commands.h"
#include "app/cli/game_setup.h"
#include "app/cli/input_file.h"
#include "app/cli/number_flags.h"
#include "app/cli/output.h"
#include "core/puzzles/puzzle_check.h"
#include "core/puzzles/puzzle_maker.h"

namespace cowrie::cli {

namespace {

struct MakeFlags : GameFlags {
    std::optional<std::uint64_t> seed;
    std::optional<std::int64_t> count, depth, margin, exactNodes, maxSeeds, games, playNodes,
        sample;
    std::optional<std::string> out;
    bool progress = false;
};

struct CheckFlags {
    std::optional<std::int64_t> limit;
};

double secondsSince(std::chrono::steady_clock::time_point start) {
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    return std::round(elapsed.count() * 100) / 100;
}

std::string defaultPuzzleDir() {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const fs::path installed = exe.parent_path() / COWRIE_INSTALLED_PUZZLE_DIR;
        if (fs::is_directory(installed, ec)) return installed.lexically_normal().string();
    }
    return COWRIE_PUZZLE_DIR;
}

std::vector<std::string> defaultPuzzleFiles() {
    std::vector<std::string> files;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(defaultPuzzleDir(), ec))
        if (entry.path().extension() == ".json") files.push_back(entry.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

// The command line that makes the same file again.
std::string makeCommandLine(const MakeFlags& flags, const puzzles::MakeSettings& settings) {
    std::string line = "mancala-cli puzzle make --game " + *flags.game;
    for (const auto& [key, value] : flags.options) line += " --option " + key + "=" + value;
    line += " --seed " + std::to_string(settings.seed);
    line += " --count " + std::to_string(settings.count);
    line += " --depth " + std::to_string(settings.proof.depth);
    line += " --margin " + std::to_string(settings.proof.margin);
    line += " --exact-nodes " + std::to_string(settings.proof.exactNodes);
    line += " --max-seeds " + std::to_string(settings.maxSeedsInHoles);
    line += " --games " + std::to_string(settings.maxGames);
    line += " --play-nodes " + std::to_string(settings.playNodes);
    line += " --sample " + std::to_string(settings.samplePercent);
    return line;
}

int runMake(const MakeFlags& flags) {
    const auto rules = rulesFromFlags(flags);
    puzzles::MakeSettings settings;
    if (flags.seed) settings.seed = *flags.seed;
    if (flags.count) settings.count = static_cast<int>(*flags.count);
    if (flags.depth) settings.proof.depth = static_cast<int>(*flags.depth);
    if (flags.margin) settings.proof.margin = static_cast<int>(*flags.margin);
    if (flags.exactNodes) settings.proof.exactNodes = static_cast<std::uint64_t>(*flags.exactNodes);
    if (flags.maxSeeds) settings.maxSeedsInHoles = static_cast<int>(*flags.maxSeeds);
    if (flags.games) settings.maxGames = static_cast<int>(*flags.games);
    const auto start = std::chrono::steady_clock::now();
    if (flags.playNodes) settings.playNodes = static_cast<std::uint64_t>(*flags.playNodes);
    if (flags.sample) settings.samplePercent = static_cast<int>(*flags.sample);
    if (flags.progress)
        settings.progress = [&](int found, int games, int proofs) {
            const double seconds = secondsSince(start);
            std::fprintf(stderr,
                         "puzzle make: %d games, %d puzzles found, %d positions proven, %.0f s\n",
                         games, found, proofs, seconds);
        };
    puzzles::PuzzleFile file = puzzles::makePuzzles(rules, settings);
    file.maker["command"] = makeCommandLine(flags, settings);
    const std::string text = puzzles::writePuzzleFile(file);
    if (!flags.out) {
        std::fputs(text.c_str(), stdout);
        return kExitOk;
    }
    std::ofstream out(*flags.out, std::ios::binary);
    out << text;
    if (!out.flush()) failBadInput("cannot write " + *flags.out);
    Json themes = Json::object();
    std::map<std::string, int> counts;
    for (const auto& p : file.puzzles)
        for (const std::string& theme : p.themes) ++counts[theme];
    for (const auto& [theme, n] : counts) themes[theme] = n;
    printJson(Json{{"puzzles", file.puzzles.size()},
                   {"games", file.maker["games"]},
                   {"seconds", secondsSince(start)},
                   {"themes", std::move(themes)}});
    return kExitOk;
}

// `limit` puzzles spread evenly over `count` (all when limit is 0 or not less).
std::vector<size_t> chosenIndexes(size_t count, size_t limit) {
    std::vector<size_t> indexes;
    if (limit == 0 || limit >= count) {
        for (size_t i = 0; i < count; ++i) indexes.push_back(i);
        return indexes;
    }
    for (size_t k = 0; k < limit; ++k) indexes.push_back(k * count / limit);
    return indexes;
}

int runCheck(std::vector<std::string> files, const CheckFlags& flags) {
    if (files.empty()) files = defaultPuzzleFiles();
    if (files.empty()) failBadInput("no puzzle files found in " + defaultPuzzleDir());
    const auto start = std::chrono::steady_clock::now();
    int checked = 0;
    Json failures = Json::array();
    for (const std::string& path : files) {
        std::string error;
        auto file = puzzles::readPuzzleFile(readInputFile(path), error);
        if (!file) {
            failures.push_back(path + ": " + error);
            continue;
        }
        for (const std::string& problem : puzzles::checkPuzzleFileShape(*file))
            failures.push_back(path + ": " + problem);
        puzzles::Prover prover(puzzles::proofSettingsOf(*file));
        const size_t limit = flags.limit ? static_cast<size_t>(*flags.limit) : 0;
        for (size_t i : chosenIndexes(file->puzzles.size(), limit)) {
            ++checked;
            for (const std::string& problem : puzzles::checkPuzzle(*file, file->puzzles[i], prover))
                failures.push_back(path + ": " + problem);
        }
    }
    const bool ok = failures.empty();
    printJson(Json{
        {"puzzles", checked}, {"failures", std::move(failures)}, {"seconds", secondsSince(start)}});
    return ok ? kExitOk : kExitBadInput;
}

// The files of `puzzle check FILE...`: every word after "check", none a flag.
std::vector<std::string> checkFiles(const CLI::App& puzzle, const CLI::App& check) {
    if (!puzzle.remaining().empty() || !strayWords(puzzle).empty())
        failBadInput("usage: mancala-cli puzzle make|check ...");
    failOnUnknownOrRepeatedFlags(check);
    const std::vector<std::string> files = strayWords(check);
    for (const std::string& word : files)
        if (looksLikeFlag(word)) failBadInput("unknown flag '" + word + "' for 'puzzle check'");
    return files;
}

}  // namespace

CommandRun declarePuzzleCommand(CLI::App& puzzle) {
    auto makeFlags = std::make_shared<MakeFlags>();
    auto checkFlags = std::make_shared<CheckFlags>();
    CLI::App& make = addCommand(puzzle, "make");
    addGameFlags(make, *makeFlags, false);
    addSeedFlag(make, "--seed", makeFlags->seed);
    addCountFlag(make, "--count", makeFlags->count, 1, 10'000);
    addCountFlag(make, "--depth", makeFlags->depth, 1, 40);
    addCountFlag(make, "--margin", makeFlags->margin, 1, 1'000);
    addCountFlag(make, "--exact-nodes", makeFlags->exactNodes, 1, 1'000'000'000);
    addCountFlag(make, "--max-seeds", makeFlags->maxSeeds, 0, 1'000);
    addCountFlag(make, "--games", makeFlags->games, 1, 100'000);
    addCountFlag(make, "--play-nodes", makeFlags->playNodes, 1, 1'000'000'000);
    addCountFlag(make, "--sample", makeFlags->sample, 1, 100);
    addTextFlag(make, "--out", makeFlags->out);
    addSwitch(make, "--progress", makeFlags->progress);
    keepStrayWords(make);
    CLI::App& check = addCommand(puzzle, "check");
    addCountFlag(check, "--limit", checkFlags->limit, 1, 1'000'000);
    keepStrayWords(check);  // the files
    return [&puzzle, &make, &check, makeFlags, checkFlags] {
        if (make.parsed()) {
            if (!puzzle.remaining().empty() || !strayWords(puzzle).empty())
                failBadInput("usage: mancala-cli puzzle make --game ID ...");
            failOnUnplacedWords(make);
            requiredGame(*makeFlags);
            return runMake(*makeFlags);
        }
        if (check.parsed()) return runCheck(checkFiles(puzzle, check), *checkFlags);
        failBadInput("usage: mancala-cli puzzle make --game ID ... | puzzle check [FILE...]");
    };
}

}  // namespace cowrie::cli
