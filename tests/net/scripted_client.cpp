#include "tests/net/scripted_client.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QJsonDocument>
#include <QSslConfiguration>

namespace {

// Runs the event loop until `done` or the deadline.
template <typename Done>
bool waitUntil(Done done, int timeoutMs) {
    QDeadlineTimer deadline(timeoutMs);
    while (!done()) {
        if (deadline.hasExpired()) return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
    }
    return true;
}

bool isNews(const QJsonObject& message) {
    const QString type = message.value(QLatin1String("type")).toString();
    return type == QLatin1String("opponent") || type == QLatin1String("chosen") ||
           type == QLatin1String("said");
}

}  // namespace

ScriptedClient::ScriptedClient(QObject* parent) : QObject(parent) {
    connect(&socket_, &QWebSocket::textMessageReceived, this, [this](const QString& text) {
        const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8());
        if (!document.isObject()) {
            messages_.append(QJsonObject{{"type", "<not a JSON object>"}, {"text", text}});
            return;
        }
        messages_.append(document.object());
    });
    // The tests' certificates are self-signed.
    connect(&socket_, &QWebSocket::sslErrors, this,
            [this](const QList<QSslError>&) { socket_.ignoreSslErrors(); });
}

bool ScriptedClient::open(const QUrl& url, int timeoutMs) {
    messages_.clear();
    if (url.scheme() == QLatin1String("wss")) {
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setPeerVerifyMode(QSslSocket::VerifyNone);
        socket_.setSslConfiguration(tls);
    }
    socket_.open(url);
    waitUntil(
        [this] {
            const auto state = socket_.state();
            return state == QAbstractSocket::ConnectedState ||
                   state == QAbstractSocket::UnconnectedState;
        },
        timeoutMs);
    return socket_.state() == QAbstractSocket::ConnectedState;
}

void ScriptedClient::drop() {
    socket_.abort();
}

void ScriptedClient::send(const QJsonObject& message) {
    sendText(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

void ScriptedClient::sendText(const QString& text) {
    socket_.sendTextMessage(text);
    socket_.flush();
}

void ScriptedClient::sendBinary(const QByteArray& data) {
    socket_.sendBinaryMessage(data);
    socket_.flush();
}

QJsonObject ScriptedClient::next(int timeoutMs) {
    if (!waitUntil([this] { return !messages_.isEmpty(); }, timeoutMs)) return {};
    return messages_.takeFirst();
}

QJsonObject ScriptedClient::expect(const QString& type, int timeoutMs) {
    const bool wantNews = isNews(QJsonObject{{"type", type}});
    QDeadlineTimer deadline(timeoutMs);
    for (;;) {
        QJsonObject message = next(int(qMax<qint64>(0, deadline.remainingTime())));
        if (message.isEmpty() || wantNews || !isNews(message) ||
            message.value(QLatin1String("type")).toString() == type)
            return message;
    }
}

bool ScriptedClient::waitClosed(int timeoutMs) {
    return waitUntil([this] { return socket_.state() == QAbstractSocket::UnconnectedState; },
                     timeoutMs);
}

QString describe(const QJsonObject& message) {
    return QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact));
}
