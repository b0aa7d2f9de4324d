#pragma once
// HostedServer: the game server (net/server/game_server.h) run inside the
// app when the player hosts a game on the local network. It listens on all
// interfaces on the port asked for (7341 in the app), or, when that is
// taken, on a free port; its rooms
// are kept in the given folder (the app's data folder's "hosted"), so that a
// hosted game survives the app's restart like any server's.
//
// The server runs on a thread of its own: every move it plays through the
// rules core and writes to SQLite (a checkpoint's fsync can take tens of
// milliseconds) happens there, never on the GUI thread. Starting and
// stopping wait for that thread, once each.

#include <QObject>
#include <QString>
#include <QThread>

#include <memory>

namespace cowrie::net {
class GameServer;
}

namespace cowrie::ui {

class HostedServer : public QObject {
    Q_OBJECT

  public:
    explicit HostedServer(QObject* parent = nullptr);
    ~HostedServer() override;

    // Starts listening on `port`, or any free one when it is taken (or 0), its
    // rooms in `dataDir`. False with a one-line `error`. A server already
    // running is kept when it has the same folder.
    bool start(const QString& dataDir, quint16 port, QString& error);
    void stop();
    bool running() const;
    quint16 port() const;

  private:
    QThread thread_;
    QObject onThread_;  // lives on thread_: what the calls there are queued to
    // Made, used and destroyed on thread_.
    std::unique_ptr<cowrie::net::GameServer> server_;
    QString dataDir_;
    quint16 port_ = 0;  // while listening
};

}  // namespace cowrie::ui
