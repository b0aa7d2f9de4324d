#pragma once
// ServerCore's Transport over QWebSockets: the open connections by their
// ConnectionId, text frames out, and the core's close reasons as WebSocket
// close codes (1009 too large, 1008 policy, 1001 going away).

#include <QHash>
#include <QPointer>
#include <QSet>
#include <QWebSocket>

#include "net/core/server_core.h"

namespace cowrie::net {

class SocketTransport : public Transport {
  public:
    ConnectionId add(QWebSocket* socket);
    // Forgets the connection (its socket is gone); the id is never reused.
    void forget(ConnectionId connection);
    QWebSocket* socket(ConnectionId connection) const;
    // True once the server has closed it: its later frames are not read.
    bool isClosing(ConnectionId connection) const { return closing_.contains(connection); }
    QList<ConnectionId> connections() const { return sockets_.keys(); }
    int count() const { return int(sockets_.size()); }

    void send(ConnectionId to, const std::string& text) override;
    void close(ConnectionId connection, CloseReason reason) override;

  private:
    QHash<ConnectionId, QPointer<QWebSocket>> sockets_;
    QSet<ConnectionId> closing_;
    ConnectionId next_ = 1;
};

}  // namespace cowrie::net
