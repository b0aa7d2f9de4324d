#include "app/ui/online/hostedserver.h"

#include "net/server/game_server.h"

namespace cowrie::ui {

HostedServer::HostedServer(QObject* parent) : QObject(parent) {
    thread_.setObjectName(QStringLiteral("hosted game server"));
    onThread_.moveToThread(&thread_);
}

HostedServer::~HostedServer() {
    stop();
    thread_.quit();
    thread_.wait();
}

bool HostedServer::start(const QString& dataDir, quint16 port, QString& error) {
    if (running() && dataDir == dataDir_) return true;
    stop();
    if (!thread_.isRunning()) thread_.start();
    // The port asked for (7341, or the one a saved game's invite named), then any.
    QList<quint16> ports;
    if (port != 0) ports << port;
    ports << 0;
    bool started = false;
    // The server is made and started on its thread; this waits for the answer.
    QMetaObject::invokeMethod(
        &onThread_,
        [&] {
            for (const quint16 tried : ports) {
                auto server = std::make_unique<net::GameServer>();
                net::ServerConfig config;
                config.port = tried;
                config.dataDir = dataDir;
                if (server->start(config, &error)) {
                    port_ = server->port();
                    server_ = std::move(server);
                    started = true;
                    return;
                }
            }
        },
        Qt::BlockingQueuedConnection);
    if (!started) return false;
    dataDir_ = dataDir;
    error.clear();
    return true;
}

void HostedServer::stop() {
    if (server_)
        QMetaObject::invokeMethod(
            &onThread_,
            [this] {
                server_->stop();
                server_.reset();
            },
            Qt::BlockingQueuedConnection);
    port_ = 0;
    dataDir_.clear();
}

bool HostedServer::running() const {
    return port_ != 0;
}

quint16 HostedServer::port() const {
    return port_;
}

}  // namespace cowrie::ui
