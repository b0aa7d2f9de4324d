#include "net/server/game_server.h"

#include <QDateTime>
#include <QDir>
#include <QLockFile>
#include <QSslServer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

#include "net/server/socket_transport.h"
#include "net/server/sql_room_store.h"
#include "net/server/tls_files.h"

namespace cowrie::net {
namespace {

Millis now() {
    return QDateTime::currentMSecsSinceEpoch();
}

// Frames up to this size reach ServerCore, which answers `too-large` above
// maxFrameBytes (64 KiB) and closes with 1009; larger ones Qt closes itself.
constexpr quint64 maxQtMessageBytes = 1024 * 1024;
// 1,000+ clients may connect at once (the load benchmark): the kernel's
// queue of connections not yet accepted (capped by net.core.somaxconn) and
// Qt's own queues must hold them, not refuse them.
constexpr int listenBacklog = 4096;
constexpr int maxPendingConnections = 100000;
constexpr int idleSweepMs = 60 * 60 * 1000;

const QString endpointPath = QStringLiteral("/v1");

}  // namespace

struct GameServer::Impl {
    GameServer* self;
    std::unique_ptr<QLockFile> lock;
    std::unique_ptr<SqlRoomStore> store;
    SocketTransport transport;
    std::unique_ptr<ServerCore> core;
    std::unique_ptr<QTcpServer> listener;
    std::unique_ptr<QWebSocketServer> upgrader;
    QTimer sweep;
    bool secure = false;

    explicit Impl(GameServer* owner) : self(owner) {}

    bool openData(const QString& dataDir, QString* error);
    bool listen(const ServerConfig& config, QString* error);
    void accept(QWebSocket* socket);
    void onText(ConnectionId id, const QString& message);
    void onBinary(ConnectionId id);
    void onGone(ConnectionId id, QWebSocket* socket);
};

GameServer::GameServer(QObject* parent) : QObject(parent), impl_(std::make_unique<Impl>(this)) {
    impl_->sweep.setInterval(idleSweepMs);
    connect(&impl_->sweep, &QTimer::timeout, this, [this] {
        if (impl_->core) impl_->core->removeIdleRooms(now());
    });
}

GameServer::~GameServer() {
    stop();
}

bool GameServer::start(const ServerConfig& config, QString* error) {
    QString ignored;
    if (!error) error = &ignored;
    if (isListening()) {
        *error = QStringLiteral("the server is already running");
        return false;
    }
    stop();
    if (!impl_->openData(config.dataDir, error) || !impl_->listen(config, error)) {
        stop();
        return false;
    }
    impl_->sweep.start();
    return true;
}

bool GameServer::Impl::openData(const QString& dataDir, QString* error) {
    if (dataDir.isEmpty()) {
        *error = QStringLiteral("no data folder given");
        return false;
    }
    if (!QDir().mkpath(dataDir)) {
        *error = QStringLiteral("cannot create the data folder %1").arg(dataDir);
        return false;
    }
    const QDir dir(dataDir);
    lock = std::make_unique<QLockFile>(dir.filePath(QStringLiteral("cowrie-server.lock")));
    // Never stale by age (a server runs for months); only a lock whose
    // process is gone (a killed server) is taken over.
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0)) {
        qint64 pid = 0;
        QString host, app;
        lock->getLockInfo(&pid, &host, &app);
        *error = lock->error() == QLockFile::LockFailedError
                     ? QStringLiteral("another server (process %1) already uses the data folder %2")
                           .arg(pid)
                           .arg(dataDir)
                     : QStringLiteral("cannot lock the data folder %1").arg(dataDir);
        lock.reset();
        return false;
    }
    store = std::make_unique<SqlRoomStore>(dir.filePath(QStringLiteral("cowrie-server.sqlite")));
    if (!store->open(error)) return false;
    core = std::make_unique<ServerCore>(*store, transport);
    core->restore(now());
    if (!store->lastError().isEmpty()) {
        *error = store->lastError();
        return false;
    }
    core->removeIdleRooms(now());
    return true;
}

