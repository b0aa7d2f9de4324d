// Pebbles, the test-only eighth game, taught by a lesson file of its own
// (pebbles.json, docs/lesson-format.md) through the app's lesson session: a
// wrong move explained by the file's words and taken back, the right one
// praised, a capture on the board the feed shows. The view's side of the
// handshake is played here: it shows each move and says so.

#include <QtTest>

#include "app/ui/board/boardfeed.h"
#include "app/ui/board/boardmodel.h"
#include "app/ui/learn/lessonsession.h"
#include "app/ui/play/sides.h"

using cowrie::ui::BoardFeed;
using cowrie::ui::BoardModel;
using cowrie::ui::LessonSession;
using Phase = cowrie::ui::LessonSession::Phase;

namespace {

QVariant role(const BoardModel& board, int place, const char* name) {
    return board.data(board.index(place), board.roleNames().key(name));
}

// The place of South's hole `hole`, or of South's store (hole 0).
int southPlace(const BoardModel& board, int hole) {
    for (int p = 0; p < board.rowCount(); ++p)
        if (role(board, p, "side").toInt() == int(cowrie::ui::sides::South) &&
            role(board, p, "holeNumber").toInt() == hole)
            return p;
    return -1;
}

// The view shows the move the feed announced, then says it is done.
void showMove(BoardFeed& feed) {
    feed.setPresenting(true);
    feed.setPresenting(false);
}

}  // namespace

class EighthGameLesson : public QObject {
    Q_OBJECT

    QTemporaryDir home_;

  private slots:
    void initTestCase() {
        QVERIFY(home_.isValid());
        // Lesson progress is kept in the settings: a throwaway home for them.
        qputenv("HOME", home_.path().toUtf8());
        qputenv("XDG_CONFIG_HOME", (home_.path() + "/.config").toUtf8());
        QCoreApplication::setOrganizationName("cowrie-tests");
        QCoreApplication::setApplicationName("tst_eighth_lesson");
    }

    void theFileLoadsAsTheGamesLessons() {
        LessonSession lessons;
        QVERIFY2(lessons.load("pebbles", PEBBLES_LESSONS), qPrintable(lessons.loadError()));
        QCOMPARE(lessons.gameId(), QString("pebbles"));
        QCOMPARE(lessons.lessons().size(), 2);
        QCOMPARE(lessons.indexOf("captures"), 1);
        QVERIFY(lessons.begin(0));
        QCOMPARE(lessons.holes(), 3);
    }

    void aWrongMoveThenTheRightOne() {
        LessonSession lessons;
        QVERIFY(lessons.load("pebbles", PEBBLES_LESSONS));
        QVERIFY(lessons.begin(0));
        QCOMPARE(lessons.phase(), Phase::Reading);
        lessons.next();
        QCOMPARE(lessons.phase(), Phase::AwaitingMove);
        const BoardModel& board = *lessons.board();

        QVERIFY(lessons.choosePlace(southPlace(board, 1)));
        QCOMPARE(lessons.phase(), Phase::Judging);
        showMove(*lessons.feed());
        QTRY_COMPARE(lessons.phase(), Phase::Wrong);
        QVERIFY2(lessons.feedback().contains("short of the store"), qPrintable(lessons.feedback()));
        lessons.tryAgain();
        QCOMPARE(lessons.phase(), Phase::AwaitingMove);
        QCOMPARE(role(board, southPlace(board, 1), "seeds").toInt(), 2);  // taken back

        QVERIFY(lessons.choosePlace(southPlace(board, 3)));
        showMove(*lessons.feed());
        QTRY_COMPARE(lessons.phase(), Phase::Reading);
        QVERIFY2(lessons.feedback().contains("you move again"), qPrintable(lessons.feedback()));
        QCOMPARE(lessons.feed()->trace().last().toMap().value("type").toString(),
                 QString("extraMove"));
        QCOMPARE(role(board, southPlace(board, 0), "seeds").toInt(), 1);
        lessons.next();
        QVERIFY(lessons.lessonDone());
    }

    void theCaptureLesson() {
        LessonSession lessons;
        QVERIFY(lessons.load("pebbles", PEBBLES_LESSONS));
        QVERIFY(lessons.begin(lessons.indexOf("pebbles-capture")));
        QCOMPARE(lessons.phase(), Phase::AwaitingMove);
        const BoardModel& board = *lessons.board();
        QVERIFY(lessons.choosePlace(southPlace(board, 1)));
        showMove(*lessons.feed());
        QTRY_COMPARE(lessons.phase(), Phase::Reading);
        QVERIFY2(lessons.feedback().contains("yours"), qPrintable(lessons.feedback()));
        QCOMPARE(role(board, southPlace(board, 0), "seeds").toInt(), 3);
    }
};

QTEST_MAIN(EighthGameLesson)
#include "tst_eighth_lesson.moc"
