#pragma once
// A scripted player of the network tests: one QWebSocket to a server, JSON
// messages out, the server's messages queued in order for the test to read.
// Every wait has a deadline, so a silent server fails a test, never hangs it.

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QStringList>
#include <QUrl>
#include <QWebSocket>

class ScriptedClient : public QObject {
    Q_OBJECT
  public:
    static constexpr int defaultWaitMs = 15000;

    explicit ScriptedClient(QObject* parent = nullptr);

    // Connects (ws:// or wss://; a wss:// certificate is not checked) and
    // waits for the handshake. False on a refusal or timeout.
    bool open(const QUrl& url, int timeoutMs = defaultWaitMs);
    // Drops the connection without a closing handshake (a lost network).
    void drop();

    void send(const QJsonObject& message);
    void sendText(const QString& text);
    void sendBinary(const QByteArray& data);

    // The next message from the server; an empty object on timeout.
    QJsonObject next(int timeoutMs = defaultWaitMs);
    // The next message that is not merely news of the other player
    // (`opponent`, `chosen`, `said`), unless `type` is one of those: the
    // caller compares its type. Empty on timeout.
    QJsonObject expect(const QString& type, int timeoutMs = defaultWaitMs);
    // Messages received and not yet read.
    int queued() const { return int(messages_.size()); }

    // Waits until the server has closed the connection.
    bool waitClosed(int timeoutMs = defaultWaitMs);
    bool isOpen() const { return socket_.state() == QAbstractSocket::ConnectedState; }
    // The close code the server sent (valid once closed).
    int closeCode() const { return int(socket_.closeCode()); }

  private:
    QWebSocket socket_;
    QList<QJsonObject> messages_;
};

// The type of `message`, for QCOMPARE, and the message itself on failure.
QString describe(const QJsonObject& message);
