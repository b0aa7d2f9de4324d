#include "app/ui/online/onlinelink.h"

#include <QDateTime>
#include <QWebSocket>

#include <algorithm>
#include <array>

namespace cowrie::ui {

namespace {

constexpr std::array<int, 6> kBackoffSeconds{1, 2, 4, 8, 16, 30};
constexpr int kPingMs = 20'000;
// A connection that has said nothing for this long (three pings unanswered) is dead.
constexpr qint64 kSilenceMs = 60'000;
// An attempt that has not connected by then (a host that drops packets) has failed.
constexpr int kAttemptMs = 10'000;

qint64 nowMs() {
    return QDateTime::currentMSecsSinceEpoch();
}

}  // namespace

OnlineLink::OnlineLink(QObject* parent) : QObject(parent) {
    retryTimer_.setSingleShot(true);
    connect(&retryTimer_, &QTimer::timeout, this, &OnlineLink::connectNow);
    tickTimer_.setInterval(1000);
    connect(&tickTimer_, &QTimer::timeout, this, [this] {
        if (!retryTimer_.isActive()) tickTimer_.stop();
        emit retryTick();
    });
    pingTimer_.setInterval(kPingMs);
    connect(&pingTimer_, &QTimer::timeout, this, &OnlineLink::pingOrGiveUp);
    attemptTimer_.setSingleShot(true);
    attemptTimer_.setInterval(kAttemptMs);
    connect(&attemptTimer_, &QTimer::timeout, this, [this] {
        if (!socket_ || connected_) return;
        // Said in these words, not the socket's ("operation aborted").
        disconnect(socket_, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this,
                   nullptr);
        lastError_ = tr("no answer within %1 s").arg(kAttemptMs / 1000);
        socket_->abort();  // the attempt fails: a retry is planned
    });
}

OnlineLink::~OnlineLink() {
    wanted_ = false;
    if (socket_) {
        socket_->disconnect(this);
        socket_->abort();
    }
}

void OnlineLink::open(const QUrl& url) {
    close();
    url_ = url;
    wanted_ = true;
    failures_ = 0;
    lastError_.clear();
    connectNow();
}

void OnlineLink::close() {
    wanted_ = false;
    retryTimer_.stop();
    tickTimer_.stop();
    pingTimer_.stop();
    attemptTimer_.stop();
    connected_ = false;
    if (socket_) {
        socket_->disconnect(this);
        socket_->close();
        socket_->deleteLater();
        socket_ = nullptr;
    }
}

void OnlineLink::connectNow() {
    if (!wanted_) return;
    if (socket_) {
        socket_->disconnect(this);
        socket_->abort();
        socket_->deleteLater();
    }
    socket_ = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    connect(socket_, &QWebSocket::connected, this, &OnlineLink::onConnected);
    // A failed attempt never connects, so the state says it, not `disconnected`.
    connect(socket_, &QWebSocket::stateChanged, this, [this](QAbstractSocket::SocketState state) {
        if (state == QAbstractSocket::UnconnectedState) onDisconnected();
    });
    connect(socket_, &QWebSocket::textMessageReceived, this, &OnlineLink::onText);
    connect(socket_, &QWebSocket::pong, this, [this] { lastHeard_ = nowMs(); });
    // Qt 6.4 names it error() (errorOccurred() from 6.5).
    connect(socket_, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this,
            [this] { lastError_ = socket_ ? socket_->errorString() : QString(); });
    attemptTimer_.start();
    socket_->open(url_);
}

void OnlineLink::onConnected() {
    attemptTimer_.stop();
    connected_ = true;
    failures_ = 0;
    lastError_.clear();
    lastHeard_ = nowMs();
    pingTimer_.start();
    emit opened();
}

void OnlineLink::onDisconnected() {
    // Once an attempt: a retry is planned already.
    if (retryTimer_.isActive()) return;
    const bool was = connected_;
    connected_ = false;
    pingTimer_.stop();
    attemptTimer_.stop();
    if (!wanted_) return;
    if (!was) ++failures_;
    planRetry();
    emit dropped();
}

void OnlineLink::planRetry() {
    const int step = std::min<int>(failures_, int(kBackoffSeconds.size()) - 1);
    retryTimer_.start(kBackoffSeconds[static_cast<size_t>(step)] * 1000);
    tickTimer_.start();
}

int OnlineLink::secondsToRetry() const {
    if (!retryTimer_.isActive()) return 0;
    return (retryTimer_.remainingTime() + 999) / 1000;
}

void OnlineLink::onText(const QString& text) {
    lastHeard_ = nowMs();
    auto parsed = cowrie::Json::parse(text.toStdString(), nullptr, false);
    if (parsed.is_discarded() || !parsed.is_object()) return;
    emit message(parsed);
}

bool OnlineLink::send(const cowrie::Json& message) {
    if (!connected_ || !socket_) return false;
    socket_->sendTextMessage(QString::fromStdString(
        message.dump(-1, ' ', false, cowrie::Json::error_handler_t::replace)));
    return true;
}

void OnlineLink::pingOrGiveUp() {
    if (!connected_ || !socket_) return;
    if (nowMs() - lastHeard_ > kSilenceMs) {
        socket_->abort();  // disconnected follows: a retry is planned
        return;
    }
    send(cowrie::Json{{"type", "ping"}});
}

void OnlineLink::dropForTest() {
    if (socket_) socket_->abort();
}

}  // namespace cowrie::ui
