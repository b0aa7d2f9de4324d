#pragma once
// Helpers for the core tests: literal boards, positions and trace checks.

#include <QTest>

#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/position.h"
#include "core/registry.h"
#include "core/rules.h"
#include "core/trace.h"

namespace cowrie {

// QTest prints boards in failure messages through this.
inline char* toString(const Board& board) {
    return qstrdup(board.toString().c_str());
}

namespace test {

// A literal board. Each row is given in its owner's numbering (hole 1 first):
// South's holes from the screen's left, North's from the screen's right.
inline Board board(std::initializer_list<int> south, int southStore,
                   std::initializer_list<int> north, int northStore) {
    Board b;
    b.holes = static_cast<std::uint8_t>(south.size());
    int h = 1;
    for (int n : south) b.seeds[b.hole(Side::South, h++)] = static_cast<std::uint8_t>(n);
    h = 1;
    for (int n : north) b.seeds[b.hole(Side::North, h++)] = static_cast<std::uint8_t>(n);
    b.seeds[b.store(Side::South)] = static_cast<std::uint8_t>(southStore);
    b.seeds[b.store(Side::North)] = static_cast<std::uint8_t>(northStore);
    return b;
}

// Marks holes of `side` burnt (out of play) on `b`.
inline Board burnt(Board b, Side side, std::initializer_list<int> holes) {
    for (int h : holes) b.markers[b.hole(side, h)] |= Board::Burnt;
    return b;
}

inline std::shared_ptr<const Rules> rules(const std::string& id, const RawOptions& options = {}) {
    std::string error;
    auto r = createRules(id, options, error);
    if (!r) qFatal("cannot create %s: %s", id.c_str(), error.c_str());
    return r;
}

// A position of `rules` with `board` and `mover` to move.
inline Position at(const Rules& rules, const Board& board, Side mover) {
    Position p = rules.initialPosition();
    p.board = board;
    p.toMove = turnOf(mover);
    return p;
}

// Plays `move` (notation) for the side(s) to move and returns the trace.
inline Trace play(const Rules& rules, Position& position, const char* move) {
    Trace trace;
    rules.apply(position, *Move::parse(move), &trace);
    return trace;
}

// Plays `hole` for the side to move and returns the trace.
inline Trace play(const Rules& rules, Position& position, int hole) {
    Trace trace;
    rules.apply(position, Move::hole(hole), &trace);
    return trace;
}

// The places of the Drop events of a trace, in order.
inline std::vector<int> drops(const Trace& trace) {
    std::vector<int> places;
    for (const Event& e : trace)
        if (e.type == EventType::Drop) places.push_back(e.place);
    return places;
}

inline std::vector<EventType> types(const Trace& trace) {
    std::vector<EventType> out;
    for (const Event& e : trace) out.push_back(e.type);
    return out;
}

inline int countOf(const Trace& trace, EventType type) {
    int n = 0;
    for (const Event& e : trace) n += e.type == type;
    return n;
}

// Why the `nth` event of `type` in `trace` happened, as "reason rule"
// ("nextTwoEmpty turn-end"); "absent" when there is no such event.
inline QString why(const Trace& trace, EventType type, int nth = 0) {
    for (const Event& e : trace)
        if (e.type == type && nth-- == 0)
            return QString::fromLatin1(reasonWord(e.why.reason).data(),
                                       qsizetype(reasonWord(e.why.reason).size())) +
                   ' ' +
                   QString::fromLatin1(ruleIdText(e.why.rule).data(),
                                       qsizetype(ruleIdText(e.why.rule).size()));
    return QStringLiteral("absent");
}

}  // namespace test
}  // namespace cowrie
