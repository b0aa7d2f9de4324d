// Master's traps: in a solved position, among the moves worth the best value,
// the search picks one that leaves the opponent the fewest replies keeping
// that value. Checked against a brute-force minimax of small Kalah boards
// (generic search, so the Kalah fast path is not in the way).

#include <QTest>

#include <algorithm>
#include <limits>

#include "core/ai/evaluation.h"
#include "core/ai/search.h"
#include "core/registry.h"
#include "tests/ai/game_samples.h"

using namespace cowrie;

namespace {

std::shared_ptr<const Rules> smallKalah() {
    std::string error;
    auto rules = createRules("kalah", {{"holes", "3"}, {"seeds", "2"}}, error);
    if (!rules) qFatal("%s", error.c_str());
    return rules;
}

// The exact value of `position` for `pov`, by plain minimax (no table, no
// pruning: the board is small).
ai::Score minimax(const Rules& rules, const ai::GameTraits& traits, const Position& position,
                  Side pov) {
    if (position.over()) return ai::finalScore(traits, position, pov);
    MoveList moves;
    rules.legalMoves(position, moves);
    const Side mover = sideOf(position.toMove);
    ai::Score best = std::numeric_limits<ai::Score>::min();
    for (int i = 0; i < moves.size(); ++i) {
        Position child = position;
        rules.apply(child, moves[i], nullptr);
        best = std::max(best, minimax(rules, traits, child, mover));
    }
    return mover == pov ? best : -best;
}

Position after(const Rules& rules, const Position& position, Move move) {
    Position child = position;
    rules.apply(child, move, nullptr);
    return child;
}

// The opponent's replies to `child` that keep `mover`'s value at `value`;
// -1 when the opponent does not move next.
int repliesHolding(const Rules& rules, const ai::GameTraits& traits, const Position& child,
                   Side mover, ai::Score value) {
    if (child.over() || child.toMove != turnOf(opponent(mover))) return -1;
    MoveList replies;
    rules.legalMoves(child, replies);
    int holding = 0;
    for (int i = 0; i < replies.size(); ++i)
        if (minimax(rules, traits, after(rules, child, replies[i]), mover) <= value) ++holding;
    return holding;
}

ai::SearchResult search(const Rules& rules, const Position& position, bool traps) {
    ai::TranspositionTable table(8);
    ai::Searcher searcher(rules, table, {}, /*kalahFastPath=*/false);
    ai::SearchLimits limits;
    limits.maxDepth = 60;
    limits.setTraps = traps;
    return searcher.run(position, limits);
}

}  // namespace

class TestTraps : public QObject {
    Q_OBJECT

  private slots:
    void aTrapKeepsTheBestValueAndLeavesTheFewestGoodReplies() {
        const auto rules = smallKalah();
        int choicesWithTies = 0, trapsSet = 0;
        for (const Position& position : testing::sampledPositions(*rules, 300, 11, 2)) {
            MoveList moves;
            rules->legalMoves(position, moves);
            if (moves.size() < 2) continue;  // no choice: the search does not solve it
            const Side mover = sideOf(position.toMove);
            const ai::GameTraits traits = ai::traitsOf(*rules, position);
            const ai::SearchResult trapped = search(*rules, position, true);
            QVERIFY(trapped.exact);
            const ai::Score best = minimax(*rules, traits, position, mover);
            const Position chosen = after(*rules, position, trapped.move);
            QCOMPARE(minimax(*rules, traits, chosen, mover), best);  // never gives value up
            QCOMPARE(trapped.value, best);

            // Every other best move leaves at least as many good replies.
            const int chosenHolding = repliesHolding(*rules, traits, chosen, mover, best);
            int bestMoves = 0;
            for (int i = 0; i < moves.size(); ++i) {
                const Position other = after(*rules, position, moves[i]);
                if (minimax(*rules, traits, other, mover) != best) continue;
                ++bestMoves;
                const int holding = repliesHolding(*rules, traits, other, mover, best);
                if (holding >= 0) QVERIFY(chosenHolding >= 0 && chosenHolding <= holding);
            }
            if (bestMoves > 1) ++choicesWithTies;
            if (trapped.move != search(*rules, position, false).move) ++trapsSet;
        }
        // The sample has real choices, and the traps changed some of them.
        qInfo("%d choices with ties, %d traps set", choicesWithTies, trapsSet);
        QVERIFY(choicesWithTies > 20);
        QVERIFY(trapsSet > 0);
    }
};

QTEST_GUILESS_MAIN(TestTraps)
#include "tst_traps.moc"
