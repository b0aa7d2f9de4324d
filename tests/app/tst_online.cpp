// Online play in the app (issue 31): two game sessions in one process, one
// hosting (the game server in-process, on a free port, its rooms in a
// temporary folder), the other joining through the invite, both over real
// WebSockets on this computer. Every wait is for a signal or a state, with
// generous time: the server decides every move, so each waits for its word.

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QWebSocket>
#include <QWebSocketServer>
#include <QtTest>

#include "app/ui/library/gamelibrary.h"
#include "app/ui/online/invite.h"
#include "app/ui/online/onlinegame.h"
#include "app/ui/online/onlinelink.h"
#include "app/ui/play/gamesession.h"
#include "app/ui/play/resumeindex.h"
#include "app/ui/settings/appsettings.h"
#include "core/registry.h"
#include "core/state_json.h"
#include "tests/app/controller_helpers.h"

using cowrie::Side;
using cowrie::ui::GameSession;
using cowrie::ui::OnlineGame;
using cowrie::ui::SideState;
namespace modes = cowrie::ui::modes;
namespace sides = cowrie::ui::sides;

namespace {

constexpr int kWaitMs = 20'000;

// The state object of the session's position (cli-contract.md).
cowrie::Json stateOf(const GameSession& s) {
    return cowrie::stateToJson(s.match()->rules(), s.match()->position());
}

bool over(const GameSession& s) {
    return s.match() && s.over();
}

}  // namespace

class OnlineTest : public QObject {
    Q_OBJECT

    QTemporaryDir hostDir_, guestDir_;
    std::unique_ptr<GameSession> host_, guest_;

