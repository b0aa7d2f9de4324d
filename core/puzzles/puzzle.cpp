#include "core/puzzles/puzzle.h"

#include <algorithm>
#include <initializer_list>

#include "core/json_fields.h"
#include "core/match.h"

namespace cowrie::puzzles {

namespace {

using json_fields::allowOnly;
using json_fields::boolMember;
using json_fields::FormatError;
using json_fields::intMember;
using json_fields::refuse;
using json_fields::stringList;
using json_fields::stringMember;

Proof readProof(const Json& v, const std::string& where) {
    if (!v.is_object()) refuse(where + " must be an object");
    allowOnly(v, {"exact", "depth", "value", "margin", "values"}, where);
    Proof proof;
    proof.exact = boolMember(v, "exact", where);
    proof.depth = intMember(v, "depth", where, !proof.exact);
    proof.value = intMember(v, "value", where, true);
    proof.margin = intMember(v, "margin", where, true);
    const Json* values = member(v, "values");
    if (!values || !values->is_array())
        refuse(where + " needs \"values\", a list of [move, value] pairs");
    for (const Json& pair : *values) {
        if (!pair.is_array() || pair.size() != 2 || !pair[0].is_string() ||
            !pair[1].is_number_integer())
            refuse(where + ": each of \"values\" must be [\"move\", whole number]");
        proof.values.emplace_back(pair[0].get<std::string>(), pair[1].get<int>());
    }
    return proof;
}

Puzzle readPuzzle(const Json& v, int index) {
    std::string where = "puzzle " + std::to_string(index + 1);
    if (!v.is_object()) refuse(where + " must be an object");
    allowOnly(v,
              {"id", "position", "line", "proofs", "gain", "win", "themes", "rating", "alsoRight",
               "played", "lost"},
              where);
    Puzzle puzzle;
    puzzle.id = stringMember(v, "id", where, true);
    where = "puzzle " + puzzle.id;
    const Json* position = member(v, "position");
    if (!position || !position->is_object()) refuse(where + " needs a \"position\" state object");
    puzzle.position = *position;
    puzzle.line = stringList(v, "line", where, true);
    if (puzzle.line.empty()) refuse(where + ": \"line\" must not be empty");
    const Json* proofs = member(v, "proofs");
    if (!proofs || !proofs->is_array()) refuse(where + " needs a \"proofs\" list");
    for (const Json& p : *proofs)
        puzzle.proofs.push_back(
            readProof(p, where + ", proof " + std::to_string(puzzle.proofs.size() + 1)));
    puzzle.gain = intMember(v, "gain", where, true);
    puzzle.win = boolMember(v, "win", where);
    puzzle.themes = stringList(v, "themes", where, false);
    puzzle.rating = intMember(v, "rating", where, false, 1500);
    puzzle.alsoRight = stringList(v, "alsoRight", where, false);
    puzzle.played = stringMember(v, "played", where, false);
    puzzle.lost = intMember(v, "lost", where, false);
    return puzzle;
}

Json proofJson(const Proof& proof) {
    Json out = Json::object();
    out["exact"] = proof.exact;
    if (!proof.exact) out["depth"] = proof.depth;
    out["value"] = proof.value;
    out["margin"] = proof.margin;
    Json values = Json::array();
    for (const auto& [move, value] : proof.values) values.push_back(Json::array({move, value}));
    out["values"] = std::move(values);
    return out;
}

Json puzzleJson(const Puzzle& puzzle) {
    Json out = Json::object();
    out["id"] = puzzle.id;
    out["position"] = puzzle.position;
    out["line"] = puzzle.line;
    Json proofs = Json::array();
    for (const Proof& proof : puzzle.proofs) proofs.push_back(proofJson(proof));
    out["proofs"] = std::move(proofs);
    out["gain"] = puzzle.gain;
    if (puzzle.win) out["win"] = true;
    out["themes"] = puzzle.themes;
    out["rating"] = puzzle.rating;
    if (!puzzle.alsoRight.empty()) out["alsoRight"] = puzzle.alsoRight;
    if (!puzzle.played.empty()) out["played"] = puzzle.played;
    if (puzzle.lost != 0) out["lost"] = puzzle.lost;
    return out;
}

}  // namespace

std::optional<PuzzleFile> readPuzzleFile(std::string_view text, std::string& error) {
    std::string parseError;
    auto doc = parseJson(text, parseError);
    if (!doc) {
        error = "not a puzzle file: the JSON is invalid (" + parseError + ")";
        return std::nullopt;
    }
    try {
        if (!doc->is_object()) refuse("not a puzzle file: expected a JSON object");
        allowOnly(*doc, {"format", "version", "game", "maker", "puzzles"}, "the puzzle file");
        if (stringMember(*doc, "format", "the puzzle file", true) != "cowrie-puzzles")
            refuse("not a puzzle file: \"format\" must be \"cowrie-puzzles\"");
        const Json* version = member(*doc, "version");
        if (!version || !version->is_number() || version->get<double>() != 1)
            refuse("unsupported puzzle file version (this program reads version 1)");
        PuzzleFile file;
        file.game = stringMember(*doc, "game", "the puzzle file", true);
        if (const Json* maker = member(*doc, "maker")) {
            if (!maker->is_object()) refuse("the puzzle file: \"maker\" must be an object");
            file.maker = *maker;
        } else {
            file.maker = Json::object();
        }
        const Json* puzzles = member(*doc, "puzzles");
        if (!puzzles || !puzzles->is_array()) refuse("the puzzle file has no \"puzzles\" list");
        for (const Json& p : *puzzles)
            file.puzzles.push_back(readPuzzle(p, static_cast<int>(file.puzzles.size())));
        return file;
    } catch (const FormatError& e) {
        error = e.message;
        return std::nullopt;
    }
}

std::string writePuzzleFile(const PuzzleFile& file) {
    Json out = Json::object();
    out["format"] = "cowrie-puzzles";
    out["version"] = 1;
    out["game"] = file.game;
    out["maker"] = file.maker.is_object() ? file.maker : Json::object();
    out["puzzles"] = Json::array();
    // One puzzle a line: the files stay short to read and to compare.
    std::string text = out.dump(1);
    const std::string emptyList = "[]\n}";
    text.resize(text.size() - emptyList.size());
    text += "[";
    for (size_t i = 0; i < file.puzzles.size(); ++i)
        text += (i == 0 ? "\n  " : ",\n  ") + puzzleJson(file.puzzles[i]).dump();
    text += "\n ]\n}\n";
    return text;
}

std::optional<LoadedState> puzzleStart(const PuzzleFile& file, const Puzzle& puzzle,
                                       std::string& error) {
    return loadState(puzzle.position, file.game, {}, error);
}

bool isSolverMove(const PuzzleFile& file, const Puzzle& puzzle, int index) {
    if (index == 0) return true;
    std::string error;
    auto start = puzzleStart(file, puzzle, error);
    if (!start || index < 0 || index >= static_cast<int>(puzzle.line.size())) return false;
    const Turn solver = start->position.toMove;
    // The turns fall as the line is played: replay it up to `index`.
    Match match(start->rules, start->position);
    for (int i = 0; i < index; ++i) {
        auto move = start->rules->parseMove(puzzle.line[static_cast<size_t>(i)]);
        if (!move || match.whyIllegal(*move)) return false;
        match.play(*move);
    }
    return match.position().toMove == solver;
}

}  // namespace cowrie::puzzles
