#include "app/ui/online/invite.h"

#include <QHostAddress>
#include <QNetworkInterface>

namespace cowrie::ui::online {

namespace {

const QString kScheme = QStringLiteral("cowrie://");

// "host", "host:port" or "[v6]:port": the address with a port, or "".
QString withPort(const QString& hostPort) {
    if (hostPort.isEmpty()) return {};
    const QUrl url(QStringLiteral("ws://") + hostPort);
    if (!url.isValid() || url.host().isEmpty() || !url.path().isEmpty()) return {};
    const int port = url.port(kDefaultPort);
    if (port <= 0 || port > 65535) return {};
    const QString host = url.host().contains(QLatin1Char(':'))
                             ? QLatin1Char('[') + url.host() + QLatin1Char(']')
                             : url.host();
    return host + QLatin1Char(':') + QString::number(port);
}

}  // namespace

std::optional<Invite> parseInvite(const QString& input) {
    QString text = input.trimmed();
    if (text.isEmpty() || text.contains(QLatin1Char(' '))) return std::nullopt;
    Invite invite;
    // ws:// and wss:// are kept as URLs (a path other than /v1 is no room).
    if (text.startsWith(QLatin1String("ws://"), Qt::CaseInsensitive) ||
        text.startsWith(QLatin1String("wss://"), Qt::CaseInsensitive)) {
        QUrl url(text);
        if (!url.isValid() || url.host().isEmpty()) return std::nullopt;
        const QString path = url.path();
        if (!path.isEmpty() && path != QLatin1String("/") && path != QLatin1String("/v1"))
            invite.room = path.section(QLatin1Char('/'), -1).toUpper();
        url.setPath({});
        invite.address = url.toString(QUrl::RemoveUserInfo | QUrl::StripTrailingSlash);
        return invite;
    }
    if (text.startsWith(kScheme, Qt::CaseInsensitive)) text = text.mid(kScheme.size());
    const int slash = text.indexOf(QLatin1Char('/'));
    if (slash >= 0) {
        invite.room = text.mid(slash + 1).remove(QLatin1Char('/')).toUpper();
        text = text.left(slash);
    }
    invite.address = withPort(text);
    if (invite.address.isEmpty()) return std::nullopt;
    return invite;
}

QString inviteText(const QString& address, const QString& room) {
    return kScheme + address + QLatin1Char('/') + room;
}

QUrl serverUrl(const QString& address) {
    QUrl url = address.contains(QLatin1String("://")) ? QUrl(address)
                                                      : QUrl(QStringLiteral("ws://") + address);
    url.setPath(QStringLiteral("/v1"));
    return url;
}

QString localNetworkAddress() {
    for (const QHostAddress& address : QNetworkInterface::allAddresses())
        if (address.protocol() == QAbstractSocket::IPv4Protocol && !address.isLoopback() &&
            !address.isLinkLocal())
            return address.toString();
    return QStringLiteral("127.0.0.1");
}

}  // namespace cowrie::ui::online
