#pragma once
// OnlineGame: a game session's play over the network (issue 31), for QML
// (GameSession.online). One person here plays a friend elsewhere through a
// game server (../shared/net-contract.md), which decides every rule:
//
//   host(setup, name)  runs the server in the app (hostedserver.h), creates a
//                      room on it and starts the game at the seat granted;
//                      the friend joins with `invite` (invite.h).
//   join(invite, room, name)  joins a room and starts the game it holds.
//
// The session plays the person's moves by sending them and the friend's as
// a NetworkPlayer's answers (networkplayer.h); this object keeps the
// connection (onlinelink.h: pings, reconnecting with backoff, `resume` with
// the seat's token), the room, the friend's name and presence, the phrases,
// and the one line of connection state the play page shows. The seat is
// kept with the unfinished game (gamesetup.h's OnlineSeat), so a game
// resumed after the app's restart connects and resumes its seat.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QVariantMap>

#include <map>
#include <optional>
#include <string>

#include "app/ui/play/gamesetup.h"
#include "app/ui/play/sides.h"
#include "core/json.h"
#include "core/match.h"

namespace cowrie::ui {

class GameSession;
class OnlineLink;
class HostedServer;

class OnlineGame : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("An online game belongs to a GameSession (online)")

    // An online game is set up and not left (it may have failed: `phase`).
    Q_PROPERTY(bool active READ active NOTIFY changed)
    // "host", "join", or "" when not active.
    Q_PROPERTY(QString role READ role NOTIFY changed)
    // "idle", "starting", "waiting" (for the friend to join), "playing",
    // "reconnecting", "over" or "failed".
    Q_PROPERTY(QString phase READ phase NOTIFY changed)
    Q_PROPERTY(bool connected READ connected NOTIFY changed)
    Q_PROPERTY(bool opponentPresent READ opponentPresent NOTIFY changed)
    // The friend's name ("" until the friend has joined).
    Q_PROPERTY(QString opponentName READ opponentName NOTIFY changed)
    // The side this app plays (NoSide before a seat is granted).
    Q_PROPERTY(cowrie::ui::sides::Side mySide READ mySide NOTIFY changed)
    Q_PROPERTY(QString roomCode READ roomCode NOTIFY changed)
    // The address a friend's app reaches the server at ("192.168.1.20:7341").
    Q_PROPERTY(QString serverAddress READ serverAddress NOTIFY changed)
    // The line to give the friend: "cowrie://192.168.1.20:7341/ROOMCODE".
    Q_PROPERTY(QString invite READ invite NOTIFY changed)
    // What went wrong, one line in the app's language; "" when nothing did.
    Q_PROPERTY(QString errorText READ errorText NOTIFY changed)
    // The connection badge's line: connected, waiting for the friend, the
    // friend away, reconnecting in N s, failed.
    Q_PROPERTY(QString statusText READ statusText NOTIFY changed)

  public:
    OnlineGame(GameSession* session, QObject* parent);
    ~OnlineGame() override;

    // Hosts a game as `setup` says (GameSession.start()'s map; `seat`:
    // "south", "north" or "random"). False, with errorText, when the
    // server cannot start or the setup is refused.
    Q_INVOKABLE bool host(const QVariantMap& setup, const QString& name);
    // Joins the room of `invite` (a whole invite, or a server address with
    // the room in `roomCode`; "" for Settings' server address).
    Q_INVOKABLE bool join(const QString& invite, const QString& roomCode, const QString& name);
    // Leaves the game: the connection closes (and a hosted server stops).
    // The unfinished game stays saved and can be resumed.
    Q_INVOKABLE void leave();
    // Says one of the fixed phrases (phrases()) to the friend.
    Q_INVOKABLE bool say(const QString& phrase);
    // The phrase's words in the app's language ("" for no phrase).
    Q_INVOKABLE QString phraseText(const QString& phrase) const;
    // The phrases, in the order shown: hello, good-move, good-game, thanks, oops.
    Q_INVOKABLE QStringList phrases() const;
    // Puts the invite on the clipboard.
    Q_INVOKABLE void copyInvite() const;

    bool active() const { return active_; }
    QString role() const { return active_ ? seat_.role : QString(); }
    QString phase() const;
    bool connected() const;
    bool opponentPresent() const { return opponentPresent_; }
    QString opponentName() const { return opponentName_; }
    sides::Side mySide() const;
    QString roomCode() const { return seat_.room; }
    QString serverAddress() const { return publicAddress_; }
    QString invite() const;
    QString errorText() const { return errorText_; }
    QString statusText() const;

    // ---- for the session ----
    // The session resumed a saved online game: connect and resume its seat.
    void resumeSeat(const OnlineSeat& seat, const QString& opponentName);
    // Sends a person's move (a simultaneous start: the hole alone); false
    // when it cannot be sent now.
    bool sendMove(const std::string& move, int ply);
    bool sendResign();
    // After every move played: the session's position against the server's
    // state after the same number of moves. A difference is reported and the
    // game is brought back to the server's.
    void checkPosition(const cowrie::Match& match);
    // Another game was begun in the session: this one is left.
    void release();

    // ---- for tests ----
    OnlineLink* link() const { return link_; }
    // The port a hosted server asks for first (7341; 0: any free port).
    void setHostPort(quint16 port) { hostPort_ = port; }

  signals:
    void changed();
    // A phrase was said: by this app's player (`mine`) or by the friend.
    void phraseSaid(bool mine, const QString& phrase, const QString& text);

  private:
    void reset();
    bool startHosting(quint16 port);
    void connectTo(const QString& address);
    void onOpened();
    void onDropped();
    void onMessage(const cowrie::Json& message);
    void onSeated(const cowrie::Json& message, bool created);
    void onResumed(const cowrie::Json& message);
    void onMoved(const cowrie::Json& message);
    void onOver(const cowrie::Json& message);
    void onError(const cowrie::Json& message);
    void setOpponent(const QString& name, bool present);
    void fail(const QString& error);
    void setError(const QString& error);
    QString defaultName(const QString& name) const;
    QString hostedDataDir() const;
    void announce();

    GameSession* session_;
    OnlineLink* link_;
    HostedServer* hosted_;
    bool active_ = false;
    bool failed_ = false;
    bool over_ = false;
    bool opponentPresent_ = false;
    QString opponentName_;
    QString myName_;
    OnlineSeat seat_;
    QString publicAddress_;
    QString errorText_;
    // Before a seat: the create or join message to send once connected,
    // and the setup a hosted game is played with.
    std::optional<cowrie::Json> firstMessage_;
    GameSetup hostSetup_;
    // The server's state after each move not yet checked, by ply.
    std::map<int, cowrie::Json> expected_;
    quint16 hostPort_ = 7341;
};

}  // namespace cowrie::ui
