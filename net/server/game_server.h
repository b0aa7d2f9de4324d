#pragma once
// cowrie-server's heart as a QObject: the ServerCore (net/core/) on a
// QWebSocketServer at path /v1, with its rooms in SQLite. `cowrie-server`
// (main.cpp) runs one; the app's "Host a game" runs one in-process.

#include <QHostAddress>
#include <QObject>
#include <QString>

#include <memory>

namespace cowrie::net {

struct ServerConfig {
    QHostAddress host = QHostAddress::Any;
    quint16 port = 0;  // 0: a free port, see GameServer::port()
    QString dataDir;   // holds cowrie-server.sqlite; created when missing
    QString certFile;  // both set: wss://, otherwise ws://
    QString keyFile;
};

class GameServer : public QObject {
    Q_OBJECT
  public:
    explicit GameServer(QObject* parent = nullptr);
    ~GameServer() override;

    // Opens the database, restores its rooms and listens. False with a
    // one-line `error` (port taken, data folder unusable, bad certificate,
    // another server already on this data folder).
    bool start(const ServerConfig& config, QString* error);
    // Closes every connection (close code 1001) and the database.
    void stop();

    bool isListening() const;
    quint16 port() const;
    bool secure() const;
    int roomCount() const;

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace cowrie::net
