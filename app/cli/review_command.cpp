// `review FILE [--time MS] [--depth D]`: the engine's review of a game
// record (core/ai/review.h), one JSON object a move, for scripts:
//   {"ply": 1, "mover": "south", "move": "3", "best": "3", "valueBefore": v,
//    "valueAfter": v, "seedsLost": n, "class": "best", "exact": b}
// Values are for South, in seeds; the class is for the mover (docs/review.md).
// Each position is searched at Master within --time (default 500 ms) or to
// --depth D.

#include "app/cli/cli_error.h"
#include "app/cli/commands.h"
#include "app/cli/input_file.h"
#include "app/cli/level_flags.h"
#include "app/cli/number_flags.h"
#include "app/cli/output.h"
#include "core/ai/levels.h"
#include "core/ai/review.h"
#include "core/record.h"
#include "core/state_json.h"

namespace cowrie::cli {

namespace {

constexpr int kDefaultTimeMs = 500;

struct ReviewFlags {
    std::string file;
    std::optional<std::int64_t> timeMs;
    std::optional<std::int64_t> depth;
};

int runReview(const ReviewFlags& flags) {
    if (flags.file.empty()) failBadInput("'review' needs one record FILE");
    const std::string& path = flags.file;
    const std::string text = readInputFile(path);
    std::string error;
    const auto match = readRecord(text, error);
    if (!match) failBadInput(path + ": " + error);

    // A fixed depth alone has no deadline; a time alone, the level's depths.
    const int timeMs =
        flags.depth && !flags.timeMs ? 0 : static_cast<int>(flags.timeMs.value_or(kDefaultTimeMs));
    ai::SearchLimits limits = ai::levelLimits(ai::Level::Master, timeMs, 1, &match->rules());
    if (flags.depth) limits.maxDepth = static_cast<int>(*flags.depth);

    ai::Engine engine;
    const Rules& rules = match->rules();
    for (const ai::MoveReview& r : ai::reviewGame(*match, limits, engine)) {
        printJson(Json{
            {"ply", r.ply},
            {"mover", std::string(turnName(r.mover))},
            {"move", rules.moveText(r.played)},
            {"best", r.best.isNull() ? std::string() : rules.moveText(r.best)},
            {"valueBefore", static_cast<long long>(r.before)},
            {"valueAfter", static_cast<long long>(r.after)},
            {"seedsLost", static_cast<long long>(r.seedsLost)},
            {"class", std::string(ai::className(r.kind))},
            {"exact", r.exact},
        });
    }
    return 0;
}

}  // namespace

CommandRun declareReviewCommand(CLI::App& command) {
    auto flags = std::make_shared<ReviewFlags>();
    // FILE is a positional, as the flags' values are checked after it is
    // placed; a second FILE is a stray word.
    command.add_option("file", flags->file);
    addThinkTimeFlag(command, "--time", flags->timeMs);
    addCountFlag(command, "--depth", flags->depth, 1, 100);
    return [flags] { return runReview(*flags); };
}

}  // namespace cowrie::cli