bool GameServer::Impl::listen(const ServerConfig& config, QString* error) {
    if (config.certFile.isEmpty() != config.keyFile.isEmpty()) {
        *error = QStringLiteral("a certificate and a key go together: give both or neither");
        return false;
    }
    secure = !config.certFile.isEmpty();
    if (secure) {
        QSslConfiguration tls;
        if (!loadTlsFiles(config.certFile, config.keyFile, &tls, error)) return false;
        auto sslServer = std::make_unique<QSslServer>();
        sslServer->setSslConfiguration(tls);
        listener = std::move(sslServer);
    } else {
        listener = std::make_unique<QTcpServer>();
    }
    listener->setListenBacklogSize(listenBacklog);
    listener->setMaxPendingConnections(maxPendingConnections);
    // The WebSocket handshake runs on the accepted (and, for wss://, already
    // decrypted) sockets: QWebSocketServer only upgrades them.
    upgrader = std::make_unique<QWebSocketServer>(QStringLiteral("cowrie-server"),
                                                  QWebSocketServer::NonSecureMode);
    upgrader->setMaxPendingConnections(maxPendingConnections);
    QObject::connect(listener.get(), &QTcpServer::pendingConnectionAvailable, self, [this] {
        while (listener && listener->hasPendingConnections()) {
            QTcpSocket* socket = listener->nextPendingConnection();
            // Each frame is a whole message: sent at once, not held back for
            // Nagle's algorithm until the peer's delayed ACK (docs/network.md:
            // the opponent's `moved` waited 20 ms at p50 without it).
            socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
            upgrader->handleConnection(socket);
        }
    });
    QObject::connect(upgrader.get(), &QWebSocketServer::newConnection, self, [this] {
        while (upgrader && upgrader->hasPendingConnections())
            accept(upgrader->nextPendingConnection());
    });
    if (!listener->listen(config.host, config.port)) {
        *error = QStringLiteral("cannot listen on %1 port %2: %3")
                     .arg(config.host.toString())
                     .arg(config.port)
                     .arg(listener->errorString());
        return false;
    }
    return true;
}

void GameServer::Impl::accept(QWebSocket* socket) {
    if (!socket) return;
    QObject::connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
    if (!core || socket->requestUrl().path() != endpointPath) {
        socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                      QStringLiteral("unknown endpoint: use /v1"));
        return;
    }
    socket->setMaxAllowedIncomingFrameSize(maxQtMessageBytes);
    socket->setMaxAllowedIncomingMessageSize(maxQtMessageBytes);
    const ConnectionId id = transport.add(socket);
    QObject::connect(socket, &QWebSocket::textMessageReceived, self,
                     [this, id](const QString& message) { onText(id, message); });
    QObject::connect(socket, &QWebSocket::binaryMessageReceived, self,
                     [this, id](const QByteArray&) { onBinary(id); });
    // Queued: a close asked for inside a ServerCore call must not re-enter it.
    QObject::connect(
        socket, &QWebSocket::disconnected, self, [this, id, socket] { onGone(id, socket); },
        Qt::QueuedConnection);
    core->connected(id, now());
}

void GameServer::Impl::onText(ConnectionId id, const QString& message) {
    if (!core || transport.isClosing(id)) return;
    const QByteArray utf8 = message.toUtf8();
    if (std::size_t(utf8.size()) > maxFrameBytes)
        core->tooLarge(id, now());
    else
        core->receive(id, std::string_view(utf8.constData(), std::size_t(utf8.size())), now());
}

void GameServer::Impl::onBinary(ConnectionId id) {
    if (!core || transport.isClosing(id)) return;
    // Through the core: a flood of binary frames is limited like any other.
    core->binaryFrame(id, now());
}

void GameServer::Impl::onGone(ConnectionId id, QWebSocket* socket) {
    // The id is forgotten before the socket is deleted (deleteLater above).
    Q_UNUSED(socket);
    transport.forget(id);
    if (core) core->disconnected(id, now());
}

void GameServer::stop() {
    impl_->sweep.stop();
    if (impl_->listener) impl_->listener->close();
    // Each socket is told 1001 and left to finish its closing handshake;
    // the sockets belong to the upgrader, which lives until the next start
    // or the server's end.
    for (ConnectionId id : impl_->transport.connections())
        impl_->transport.close(id, CloseReason::GoingAway);
    impl_->core.reset();
    impl_->store.reset();
    impl_->lock.reset();
}

bool GameServer::isListening() const {
    return impl_->listener && impl_->listener->isListening();
}

quint16 GameServer::port() const {
    return impl_->listener ? impl_->listener->serverPort() : 0;
}

bool GameServer::secure() const {
    return impl_->secure;
}

int GameServer::roomCount() const {
    return impl_->core ? int(impl_->core->roomCount()) : 0;
}

}  // namespace cowrie::net
