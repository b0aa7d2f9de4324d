// BoardFeed: what a board on screen shows of a move comes from the rules
// core (the boards along the trace), and the one handshake with the view.

#include <QSignalSpy>
#include <QtTest>

#include "app/ui/board/boardfeed.h"
#include "app/ui/board/tracetext.h"
#include "core/match.h"
#include "core/registry.h"
#include "core/trace_boards.h"

using cowrie::ui::BoardFeed;
namespace sides = cowrie::ui::sides;

namespace {

std::shared_ptr<const cowrie::Rules> rulesOf(const char* id) {
    std::string error;
    auto rules = cowrie::createRules(id, {}, error);
    if (!rules) qFatal("no rules for %s: %s", id, error.c_str());
    return rules;
}

struct PlayedMove {
    cowrie::Position before;
    cowrie::Trace trace;
};

// Plays `hole` of the player to move on a copy of `position`.
PlayedMove play(const cowrie::Rules& rules, const cowrie::Position& position, int hole) {
    PlayedMove m{position, {}};
    cowrie::Position after = position;
    cowrie::MoveList moves;
    rules.legalMoves(after, moves);
    for (cowrie::Move move : moves)
        if (!move.isPair() && move.holeNumber() == hole) {
            rules.apply(after, move, &m.trace);
            return m;
        }
    qFatal("hole %d cannot be played", hole);
}

}  // namespace

class BoardFeedTest : public QObject {
    Q_OBJECT

  private slots:
    void aMoveCarriesTheCoresBoardAfterEveryEvent() {
        // Congkak's relay sowing: a long trace with lifts, drops and relays.
        auto rules = rulesOf("congkak");
        const PlayedMove m = play(*rules, rules->initialPosition(), 3);
        BoardFeed feed;
        QSignalSpy changed(&feed, &BoardFeed::moveChanged);
        feed.setMove(m.before.board, m.trace, sides::South, {});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(feed.trace().size(), qsizetype(m.trace.size()));
        QCOMPARE(feed.boards().size(), qsizetype(m.trace.size()));
        QCOMPARE(feed.boardBefore(), cowrie::ui::countsOf(m.before.board));
        QCOMPARE(feed.mover(), sides::South);
        const auto core = cowrie::boardsAlongTrace(m.before.board, m.trace);
        for (size_t i = 0; i < core.size(); ++i) {
            const QVariantMap b = feed.boards()[qsizetype(i)].toMap();
            QCOMPARE(b["counts"].toList(), cowrie::ui::countsOf(core[i].board));
            QCOMPARE(b["markers"].toList(), cowrie::ui::markersOf(core[i].board));
            QCOMPARE(b["hands"].toList(), QVariantList({core[i].hand[0], core[i].hand[1]}));
            QCOMPARE(b["handPlaces"].toList(),
                     QVariantList({core[i].handPlace[0], core[i].handPlace[1]}));
        }
    }

    void aMoveIsAnnouncedOnlyWhenThereIsOne() {
        auto rules = rulesOf("kalah");
        const PlayedMove m = play(*rules, rules->initialPosition(), 3);
        BoardFeed feed;
        QSignalSpy played(&feed, &BoardFeed::movePlayed);
        feed.announceMove();
        QCOMPARE(played.count(), 0);
        feed.setMove(m.before.board, m.trace, sides::South, {QStringLiteral("a caption")});
        feed.announceMove();
        QCOMPARE(played.count(), 1);
        feed.clearMove();
        QVERIFY(feed.trace().isEmpty());
        QVERIFY(feed.boards().isEmpty());
        QVERIFY(feed.captions().isEmpty());
        QCOMPARE(feed.mover(), sides::NoSide);
        feed.announceMove();
        QCOMPARE(played.count(), 1);
    }

    void theViewSaysWhenItHasShownTheMove() {
        BoardFeed feed;
        QSignalSpy presented(&feed, &BoardFeed::presented);
        feed.setPresenting(false);  // not showing anything: nothing to say
        QCOMPARE(presented.count(), 0);
        feed.setPresenting(true);
        feed.setPresenting(true);
        QCOMPARE(presented.count(), 0);
        feed.setPresenting(false);
        QCOMPARE(presented.count(), 1);
    }

    void anotherGameDropsTheMove() {
        auto rules = rulesOf("kalah");
        const PlayedMove m = play(*rules, rules->initialPosition(), 1);
        BoardFeed feed;
        feed.setMove(m.before.board, m.trace, sides::South, {}, {{"round", 1}});
        QSignalSpy game(&feed, &BoardFeed::gameChanged);
        feed.reset();
        QCOMPARE(game.count(), 1);
        QVERIFY(feed.trace().isEmpty());
        QVERIFY(feed.roundSummary().isEmpty());
    }

    void namesAndSeatAreTheOwners() {
        BoardFeed feed;
        QSignalSpy names(&feed, &BoardFeed::namesChanged);
        QSignalSpy turned(&feed, &BoardFeed::turnedChanged);
        feed.setNames(QStringLiteral("Ama"), QStringLiteral("Siri"));
        feed.setNames(QStringLiteral("Ama"), QStringLiteral("Siri"));
        feed.setTurned(true);
        QCOMPARE(names.count(), 1);
        QCOMPARE(turned.count(), 1);
        QCOMPARE(feed.northName(), QStringLiteral("Siri"));
        QVERIFY(feed.turned());
    }
};

QTEST_GUILESS_MAIN(BoardFeedTest)
#include "tst_boardfeed.moc"
