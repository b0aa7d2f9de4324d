#pragma once
// Lessons: prepared positions and steps that teach a game (docs/lesson-format.md).
// A lesson file holds one game's lessons; the core reads it, evaluates the
// goals of play steps on a move's result, finds where a move's last seed
// lands, and checks a whole file (mancala-cli lesson check) so that every
// lesson plays as its text says.

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/json.h"
#include "core/lesson_claims.h"
#include "core/match.h"
#include "core/state_load.h"

namespace cowrie::lessons {

// A named predicate on the result of one move, with its parameters
// (docs/lesson-format.md lists them).
struct Goal {
    std::string check;
    Json params;  // the goal's object: {"check": ..., "seeds": 8, ...}
};

// A move the lesson expects learners to try, the event kinds its trace shows
// and the explanation it gives; `loses`: the seeds it gives up against the
// engine's best, at least (strategy lessons).
struct WrongMove {
    std::string move;
    std::vector<std::string> events;
    std::string text;
    std::optional<int> loses;
};

enum class StepKind { Read, Play, Predict };

struct Step {
    StepKind kind = StepKind::Read;
    std::string text;
    std::optional<Json> position;        // a state the board is set to first
    std::vector<std::string> highlight;  // place names: "south 3", "north store"
    std::vector<std::pair<std::string, std::string>> arrows;
    // What the engine must agree with about moves at the step's start.
    std::vector<Claim> claims;
    std::vector<std::string> show;  // read: moves played on the board, in order
    // play: all goals must hold for the learner's move; `solution` meets them
    // ("Show me"); `replies` are the opponent's answers played after it (in a
    // simultaneous start, the first is North's hole chosen at the same time).
    std::vector<Goal> goals;
    std::string solution;
    std::vector<std::string> replies;
    std::vector<WrongMove> wrong;
    std::string success;  // play and predict: said after a right answer
    // predict: the move whose last seed the learner places, and the answer.
    std::string move;
    std::string answer;
};

// A rules lesson teaches what the rules do, a strategy lesson how to play
// well; a file lists all its rules lessons first.
enum class LessonKind { Rules, Strategy };

struct Lesson {
    std::string id;
    LessonKind kind = LessonKind::Rules;
    std::string title;
    std::string summary;  // one line for the lesson list
    std::string section;  // the docs/rules section it teaches (its anchor)
    Json start;           // a state object
    std::vector<Step> steps;
};

struct LessonFile {
    std::string game;
    std::vector<Lesson> lessons;
};

// Reads a lesson file. On failure returns nullopt and sets `error`.
std::optional<LessonFile> readLessonFile(std::string_view text, std::string& error);

// The lesson's start: its rules and position.
std::optional<LoadedState> lessonStart(const LessonFile& file, const Lesson& lesson,
                                       std::string& error);
// A step's `position` loaded with the rules of `rules` (same game, options).
std::optional<Position> stepPosition(const Rules& rules, const Json& state, std::string& error);

// The place where the move's last seed fell: the place of the trace's last
// drop (before any refill of a new round); -1 when nothing was dropped.
int landingPlace(const Trace& trace);

// What one move did, as the goals see it.
struct MoveResult {
    std::shared_ptr<const Rules> rules;
    Move move;
    Side mover = Side::South;
    Position before;
    Position after;
    Trace trace;
};

// nullopt when `goal` holds for `result`; otherwise a short reason.
std::optional<std::string> goalFails(const Goal& goal, const MoveResult& result);
// nullopt when `goal` is well formed (known check, parameters of the right types).
std::optional<std::string> goalProblem(const Goal& goal);

// The move a learner plays at a step of `match`: in a simultaneous start the
// learner's (South's) hole is paired with the first scripted reply.
std::optional<Move> learnerMove(const Match& match, const Step& step, std::string_view text);

// Plays a move and says what it did.
MoveResult playMove(Match& match, Move move);

// What a check measured besides the problems: the steps checked and the
// slowest engine search a claim or an engineBest goal asked for.
struct CheckStats {
    int steps = 0;
    double slowestSearch = 0;  // seconds
    std::string slowestWhere;  // "lesson ID, step N"
};

// Checks every lesson of `file` through the core. Returns the problems, each
// as "lesson ID, step N: what is wrong".
std::vector<std::string> checkLessonFile(const LessonFile& file, CheckStats& stats);
// The same, counting only the steps.
std::vector<std::string> checkLessonFile(const LessonFile& file, int& steps);

}  // namespace cowrie::lessons
