// A switch of language rewords what the C++ types keep (issue 17, part 2),
// with the shipped Tamil: the play page's move list (rounds, "Both", the
// default names), a lesson's title, step, feedback and captions, and a
// review's game name and rows, all without opening anything anew. Default
// player names are not text (issue 32): records keep them in English, the
// home screen's "Resume: ..." and the library's rows say them in the
// language of the moment, and a record that kept them in Tamil (as records
// did before) reads back as the defaults.

#include <QtQml/qqmlextensionplugin.h>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "app/ui/learn/lessonsession.h"
#include "app/ui/library/gamelibrary.h"
#include "app/ui/library/libraryrow.h"
#include "app/ui/library/recordsetup.h"
#include "app/ui/library/reviewsession.h"
#include "app/ui/play/gamesession.h"
#include "app/ui/play/movehistory.h"
#include "app/ui/play/savestore.h"
#include "app/ui/settings/languages.h"
#include "app/ui/shared/coretext.h"
#include "tests/app/main_window.h"

using cowrie::ui::GameSession;
using cowrie::ui::Languages;
using cowrie::ui::LessonSession;
using cowrie::ui::MoveHistory;
using cowrie::ui::ReviewSession;

Q_IMPORT_QML_PLUGIN(CowriePlugin)

class LiveSwitch : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        cowrie::test::freshStart("tst_liveswitch");
        QVERIFY(folder_.isValid());
        QCOMPARE(Languages::install(QStringLiteral("en")), QStringLiteral("en"));
    }

    void init() { Languages::install(QStringLiteral("en")); }

    void theMoveListIsWordedAnew() {
        GameSession game;
        game.saveStore()->setDirectory(folder_.path());
        QVERIFY(game.start({{"game", "kalah"}}));
        QVERIFY(game.play(3));  // Kalah: hole 3's last seed reaches the store
        QVERIFY(game.play(1));
        MoveHistory* history = game.history();
        QCOMPARE(history->count(), 2);
        const QModelIndex first = history->index(0);
        QCOMPARE(history->data(first, MoveHistory::SectionRole).toString(),
                 QStringLiteral("Round 1"));
        QCOMPARE(history->data(first, MoveHistory::MoverNameRole).toString(),
                 QStringLiteral("South"));

        QCOMPARE(Languages::install(QStringLiteral("ta")), QStringLiteral("ta"));
        QCOMPARE(history->count(), 2);
        const QModelIndex again = history->index(0);
        QCOMPARE(history->data(again, MoveHistory::SectionRole).toString(),
                 QStringLiteral("சுற்று 1"));
        QCOMPARE(history->data(again, MoveHistory::MoverNameRole).toString(),
                 QStringLiteral("தெற்கு"));
        // What the moves were does not change with the words.
        QCOMPARE(history->data(again, MoveHistory::MoveRole).toString(), QStringLiteral("3"));
        QCOMPARE(history->data(history->index(1), MoveHistory::MoveRole).toString(),
                 QStringLiteral("1"));
    }

    void aLessonIsWordedAnew() {
        LessonSession lesson;
        QVERIFY(lesson.load(QStringLiteral("kalah")));
        QVERIFY(lesson.begin(0));
        QCOMPARE(lesson.lessonTitle(), QStringLiteral("The board"));
        // On to the first step that asks where the last seed falls.
        for (int guard = 0; guard < 40 && lesson.step()->kind() != cowrie::ui::LessonStep::Predict;
             ++guard) {
            if (lesson.phase() == LessonSession::Phase::Watching) {
                // The view shows the move and says so (the feed's handshake).
                lesson.feed()->setPresenting(true);
                lesson.feed()->setPresenting(false);
                QCoreApplication::processEvents();
            } else
                lesson.next();
        }
        QCOMPARE(lesson.step()->kind(), cowrie::ui::LessonStep::Predict);
        QCOMPARE(lesson.phase(), LessonSession::Phase::AwaitingPlace);
        const QString englishStep = lesson.step()->text();
        // South's hole 1 (place 0), behind the hole sown: a wrong answer.
        QVERIFY(!lesson.choosePlace(0));
        const QString englishFeedback = lesson.feedback();
        QVERIFY2(englishFeedback.startsWith(QStringLiteral("Not there: the last seed falls in")),
                 qPrintable(englishFeedback));
        const QStringList englishCaptions = lesson.feed()->captions();
        QVERIFY(!englishCaptions.join(QString()).isEmpty());

        QSignalSpy worded(&lesson, &LessonSession::wordingChanged);
        QCOMPARE(Languages::install(QStringLiteral("ta")), QStringLiteral("ta"));
        QVERIFY(worded.count() >= 1);
        QCOMPARE(lesson.lessonTitle(), QStringLiteral("பலகை"));
        QCOMPARE(lesson.step()->text(),
                 QCoreApplication::translate("Lessons", englishStep.toUtf8().constData()));
        QVERIFY(lesson.step()->text() != englishStep);
        QVERIFY2(lesson.feedback().startsWith(QStringLiteral("அங்கு அல்ல:")),
                 qPrintable(lesson.feedback()));
        // The captions tell the same events, in the other words.
        const QStringList captions = lesson.feed()->captions();
        QCOMPARE(captions.size(), englishCaptions.size());
        int reworded = 0;
        for (int i = 0; i < captions.size(); ++i) {
            QCOMPARE(captions[i].isEmpty(), englishCaptions[i].isEmpty());
            reworded += !captions[i].isEmpty() && captions[i] != englishCaptions[i];
        }
        QVERIFY(reworded > 0);

        // And back: the English, word for word.
        Languages::install(QStringLiteral("en"));
        QCOMPARE(lesson.step()->text(), englishStep);
        QCOMPARE(lesson.feedback(), englishFeedback);
        QCOMPARE(lesson.feed()->captions(), englishCaptions);
    }

    void aReviewIsWordedAnew() {
        GameSession game;
        game.saveStore()->setDirectory(folder_.path());
        QVERIFY(game.start({{"game", "pallankuzhi"}}));
        QVERIFY(game.play(1));
        ReviewSession review;
        QVERIFY(review.start(game.recordText()));
        QCOMPARE(review.gameName(), QStringLiteral("Pallankuzhi"));
        QSignalSpy renamed(&review, &ReviewSession::gameChanged);
        QCOMPARE(Languages::install(QStringLiteral("ta")), QStringLiteral("ta"));
        QCOMPARE(renamed.count(), 1);
        QCOMPARE(review.gameName(), cowrie::ui::coreText("Pallankuzhi"));
        QVERIFY(review.gameName() != QStringLiteral("Pallankuzhi"));
        review.cancel();
    }

    void defaultNamesFollowTheLanguage() {
        QTemporaryDir folder;
        GameSession game;
        game.saveStore()->setDirectory(folder.path());
        QVERIFY(game.start({{"game", "kalah"}}));
        QVERIFY(game.play(1));
        cowrie::ui::SaveStore* saves = game.saveStore();
        saves->check();
        QVERIFY2(saves->summary().contains(QStringLiteral("South against North")),
                 qPrintable(saves->summary()));

        // Begun in Tamil: the record still keeps the English defaults.
        QCOMPARE(Languages::install(QStringLiteral("ta")), QStringLiteral("ta"));
        QVERIFY(game.start({{"game", "congkak"}}));
        QVERIFY(game.play(1));
        // The library's file of the Congkak game (its players are there).
        QString record, error;
        for (const cowrie::ui::GameLibrary::Entry& entry : game.library()->list())
            if (cowrie::ui::libraryRow(entry).gameId == QLatin1String("congkak"))
                record = game.library()->text(entry.id, error);
        QVERIFY2(!record.isEmpty(), qPrintable(error));
        QVERIFY2(record.contains(QStringLiteral("\"South\"")) &&
                     record.contains(QStringLiteral("\"North\"")),
                 qPrintable(record));
        QVERIFY(!record.contains(QStringLiteral("தெற்கு")));
        // The home screen's line is said anew, for the other game too.
        saves->check();
        QVERIFY2(saves->summary().contains(QStringLiteral("தெற்கு")), qPrintable(saves->summary()));
        Languages::install(QStringLiteral("en"));
        QVERIFY2(saves->summary().contains(QStringLiteral("South against North")),
                 qPrintable(saves->summary()));

        // A record of before, its defaults kept in Tamil: the defaults again.
        QString old = record;
        old.replace(QStringLiteral("\"South\""), QStringLiteral("\"தெற்கு\""));
        old.replace(QStringLiteral("\"North\""), QStringLiteral("\"வடக்கு\""));
        std::string why;
        const auto read = cowrie::readGameRecord(old.toStdString(), why);
        QVERIFY2(read, why.c_str());
        const cowrie::ui::GameSetup setup = cowrie::ui::setupFromRecord(*read);
        QVERIFY(setup.southName.isEmpty() && setup.northName.isEmpty());
        QCOMPARE(setup.nameOf(cowrie::Side::North), QStringLiteral("North"));
        // A typed name stays a name in every language.
        QString typed = record;
        typed.replace(QStringLiteral("\"South\""), QStringLiteral("\"Nurul\""));
        const auto named = cowrie::readGameRecord(typed.toStdString(), why);
        QVERIFY2(named, why.c_str());
        QCOMPARE(cowrie::ui::setupFromRecord(*named).southName, QStringLiteral("Nurul"));

        // The library's rows: "South against North" in English, in Tamil in Tamil.
        const QList<cowrie::ui::GameLibrary::Entry> entries = game.library()->list();
        QVERIFY(!entries.isEmpty());
        QCOMPARE(cowrie::ui::libraryRow(entries.first()).players,
                 QStringLiteral("South against North"));
        Languages::install(QStringLiteral("ta"));
        const QString tamil = cowrie::ui::libraryRow(entries.first()).players;
        QVERIFY2(
            tamil.contains(QStringLiteral("தெற்கு")) && !tamil.contains(QStringLiteral("South")),
            qPrintable(tamil));
    }

    void cleanupTestCase() { Languages::install(QStringLiteral("en")); }

  private:
    QTemporaryDir folder_;
};

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    LiveSwitch test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_liveswitch.moc"
