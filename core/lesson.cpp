#include "core/lesson.h"

#include <algorithm>

#include "core/json_fields.h"
#include "core/state_json.h"

namespace cowrie::lessons {

namespace {

using json_fields::allowOnly;
using json_fields::FormatError;
using json_fields::refuse;
using json_fields::stringList;
using json_fields::stringMember;

int wholeNumber(const Json& object, std::string_view key, const std::string& where, int least) {
    const Json* v = member(object, key);
    if (!v) refuse(where + " has no \"" + std::string(key) + "\"");
    if (!v->is_number_integer() || v->get<int>() < least)
        refuse(where + ": \"" + std::string(key) + "\" must be a whole number, at least " +
               std::to_string(least));
    return v->get<int>();
}

Claim readClaim(const Json& v, const std::string& where) {
    if (!v.is_object()) refuse(where + ": a claim must be an object {\"move\": ..., \"is\": ...}");
    Claim claim;
    claim.move = stringMember(v, "move", where + " claim", true);
    const std::string is = stringMember(v, "is", where + " claim", true);
    if (is == "best") {
        allowOnly(v, {"move", "is", "depth"}, where + " claim");
    } else if (is == "loses") {
        allowOnly(v, {"move", "is", "seeds", "depth"}, where + " claim");
        claim.best = false;
        claim.seeds = wholeNumber(v, "seeds", where + " claim", 1);
    } else {
        refuse(where + ": a claim's \"is\" must be \"best\" or \"loses\"");
    }
    claim.depth = wholeNumber(v, "depth", where + " claim", 1);
    if (claim.depth > kMaxClaimDepth)
        refuse(where + ": a claim's depth is at most " + std::to_string(kMaxClaimDepth));
    return claim;
}

Goal readGoal(const Json& v, const std::string& where) {
    if (!v.is_object()) refuse(where + ": a goal must be an object {\"check\": ...}");
    Goal goal{stringMember(v, "check", where + " goal", true), v};
    if (auto problem = goalProblem(goal)) refuse(where + ": " + *problem);
    return goal;
}

Step readStep(const Json& v, const std::string& where) {
    if (!v.is_object()) refuse(where + " must be an object");
    Step step;
    const std::string kind = stringMember(v, "kind", where, true);
    if (kind == "read") {
        step.kind = StepKind::Read;
        allowOnly(v, {"kind", "text", "position", "highlight", "arrows", "claims", "show"}, where);
    } else if (kind == "play") {
        step.kind = StepKind::Play;
        allowOnly(v,
                  {"kind", "text", "position", "highlight", "arrows", "claims", "goal", "solution",
                   "replies", "wrong", "success"},
                  where);
    } else if (kind == "predict") {
        step.kind = StepKind::Predict;
        allowOnly(v,
                  {"kind", "text", "position", "highlight", "arrows", "claims", "move", "answer",
                   "success"},
                  where);
    } else {
        refuse(where + ": \"kind\" must be \"read\", \"play\" or \"predict\"");
    }
    step.text = stringMember(v, "text", where, true);
    if (const Json* p = member(v, "position")) step.position = *p;
    step.highlight = stringList(v, "highlight", where);
    if (const Json* arrows = member(v, "arrows")) {
        if (!arrows->is_array()) refuse(where + ": \"arrows\" must be a list of [from, to] pairs");
        for (const Json& a : *arrows) {
            if (!a.is_array() || a.size() != 2 || !a[0].is_string() || !a[1].is_string())
                refuse(where + ": each arrow must be [\"from place\", \"to place\"]");
            step.arrows.emplace_back(a[0].get<std::string>(), a[1].get<std::string>());
        }
    }
    if (const Json* claims = member(v, "claims")) {
        if (!claims->is_array()) refuse(where + ": \"claims\" must be a list");
        for (const Json& c : *claims) step.claims.push_back(readClaim(c, where));
    }
    step.show = stringList(v, "show", where);
    if (step.kind == StepKind::Play) {
        const Json* goal = member(v, "goal");
        if (!goal) refuse(where + ": a play step needs a \"goal\"");
        if (goal->is_array()) {
            for (const Json& g : *goal) step.goals.push_back(readGoal(g, where));
            if (step.goals.empty()) refuse(where + ": \"goal\" must not be empty");
        } else {
            step.goals.push_back(readGoal(*goal, where));
        }
        step.solution = stringMember(v, "solution", where, true);
        step.replies = stringList(v, "replies", where);
        if (const Json* wrong = member(v, "wrong")) {
            if (!wrong->is_array()) refuse(where + ": \"wrong\" must be a list");
            for (const Json& w : *wrong) {
                if (!w.is_object()) refuse(where + ": each wrong move must be an object");
                allowOnly(w, {"move", "events", "text", "loses"}, where + " wrong move");
                WrongMove wrongMove{stringMember(w, "move", where + " wrong move", true),
                                    stringList(w, "events", where + " wrong move"),
                                    stringMember(w, "text", where + " wrong move", true),
                                    std::nullopt};
                if (member(w, "loses"))
                    wrongMove.loses = wholeNumber(w, "loses", where + " wrong move", 1);
                step.wrong.push_back(std::move(wrongMove));
            }
        }
    }
    if (step.kind == StepKind::Predict) {
        step.move = stringMember(v, "move", where, true);
        step.answer = stringMember(v, "answer", where, true);
    }
    step.success = stringMember(v, "success", where, false);
    return step;
}

Lesson readLesson(const Json& v, int index) {
    std::string where = "lesson " + std::to_string(index + 1);
    if (!v.is_object()) refuse(where + " must be an object");
    allowOnly(v, {"id", "kind", "title", "summary", "section", "start", "steps"}, where);
    Lesson lesson;
    lesson.id = stringMember(v, "id", where, true);
    where = "lesson " + lesson.id;
    const std::string kind = stringMember(v, "kind", where, false);
    if (kind == "strategy")
        lesson.kind = LessonKind::Strategy;
    else if (!kind.empty() && kind != "rules")
        refuse(where + ": \"kind\" must be \"rules\" or \"strategy\"");
    lesson.title = stringMember(v, "title", where, true);
    lesson.summary = stringMember(v, "summary", where, false);
    lesson.section = stringMember(v, "section", where, false);
    const Json* start = member(v, "start");
    if (!start) refuse(where + " has no \"start\" state");
    lesson.start = *start;
    const Json* steps = member(v, "steps");
    if (!steps || !steps->is_array() || steps->empty())
        refuse(where + " needs a non-empty \"steps\" list");
    int n = 0;
    for (const Json& s : *steps)
        lesson.steps.push_back(readStep(s, where + ", step " + std::to_string(++n)));
    return lesson;
}

// Events of `type` in `trace` whose actor passes the "by" filter.
int countEvents(const MoveResult& r, EventType type, std::string_view by) {
    int n = 0;
    for (const Event& e : r.trace) {
        if (e.type != type) continue;
        if (by == "mover" && e.actor != r.mover) continue;
        if (by == "opponent" && e.actor != opponent(r.mover)) continue;
        ++n;
    }
    return n;
}

std::optional<EventType> eventNamed(std::string_view name) {
    for (int t = 0; t <= static_cast<int>(EventType::Mark); ++t)
        if (eventName(static_cast<EventType>(t)) == name) return static_cast<EventType>(t);
    return std::nullopt;
}

int intParam(const Goal& goal, std::string_view key, int fallback) {
    const Json* v = member(goal.params, key);
    return v && v->is_number() ? static_cast<int>(v->get<double>()) : fallback;
}

std::string stringParam(const Goal& goal, std::string_view key, std::string fallback) {
    const Json* v = member(goal.params, key);
    return v && v->is_string() ? v->get<std::string>() : fallback;
}

struct CheckSpec {
    std::string_view name;
    std::vector<std::string_view> numbers;  // whole-number parameters
    std::vector<std::string_view> texts;    // string parameters
};

const std::vector<CheckSpec>& checkSpecs() {
    static const std::vector<CheckSpec> specs = {
        {"extraMove", {}, {}},
        {"endsTurn", {}, {}},
        {"captureAtLeast", {"seeds"}, {}},
        {"relayAtLeast", {"laps"}, {}},
        {"pasu", {"min"}, {"owner"}},
        {"lastSeedIn", {}, {"place"}},
        {"storeAtLeast", {"seeds"}, {}},
        {"event", {"min"}, {"event", "by"}},
        {"noEvent", {}, {"event", "by"}},
        {"opponentCannotMove", {}, {}},
        {"winGame", {}, {}},
        {"engineBest", {"depth"}, {}},
    };
    return specs;
}

}  // namespace

std::optional<std::string> goalProblem(const Goal& goal) {
    const auto& specs = checkSpecs();
    auto spec = std::find_if(specs.begin(), specs.end(),
                             [&](const CheckSpec& s) { return s.name == goal.check; });
    if (spec == specs.end()) return "unknown goal check '" + goal.check + "'";
    for (const auto& [key, value] : goal.params.items()) {
        if (key == "check") continue;
        const bool number = std::count(spec->numbers.begin(), spec->numbers.end(), key) > 0;
        const bool text = std::count(spec->texts.begin(), spec->texts.end(), key) > 0;
        if (!number && !text) return "goal '" + goal.check + "' takes no parameter '" + key + "'";
        if (number && (!value.is_number() || value.get<double>() < 0))
            return "goal '" + goal.check + "': '" + key + "' must be a whole number";
        if (text && !value.is_string())
            return "goal '" + goal.check + "': '" + key + "' must be a string";
    }
    const std::string by = stringParam(goal, "by", "any");
    if (by != "any" && by != "mover" && by != "opponent")
        return "goal '" + goal.check + "': 'by' must be mover, opponent or any";
    const std::string owner = stringParam(goal, "owner", "any");
    if (owner != "any" && owner != "mover" && owner != "opponent")
        return "goal '" + goal.check + "': 'owner' must be mover, opponent or any";
    if ((goal.check == "event" || goal.check == "noEvent") &&
        !eventNamed(stringParam(goal, "event", "")))
        return "goal '" + goal.check + "' needs 'event', the name of a trace event";
    if (goal.check == "lastSeedIn" && stringParam(goal, "place", "").empty())
        return "goal 'lastSeedIn' needs 'place'";
    if (goal.check == "engineBest") {
        const Json* depth = member(goal.params, "depth");
        if (!depth || !depth->is_number_integer() || depth->get<int>() < 1 ||
            depth->get<int>() > kMaxClaimDepth)
            return "goal 'engineBest' needs 'depth', 1 to " + std::to_string(kMaxClaimDepth);
    }
    return std::nullopt;
}

std::optional<std::string> goalFails(const Goal& goal, const MoveResult& r) {
    const Board& board = r.after.board;
    const std::string& check = goal.check;
    if (check == "extraMove") {
        if (countEvents(r, EventType::ExtraMove, "mover") > 0) return std::nullopt;
        return "the mover does not move again";
    }
    if (check == "endsTurn") {
        for (const Event& e : r.trace)
            if (e.type == EventType::TurnEnd && e.actor == opponent(r.mover)) return std::nullopt;
        return "the turn does not pass to the opponent";
    }
    if (check == "captureAtLeast") {
        int seeds = 0;
        for (const Event& e : r.trace)
            // Into the mover's own store: a burnt-penalty seed "captured"
            // for the opponent (C4) is no gain.
            if (e.type == EventType::Capture && e.actor == r.mover &&
                e.to == r.after.board.store(r.mover))
                seeds += e.count;
        const int need = intParam(goal, "seeds", 1);
        if (seeds >= need) return std::nullopt;
        return "captures " + std::to_string(seeds) + ", not " + std::to_string(need) + " or more";
    }
    if (check == "relayAtLeast") {
        const int laps = countEvents(r, EventType::Relay, "mover");
        if (laps >= intParam(goal, "laps", 1)) return std::nullopt;
        return "relays " + std::to_string(laps) + " times";
    }
    if (check == "pasu") {
        const std::string owner = stringParam(goal, "owner", "any");
        int n = 0;
        for (const Event& e : r.trace) {
            if (e.type != EventType::Pasu) continue;
            const Side who = r.before.board.owner(e.to);
            if (owner == "mover" && who != r.mover) continue;
            if (owner == "opponent" && who == r.mover) continue;
            ++n;
        }
        if (n >= intParam(goal, "min", 1)) return std::nullopt;
        return "makes " + std::to_string(n) + " pasu";
    }
    if (check == "lastSeedIn") {
        const int want = placeNamed(board, stringParam(goal, "place", ""));
        const int got = landingPlace(r.trace);
        if (want >= 0 && got == want) return std::nullopt;
        return "the last seed falls in " + (got >= 0 ? placeName(board, got) : "no place");
    }
    if (check == "storeAtLeast") {
        const int seeds = board.count(board.store(r.mover));
        if (seeds >= intParam(goal, "seeds", 1)) return std::nullopt;
        return "the mover's store holds " + std::to_string(seeds);
    }
    if (check == "event" || check == "noEvent") {
        const EventType type = *eventNamed(stringParam(goal, "event", ""));
        const int n = countEvents(r, type, stringParam(goal, "by", "any"));
        if (check == "event" && n >= intParam(goal, "min", 1)) return std::nullopt;
        if (check == "noEvent" && n == 0) return std::nullopt;
        return "the move has " + std::to_string(n) + " '" + std::string(eventName(type)) +
               "' events";
    }
    if (check == "opponentCannotMove") {
        for (const Event& e : r.trace)
            if (e.type == EventType::RoundEnd || e.type == EventType::GameEnd ||
                (e.type == EventType::Pass && e.actor == opponent(r.mover)))
                return std::nullopt;
        return "the opponent can still move";
    }
    if (check == "winGame") {
        if (r.after.over() && r.after.winner == winnerOf(r.mover)) return std::nullopt;
        return "the mover does not win the game";
    }
    if (check == "engineBest") {
        if (!r.rules) return "no rules to search with";
        std::string error;
        const auto values = valueMoves(*r.rules, r.before, intParam(goal, "depth", 1), error);
        if (!values) return error;
        if (values->isBest(r.move)) return std::nullopt;
        return "the engine finds a better move, " + r.rules->moveText(values->values.front().first);
    }
    return "unknown goal check '" + check + "'";
}

std::optional<LessonFile> readLessonFile(std::string_view text, std::string& error) {
    std::string parseError;
    auto doc = parseJson(text, parseError);
    if (!doc) {
        error = "not a lesson file: the JSON is invalid (" + parseError + ")";
        return std::nullopt;
    }
    try {
        if (!doc->is_object()) refuse("not a lesson file: expected a JSON object");
        allowOnly(*doc, {"format", "version", "game", "lessons"}, "the lesson file");
        if (stringMember(*doc, "format", "the lesson file", true) != "cowrie-lessons")
            refuse("not a lesson file: \"format\" must be \"cowrie-lessons\"");
        const Json* version = member(*doc, "version");
        if (!version || !version->is_number() || version->get<double>() != 1)
            refuse("unsupported lesson file version (this program reads version 1)");
        LessonFile file;
        file.game = stringMember(*doc, "game", "the lesson file", true);
        const Json* lessons = member(*doc, "lessons");
        if (!lessons || !lessons->is_array()) refuse("the lesson file has no \"lessons\" list");
        for (const Json& l : *lessons)
            file.lessons.push_back(readLesson(l, static_cast<int>(file.lessons.size())));
        return file;
    } catch (const FormatError& e) {
        error = e.message;
        return std::nullopt;
    }
}

std::optional<LoadedState> lessonStart(const LessonFile& file, const Lesson& lesson,
                                       std::string& error) {
    return loadState(lesson.start, file.game, {}, error);
}

std::optional<Position> stepPosition(const Rules& rules, const Json& state, std::string& error) {
    RawOptions options(rules.options().all().begin(), rules.options().all().end());
    auto loaded = loadState(state, rules.gameId(), options, error);
    if (!loaded) return std::nullopt;
    return loaded->position;
}

int landingPlace(const Trace& trace) {
    int place = -1;
    for (const Event& e : trace) {
        if (e.type == EventType::RoundEnd || e.type == EventType::GameEnd) break;
        if (e.type == EventType::Drop) place = e.place;
    }
    return place;
}

std::optional<Move> learnerMove(const Match& match, const Step& step, std::string_view text) {
    auto move = match.rules().parseMove(text);
    if (!move) return std::nullopt;
    if (match.position().toMove == Turn::Both && !move->isPair() && !step.replies.empty()) {
        auto north = match.rules().parseMove(step.replies.front());
        if (!north) return std::nullopt;
        return Move::pair(move->holeNumber(), north->holeNumber());
    }
    return move;
}

MoveResult playMove(Match& match, Move move) {
    MoveResult r;
    r.rules = match.sharedRules();
    r.move = move;
    r.before = match.position();
    r.mover = isSingle(r.before.toMove) ? sideOf(r.before.toMove) : Side::South;
    r.trace = match.play(move);
    r.after = match.position();
    return r;
}

namespace {

// The depth a wrong move's `loses` is judged at: the engineBest goal's, or
// the one depth of the step's claims; 0 when the step states none.
int lossDepth(const Step& step) {
    for (const Goal& goal : step.goals)
        if (goal.check == "engineBest") return intParam(goal, "depth", 0);
    int depth = 0;
    for (const Claim& claim : step.claims) {
        if (depth != 0 && claim.depth != depth) return 0;
        depth = claim.depth;
    }
    return depth;
}

// Every depth the engine searches the step's start at (its claims, its
// engineBest goal), for the time the slowest search takes.
std::vector<int> searchedDepths(const Step& step) {
    std::vector<int> depths;
    for (const Claim& claim : step.claims) depths.push_back(claim.depth);
    for (const Goal& goal : step.goals)
        if (goal.check == "engineBest") depths.push_back(intParam(goal, "depth", 1));
    return depths;
}

void timeSearches(const Rules& rules, const Position& position, const Step& step,
                  const std::string& where, CheckStats& stats) {
    for (int depth : searchedDepths(step)) {
        std::string error;
        const auto values = valueMoves(rules, position, depth, error);  // a cached answer
        if (values && values->seconds > stats.slowestSearch) {
            stats.slowestSearch = values->seconds;
            stats.slowestWhere = where;
        }
    }
}

// Checks one lesson; throws FormatError("step N: ...") on the first problem.
void checkLesson(const LessonFile& file, const Lesson& lesson, CheckStats& stats) {
    std::string error;
    auto start = lessonStart(file, lesson, error);
    if (!start) refuse("start: " + error);
    Match match(start->rules, start->position);
    const Rules& rules = *start->rules;
    int index = 0;
    for (const Step& step : lesson.steps) {
        const std::string where = "step " + std::to_string(++index) + ": ";
        ++stats.steps;
        if (step.position) {
            auto position = stepPosition(rules, *step.position, error);
            if (!position) refuse(where + "position: " + error);
            match = Match(start->rules, *position);
        }
        if (match.position().over()) refuse(where + "the game is already over");
        const Board& board = match.position().board;
        for (const std::string& place : step.highlight)
            if (placeNamed(board, place) < 0) refuse(where + "no place is called '" + place + "'");
        for (const auto& [from, to] : step.arrows)
            if (placeNamed(board, from) < 0 || placeNamed(board, to) < 0)
                refuse(where + "an arrow names a place that does not exist");
        const auto legal = [&](const std::string& text, std::optional<Move> move) {
            if (!move) refuse(where + "'" + text + "' is not a move");
            if (auto why = match.whyIllegal(*move))
                refuse(where + "move '" + text + "' is illegal: " + *why);
            return *move;
        };
        // Claims hold on the board at the step's start.
        for (const Claim& claim : step.claims)
            if (auto why = claimFails(rules, match.position(), claim))
                refuse(where + "the claim on move " + claim.move + " fails: " + *why);
        timeSearches(rules, match.position(), step,
                     "lesson " + lesson.id + ", step " + std::to_string(index), stats);
        if (step.kind == StepKind::Read) {
            for (const std::string& m : step.show) match.play(legal(m, rules.parseMove(m)));
            continue;
        }
        if (step.kind == StepKind::Predict) {
            const Move move = legal(step.move, rules.parseMove(step.move));
            Match trial = match;
            const MoveResult r = playMove(trial, move);
            const int answer = placeNamed(board, step.answer);
            if (answer < 0) refuse(where + "the answer '" + step.answer + "' is not a place");
            const int landing = landingPlace(r.trace);
            if (landing != answer)
                refuse(where + "the last seed of " + step.move + " falls in " +
                       (landing >= 0 ? placeName(board, landing) : "no place") + ", not " +
                       step.answer);
            match = trial;
            continue;
        }
        // A play step: the learner is South (or both players at once).
        const Turn toMove = match.position().toMove;
        if (toMove != Turn::South && toMove != Turn::Both)
            refuse(where + "the learner plays South, but " + std::string(turnName(toMove)) +
                   " is to move");
        const auto meets = [&](const MoveResult& r) -> std::optional<std::string> {
            for (const Goal& goal : step.goals)
                if (auto why = goalFails(goal, r)) return goal.check + ": " + *why;
            return std::nullopt;
        };
        for (const WrongMove& wrong : step.wrong) {
            const Move move = legal(wrong.move, learnerMove(match, step, wrong.move));
            if (wrong.loses) {
                const int depth = lossDepth(step);
                if (depth == 0)
                    refuse(where + "the wrong move " + wrong.move +
                           " says what it loses, but the step states no depth (an engineBest "
                           "goal, or claims of one depth)");
                if (auto why = lossFails(rules, match.position(), move, *wrong.loses, depth))
                    refuse(where + "the wrong move " + wrong.move + ": " + *why);
            }
            Match trial = match;
            const MoveResult r = playMove(trial, move);
            if (!meets(r)) refuse(where + "the wrong move " + wrong.move + " meets the goal");
            for (const std::string& name : wrong.events) {
                auto type = eventNamed(name);
                if (!type) refuse(where + "'" + name + "' is not an event name");
                if (std::none_of(r.trace.begin(), r.trace.end(),
                                 [&](const Event& e) { return e.type == *type; }))
                    refuse(where + "the wrong move " + wrong.move + " has no '" + name +
                           "' event, though its explanation says so");
            }
        }
        const Move solution = legal(step.solution, learnerMove(match, step, step.solution));
        const Match before = match;
        const MoveResult r = playMove(match, solution);
        if (auto why = meets(r))
            refuse(where + "the solution " + step.solution + " fails the goal (" + *why + ")");
        // Any move meeting the goal is right, and the board carries on from
        // it: where a later step builds on this board (plays on it, shows
        // moves or points at places, before any new position), every right
        // move must leave the position the solution leaves.
        bool carriesOn = false;
        for (size_t later = static_cast<size_t>(index); later < lesson.steps.size(); ++later) {
            const Step& next = lesson.steps[later];
            if (next.position) break;
            if (next.kind != StepKind::Read || !next.show.empty() || !next.highlight.empty() ||
                !next.arrows.empty())
                carriesOn = true;
        }
        if (carriesOn) {
            MoveList moves;
            before.rules().legalMoves(before.position(), moves);
            for (Move other : moves) {
                if (other == solution || (before.position().toMove == Turn::Both &&
                                          other.northHole() != solution.northHole()))
                    continue;
                Match trial = before;
                const MoveResult o = playMove(trial, other);
                if (!meets(o) && !(o.after == r.after))
                    refuse(where + "the move " + rules.moveText(other) +
                           " also meets the goal but leaves another board than the solution; "
                           "the next step builds on the board (give it a \"position\", or a "
                           "goal only the solution meets)");
            }
        }
        const bool paired = toMove == Turn::Both && !step.replies.empty();
        for (size_t i = paired ? 1 : 0; i < step.replies.size(); ++i) {
            const std::string& reply = step.replies[i];
            if (match.position().toMove != Turn::North)
                refuse(where + "the reply " + reply + " is scripted, but North is not to move");
            match.play(legal(reply, rules.parseMove(reply)));
        }
    }
}

}  // namespace

std::vector<std::string> checkLessonFile(const LessonFile& file, int& steps) {
    CheckStats stats;
    auto problems = checkLessonFile(file, stats);
    steps += stats.steps;
    return problems;
}

std::vector<std::string> checkLessonFile(const LessonFile& file, CheckStats& stats) {
    std::vector<std::string> problems;
    std::vector<std::string> ids;
    bool strategySeen = false;
    for (const Lesson& lesson : file.lessons) {
        if (std::count(ids.begin(), ids.end(), lesson.id))
            problems.push_back("lesson " + lesson.id + ": the id is used twice");
        ids.push_back(lesson.id);
        if (lesson.kind == LessonKind::Strategy)
            strategySeen = true;
        else if (strategySeen)
            problems.push_back("lesson " + lesson.id +
                               ": a rules lesson after a strategy lesson (rules lessons come "
                               "first)");
        try {
            checkLesson(file, lesson, stats);
        } catch (const FormatError& e) {
            problems.push_back("lesson " + lesson.id + ", " + e.message);
        }
    }
    return problems;
}

}  // namespace cowrie::lessons