    // A new pair of sessions: the host's game `setup` created, the guest joined.
    void startPair(const QVariantMap& setup) {
        host_ = sessionSavingTo(hostDir_.path());
        guest_ = sessionSavingTo(guestDir_.path());
        host_->online()->setHostPort(0);  // any free port: never the player's 7341
        QVERIFY(host_->online()->host(setup, QStringLiteral("Ana")));
        QTRY_COMPARE_WITH_TIMEOUT(host_->online()->phase(), QStringLiteral("waiting"), kWaitMs);
        const QString invite = host_->online()->invite();
        QVERIFY2(invite.startsWith(QLatin1String("cowrie://")), qPrintable(invite));
        QVERIFY(invite.endsWith(host_->online()->roomCode()));
        QCOMPARE(host_->mode(), modes::Online);
        // Nobody moves before the friend has joined.
        QVERIFY(!host_->humanToMove());
        QVERIFY(!host_->play(1));
        // A name the server would refuse (a control character) is cleaned.
        QVERIFY(guest_->online()->join(invite, QString(), QStringLiteral("Be\x01n")));
        QTRY_COMPARE_WITH_TIMEOUT(guest_->online()->phase(), QStringLiteral("playing"), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(host_->online()->phase(), QStringLiteral("playing"), kWaitMs);
        QCOMPARE(guest_->mode(), modes::Online);
        QCOMPARE(guest_->gameId(), host_->gameId());
        QVERIFY(host_->online()->opponentPresent());
        QVERIFY(guest_->online()->opponentPresent());
        QCOMPARE(host_->online()->opponentName(), QStringLiteral("Ben"));
        QCOMPARE(guest_->online()->opponentName(), QStringLiteral("Ana"));
    }

    // The session whose person is to move now (null when neither).
    GameSession* mover() const {
        if (host_->humanToMove()) return host_.get();
        if (guest_->humanToMove()) return guest_.get();
        return nullptr;
    }

    // The person to move plays the first legal hole; both sessions then
    // show the move. Returns false when the game is over.
    bool playOneMove() {
        if (over(*host_) && over(*guest_)) return false;
        [&] { QTRY_VERIFY_WITH_TIMEOUT(mover() || (over(*host_) && over(*guest_)), kWaitMs); }();
        GameSession* s = mover();
        if (!s || QTest::currentTestFailed()) return false;
        const int before = s->moveCount();
        const cowrie::Move move = s->match()->legalMoves()[0];
        if (!playThrough(*s, move)) return false;
        // Played when the server's answer comes back, on both boards.
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(host_->moveCount() > before && guest_->moveCount() > before,
                                     kWaitMs);
        }();
        return !QTest::currentTestFailed();
    }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(hostDir_.isValid() && guestDir_.isValid());
    }

    void cleanup() {
        guest_.reset();
        host_.reset();
    }

    void invites() {
        using cowrie::ui::online::parseInvite;
        auto invite = parseInvite(QStringLiteral(" cowrie://192.168.1.20:7341/k7p2mx9q "));
        QVERIFY(invite);
        QCOMPARE(invite->address, QStringLiteral("192.168.1.20:7341"));
        QCOMPARE(invite->room, QStringLiteral("K7P2MX9Q"));
        invite = parseInvite(QStringLiteral("games.example.org"));
        QVERIFY(invite);
        QCOMPARE(invite->address, QStringLiteral("games.example.org:7341"));
        QVERIFY(invite->room.isEmpty());
        invite = parseInvite(QStringLiteral("wss://games.example.org/v1"));
        QVERIFY(invite);
        QCOMPARE(cowrie::ui::online::serverUrl(invite->address).toString(),
                 QStringLiteral("wss://games.example.org/v1"));
        QVERIFY(!parseInvite(QString()));
        QVERIFY(!parseInvite(QStringLiteral("two words")));
        QVERIFY(!parseInvite(QStringLiteral("host:99999")));
    }

    // The seat kept beside an unfinished game reads back as written; a
    // damaged one makes the index unreadable (set aside by the store).
    void seatInResumeIndex() {
        cowrie::ui::ResumeMarks marks;
        cowrie::ui::ResumeMark mark;
        mark.entry = QStringLiteral("20261204-190000-000-abcd");
        mark.northName = QStringLiteral("Ben");
        mark.online = {QStringLiteral("join"),
                       QStringLiteral("192.168.1.20:7341"),
                       QStringLiteral("K7P2MX9Q"),
                       QStringLiteral("00ff00ff00ff00ff00ff00ff00ff00ff"),
                       Side::North,
                       0};
        marks.insert(QStringLiteral("kalah"), mark);
        QString error;
        const QByteArray bytes = cowrie::ui::resumeIndexBytes(marks);
        const auto read = cowrie::ui::parseResumeIndex(bytes, error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->value(QStringLiteral("kalah")), mark);
        QByteArray damaged = bytes;
        damaged.replace("\"north\"", "\"east\"");
        QVERIFY(!cowrie::ui::parseResumeIndex(damaged, error));
    }

    // Settings keep the server address of a public server.
    void serverAddressSetting() {
        const QString file = QDir(hostDir_.path()).filePath(QStringLiteral("settings.ini"));
        {
            cowrie::ui::AppSettings settings(file);
            QCOMPARE(settings.serverAddress(), QString());
            QSignalSpy changed(&settings, &cowrie::ui::AppSettings::serverAddressChanged);
            settings.setServerAddress(QStringLiteral(" games.example.org:7341 "));
            QCOMPARE(changed.size(), 1);
        }
        cowrie::ui::AppSettings again(file);
        QCOMPARE(again.serverAddress(), QStringLiteral("games.example.org:7341"));
    }

    // A server that cannot be reached before any seat is a failure, said in
    // words, not a wait.
    void unreachableServerFails() {
        QTcpServer closed;  // a free port, then closed again: nobody listens there
        QVERIFY(closed.listen(QHostAddress::LocalHost, 0));
        const quint16 port = closed.serverPort();
        closed.close();
        guest_ = sessionSavingTo(guestDir_.path());
        QVERIFY(guest_->online()->join(QStringLiteral("127.0.0.1:%1").arg(port),
                                       QStringLiteral("ABCDEFGH"), QStringLiteral("Ben")));
        QTRY_COMPARE_WITH_TIMEOUT(guest_->online()->phase(), QStringLiteral("failed"), kWaitMs);
        QVERIFY(!guest_->online()->errorText().isEmpty());
        QCOMPARE(guest_->online()->statusText(), guest_->online()->errorText());
        QVERIFY(!guest_->online()->join(QStringLiteral("not an address"), QString(), "Ben"));
        QCOMPARE(guest_->online()->phase(), QStringLiteral("failed"));
        guest_->online()->leave();
        QCOMPARE(guest_->online()->phase(), QStringLiteral("idle"));
        QVERIFY(!guest_->online()->active());
    }

    // A whole Kalah game through session.play(): both boards end alike, and
    // each library keeps it with the friend's name.
    void wholeKalahGame() {
        startPair({{"game", "kalah"}, {"seat", "south"}});
        QCOMPARE(host_->online()->mySide(), sides::South);
        QCOMPARE(guest_->online()->mySide(), sides::North);
        QCOMPARE(host_->north()->kind(), SideState::Remote);
        QCOMPARE(guest_->south()->kind(), SideState::Remote);
        QCOMPARE(guest_->south()->name(), QStringLiteral("Ana"));
        QCOMPARE(host_->north()->name(), QStringLiteral("Ben"));
        // No undo, no hints online.
        int moves = 0;
        while (playOneMove()) {
            QVERIFY(!host_->canUndo() && !guest_->canUndo());
            QCOMPARE(stateOf(*host_), stateOf(*guest_));
            QVERIFY(++moves < 400);
        }
        QTRY_VERIFY_WITH_TIMEOUT(over(*host_) && over(*guest_), kWaitMs);
        QVERIFY(moves > 5);
        QCOMPARE(host_->moveCount(), guest_->moveCount());
        QCOMPARE(stateOf(*host_), stateOf(*guest_));
        QCOMPARE(host_->recordText(), guest_->recordText());
        QTRY_COMPARE_WITH_TIMEOUT(host_->online()->phase(), QStringLiteral("over"), kWaitMs);
        QVERIFY(host_->online()->errorText().isEmpty());
        QVERIFY(guest_->online()->errorText().isEmpty());
        // The library has the game, finished, with the friend's name.
        for (auto [session, friendSide, friendName] :
             {std::tuple{host_.get(), 1, "Ben"}, std::tuple{guest_.get(), 0, "Ana"}}) {
            QString error;
            const auto record =
                session->library()->open(session->setup().value("libraryId").toString(), error);
            QVERIFY2(record, qPrintable(error));
            QVERIFY(record->meta.result.has_value());
            QVERIFY(record->meta.players.has_value());
            QCOMPARE(QString::fromStdString((*record->meta.players)[friendSide].name),
                     QString::fromLatin1(friendName));
            QCOMPARE(record->match.moveCount(), host_->moveCount());
        }
    }

    // Congkak's traditional start: each chooses on his own board, the other
    // sees only that a choice was made; the pair arrives as one move.
    void simultaneousStart() {
        startPair({{"game", "congkak"},
                   {"options", QVariantMap{{"traditional", "true"}}},
                   {"seat", "north"}});
        QCOMPARE(host_->online()->mySide(), sides::North);
        QCOMPARE(host_->toMove(), sides::BothSides);
        QCOMPARE(guest_->toMove(), sides::BothSides);
        QCOMPARE(host_->choosing(), sides::North);
        QCOMPARE(guest_->choosing(), sides::South);
        QVERIFY(host_->humanToMove() && guest_->humanToMove());
        QSignalSpy guestSides(guest_->north(), &SideState::changed);
        QVERIFY(host_->play(3));
        // The guest sees the host's choice made, and nothing of it.
        QTRY_VERIFY_WITH_TIMEOUT(guest_->north()->chosen(), kWaitMs);
        QVERIFY(host_->north()->chosen());
        QVERIFY(!host_->humanToMove());
        QCOMPARE(host_->moveCount(), 0);
        QCOMPARE(guest_->moveCount(), 0);
        QVERIFY(guest_->humanToMove());
        QVERIFY(!guest_->south()->chosen());
        QVERIFY(!guest_->play(3) || true);  // hole 3 is any hole: a legal choice
        QTRY_VERIFY_WITH_TIMEOUT(host_->moveCount() == 1 && guest_->moveCount() == 1, kWaitMs);
        const cowrie::Move pair = cowrie::Move::pair(3, 3);
        QCOMPARE(host_->match()->moves().front(), pair);
        QCOMPARE(guest_->match()->moves().front(), pair);
        QCOMPARE(stateOf(*host_), stateOf(*guest_));
    }

    // A choice made before a dropped connection stays made: the server holds
    // it, and the resumed seat is told so.
    void choiceSurvivesDrop() {
        startPair({{"game", "congkak"},
                   {"options", QVariantMap{{"traditional", "true"}}},
                   {"seat", "south"}});
        QVERIFY(host_->play(2));
        QTRY_VERIFY_WITH_TIMEOUT(guest_->south()->chosen(), kWaitMs);
        guest_->online()->link()->dropForTest();
        host_->online()->link()->dropForTest();
        QTRY_COMPARE_WITH_TIMEOUT(guest_->online()->phase(), QStringLiteral("playing"), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(host_->online()->phase(), QStringLiteral("playing"), kWaitMs);
        QVERIFY(guest_->south()->chosen());
        QVERIFY(host_->south()->chosen());
        QVERIFY(!host_->humanToMove());
        QVERIFY(guest_->play(6));
        QTRY_VERIFY_WITH_TIMEOUT(host_->moveCount() == 1 && guest_->moveCount() == 1, kWaitMs);
        QCOMPARE(host_->match()->moves().front(), cowrie::Move::pair(2, 6));
        QCOMPARE(stateOf(*host_), stateOf(*guest_));
    }

    // A dropped connection comes back by itself and resumes the seat.
    void droppedConnectionResumes() {
        startPair({{"game", "kalah"}, {"seat", "north"}});
        QVERIFY(playOneMove());
        QSignalSpy hostOnline(host_->online(), &OnlineGame::changed);
        guest_->online()->link()->dropForTest();
        QTRY_COMPARE_WITH_TIMEOUT(guest_->online()->phase(), QStringLiteral("reconnecting"),
                                  kWaitMs);
        QVERIFY(!guest_->online()->statusText().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!host_->online()->opponentPresent(), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(guest_->online()->phase(), QStringLiteral("playing"), kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(host_->online()->opponentPresent(), kWaitMs);
        QVERIFY(guest_->online()->errorText().isEmpty());
        QVERIFY(playOneMove());
        QVERIFY(playOneMove());
        QCOMPARE(stateOf(*host_), stateOf(*guest_));
    }

    // The guest's app closes and opens again: the saved game resumes its
    // seat from its token, with the move the host made meanwhile.
    void restartResumes() {
        startPair({{"game", "kalah"}, {"seat", "south"}});
        QVERIFY(playOneMove());
        QVERIFY(playOneMove());
        // Wait until it is the host's turn, then close the guest's app.
        QTRY_VERIFY_WITH_TIMEOUT(mover() != nullptr, kWaitMs);
        while (mover() != host_.get()) {
            QVERIFY(playOneMove());
            QTRY_VERIFY_WITH_TIMEOUT(mover() != nullptr, kWaitMs);
        }
        guest_.reset();
        QTRY_VERIFY_WITH_TIMEOUT(!host_->online()->opponentPresent(), kWaitMs);
        const int before = host_->moveCount();
        QVERIFY(playThrough(*host_, host_->match()->legalMoves()[0]));
        QTRY_COMPARE_WITH_TIMEOUT(host_->moveCount(), before + 1, kWaitMs);
        // The app starts again and resumes the unfinished game.
        guest_ = sessionSavingTo(guestDir_.path());
        QVERIFY(guest_->resume(QStringLiteral("kalah")));
        QCOMPARE(guest_->mode(), modes::Online);
        QCOMPARE(guest_->moveCount(), before);
        QTRY_COMPARE_WITH_TIMEOUT(guest_->online()->phase(), QStringLiteral("playing"), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(guest_->moveCount(), before + 1, kWaitMs);
        QCOMPARE(stateOf(*host_), stateOf(*guest_));
        QTRY_VERIFY_WITH_TIMEOUT(host_->online()->opponentPresent(), kWaitMs);
        QVERIFY(playOneMove());
        QCOMPARE(stateOf(*host_), stateOf(*guest_));
    }

    // The host's app closes (its server with it) and opens again: the
    // hosted server starts again from its folder, both seats resume.
    void hostRestartResumes() {
        startPair({{"game", "kalah"}, {"seat", "south"}});
        QVERIFY(playOneMove());
        QVERIFY(playOneMove());
        const int played = host_->moveCount();
        const cowrie::Json state = stateOf(*host_);
        host_.reset();
        QTRY_COMPARE_WITH_TIMEOUT(guest_->online()->phase(), QStringLiteral("reconnecting"),
                                  kWaitMs);
        host_ = sessionSavingTo(hostDir_.path());
        host_->online()->setHostPort(0);
        QVERIFY(host_->resume(QStringLiteral("kalah")));
        QCOMPARE(host_->mode(), modes::Online);
        QCOMPARE(host_->online()->role(), QStringLiteral("host"));
        QCOMPARE(host_->moveCount(), played);
        QCOMPARE(stateOf(*host_), state);
        // The guest comes back by itself (its backoff), and play goes on.
        QTRY_COMPARE_WITH_TIMEOUT(guest_->online()->phase(), QStringLiteral("playing"), 60'000);
        QTRY_COMPARE_WITH_TIMEOUT(host_->online()->phase(), QStringLiteral("playing"), kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(host_->online()->opponentPresent(), kWaitMs);
        QVERIFY(playOneMove());
        QCOMPARE(stateOf(*host_), stateOf(*guest_));
    }

    // A resignation goes to the server, which ends the game on both boards.
    void resignation() {
        startPair({{"game", "kalah"}, {"seat", "south"}});
        QVERIFY(playOneMove());
        QVERIFY(guest_->resign());
        QTRY_VERIFY_WITH_TIMEOUT(over(*host_) && over(*guest_), kWaitMs);
        QCOMPARE(host_->result()->resigned(), sides::North);
        QCOMPARE(guest_->result()->resigned(), sides::North);
        QCOMPARE(host_->result()->winner(), sides::South);
        QTRY_COMPARE_WITH_TIMEOUT(guest_->online()->phase(), QStringLiteral("over"), kWaitMs);
        QString error;
        const auto record =
            guest_->library()->open(guest_->setup().value("libraryId").toString(), error);
        QVERIFY2(record, qPrintable(error));
        QVERIFY(record->meta.result && record->meta.result->resigned == Side::North);
        // Finished: no longer offered to resume.
        guest_->saveStore()->check();
        QVERIFY(!guest_->saveStore()->unfinished().contains(QStringLiteral("kalah")));
    }

    // A server whose state disagrees with the moves it announces (no real
    // server does): the difference is reported, and the game asked for again.
    void mismatchReported() {
        QWebSocketServer fake(QStringLiteral("fake"), QWebSocketServer::NonSecureMode);
        QVERIFY(fake.listen(QHostAddress::LocalHost, 0));
        std::string error;
        auto rules = cowrie::createRules("kalah", {}, error);
        QVERIFY(rules);
        const cowrie::Json initial = cowrie::stateToJson(*rules, rules->initialPosition());
        QStringList heard;
        QWebSocket* client = nullptr;
        connect(&fake, &QWebSocketServer::newConnection, this, [&] {
            client = fake.nextPendingConnection();
            connect(client, &QWebSocket::textMessageReceived, this, [&](const QString& text) {
                const auto message = cowrie::Json::parse(text.toStdString());
                heard << QString::fromStdString(message.value("type", ""));
                if (heard.last() != QLatin1String("join")) return;
                const cowrie::Json joined{{"type", "joined"},
                                          {"seat", "north"},
                                          {"token", "0123456789abcdef0123456789abcdef"},
                                          {"state", initial},
                                          {"opponent", "Ana"},
                                          {"present", true}};
                client->sendTextMessage(QString::fromStdString(joined.dump()));
                // South's hole 1, said to leave the board as it was.
                const cowrie::Json moved{{"type", "moved"},
                                         {"by", "south"},
                                         {"move", "1"},
                                         {"ply", 1},
                                         {"events", cowrie::Json::array()},
                                         {"state", initial}};
                client->sendTextMessage(QString::fromStdString(moved.dump()));
            });
        });
        guest_ = sessionSavingTo(guestDir_.path());
        QVERIFY(guest_->online()->join(QStringLiteral("127.0.0.1:%1").arg(fake.serverPort()),
                                       QStringLiteral("ABCDEFGH"), QStringLiteral("Ben")));
        QTRY_COMPARE_WITH_TIMEOUT(guest_->moveCount(), 1, kWaitMs);
        QVERIFY(guest_->online()->errorText().contains(QLatin1String("differs")));
        QTRY_VERIFY_WITH_TIMEOUT(heard.contains(QStringLiteral("resume")), kWaitMs);
    }

    // Phrases reach the friend, in words.
    void phrases() {
        startPair({{"game", "kalah"}, {"seat", "random"}});
        QSignalSpy heard(guest_->online(), &OnlineGame::phraseSaid);
        QVERIFY(host_->online()->say(QStringLiteral("good-move")));
        QVERIFY(!host_->online()->say(QStringLiteral("anything else")));
        QTRY_COMPARE_WITH_TIMEOUT(heard.size(), 1, kWaitMs);
        QCOMPARE(heard[0][0].toBool(), false);
        QCOMPARE(heard[0][1].toString(), QStringLiteral("good-move"));
        QCOMPARE(heard[0][2].toString(), host_->online()->phraseText("good-move"));
    }
};

QTEST_MAIN(OnlineTest)
#include "tst_online.moc"
