#pragma once
// An invite: the one line a host gives a friend to join an online game.
//
//   cowrie://192.168.1.20:7341/K7P2MX9Q
//
// scheme "cowrie", the server's address (host:port; the port may be left
// out: 7341) and the room code as the path. A friend may paste it whole, or
// a server address alone ("192.168.1.20:7341", "ws://host:port",
// "wss://games.example.org") with the room code given apart. ws:// and wss://
// addresses are kept as they are (wss:// is a server with a certificate);
// anything else is reached over ws://.

#include <QString>
#include <QUrl>

#include <optional>

namespace cowrie::ui::online {

inline constexpr quint16 kDefaultPort = 7341;

struct Invite {
    QString address;  // "host:port", or a ws:// / wss:// URL without a path
    QString room;     // upper case; "" when the text named none
};

// Reads an invite or a bare address; nullopt when no address can be read
// from it (nothing, spaces inside, a port out of range).
std::optional<Invite> parseInvite(const QString& text);
// The invite line for `address` ("host:port") and `room`.
QString inviteText(const QString& address, const QString& room);
// The WebSocket URL of the server at `address` (an Invite's address), path /v1.
QUrl serverUrl(const QString& address);
// This computer's first IPv4 address that is not a loopback one (what a
// friend on the local network reaches), or 127.0.0.1 when it has none.
QString localNetworkAddress();

}  // namespace cowrie::ui::online
