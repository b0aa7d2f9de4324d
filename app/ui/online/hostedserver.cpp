#include "app/ui/online/hostedserver.h"

#include "net/server/game_server.h"

namespace cowrie::ui {

HostedServer::HostedServer(QObject* parent) : QObject(parent) {}

HostedServer::~HostedServer() {
    stop();
}

bool HostedServer::start(const QString& dataDir, quint16 port, QString& error) {
    if (server_ && server_->isListening() && dataDir == dataDir_) return true;
    stop();
    // The port asked for (7341, or the one a saved game's invite named), then any.
    QList<quint16> ports;
    if (port != 0) ports << port;
    ports << 0;
    for (const quint16 tried : ports) {
        auto server = std::make_unique<net::GameServer>();
        net::ServerConfig config;
        config.port = tried;
        config.dataDir = dataDir;
        if (server->start(config, &error)) {
            server_ = std::move(server);
            dataDir_ = dataDir;
            error.clear();
            return true;
        }
    }
    return false;
}

void HostedServer::stop() {
    if (server_) server_->stop();
    server_.reset();
    dataDir_.clear();
}

bool HostedServer::running() const {
    return server_ && server_->isListening();
}

quint16 HostedServer::port() const {
    return server_ ? server_->port() : 0;
}

}  // namespace cowrie::ui
