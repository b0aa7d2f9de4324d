#include "net/server/socket_transport.h"

namespace cowrie::net {
namespace {

QWebSocketProtocol::CloseCode closeCode(CloseReason reason) {
    switch (reason) {
        case CloseReason::TooLarge:
            return QWebSocketProtocol::CloseCodeTooMuchData;  // 1009
        case CloseReason::Misbehaving:
            return QWebSocketProtocol::CloseCodePolicyViolated;  // 1008
        case CloseReason::GoingAway:
            break;
    }
    return QWebSocketProtocol::CloseCodeGoingAway;  // 1001
}

QString closeText(CloseReason reason) {
    switch (reason) {
        case CloseReason::TooLarge:
            return QStringLiteral("frame over 65536 bytes");
        case CloseReason::Misbehaving:
            return QStringLiteral("too many errors");
        case CloseReason::GoingAway:
            break;
    }
    return QStringLiteral("server closing");
}

}  // namespace

ConnectionId SocketTransport::add(QWebSocket* socket) {
    const ConnectionId id = next_++;
    sockets_.insert(id, socket);
    return id;
}

void SocketTransport::forget(ConnectionId connection) {
    sockets_.remove(connection);
    closing_.remove(connection);
}

QWebSocket* SocketTransport::socket(ConnectionId connection) const {
    return sockets_.value(connection);
}

void SocketTransport::send(ConnectionId to, const std::string& text) {
    QWebSocket* target = socket(to);
    if (target && !closing_.contains(to))
        target->sendTextMessage(QString::fromUtf8(text.data(), qsizetype(text.size())));
}

void SocketTransport::close(ConnectionId connection, CloseReason reason) {
    QWebSocket* target = socket(connection);
    if (!target || closing_.contains(connection)) return;
    closing_.insert(connection);
    target->close(closeCode(reason), closeText(reason));
}

}  // namespace cowrie::net
