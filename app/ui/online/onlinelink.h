#pragma once
// OnlineLink: the app's one connection to a game server (net-contract.md):
// a WebSocket to ws://host:port/v1 carrying one JSON object a frame. It
// pings every 20 s, and takes a connection silent for a minute for dead (and
// an attempt unanswered for 10 s for failed).
// When the connection drops it connects again by itself, after 1, 2, 4, 8,
// 16, then every 30 s, until close(); each time it opens, `opened` tells the
// online game, which then resumes its seat.

#include <QObject>
#include <QTimer>
#include <QUrl>

#include "core/json.h"

class QWebSocket;

namespace cowrie::ui {

class OnlineLink : public QObject {
    Q_OBJECT

  public:
    explicit OnlineLink(QObject* parent = nullptr);
    ~OnlineLink() override;

    // Connects to `url` (closing any connection before), and keeps connecting.
    void open(const QUrl& url);
    // Closes the connection and stops connecting again.
    void close();
    // Sends one message; false while not connected (the message is dropped).
    bool send(const cowrie::Json& message);

    bool connected() const { return connected_; }
    // Connecting again is planned (after a drop or a failed attempt).
    bool retrying() const { return retryTimer_.isActive(); }
    // Whole seconds until the next attempt (0 when none is planned).
    int secondsToRetry() const;
    // How many attempts failed since the last connection (0 while connected).
    int failures() const { return failures_; }
    // The last connection error, in the socket's words ("" when none).
    QString lastError() const { return lastError_; }
    // Ends the connection as a broken network would (tests: the resume).
    void dropForTest();

  signals:
    void opened();
    // The connection was lost (or an attempt failed); a retry is planned.
    void dropped();
    void message(const cowrie::Json& message);
    // Once a second while a retry is planned (the countdown).
    void retryTick();

  private:
    void connectNow();
    void onConnected();
    void onDisconnected();
    void onText(const QString& text);
    void planRetry();
    void pingOrGiveUp();

    QWebSocket* socket_ = nullptr;
    QUrl url_;
    bool wanted_ = false;  // open() and not close()
    bool connected_ = false;
    int failures_ = 0;
    QString lastError_;
    QTimer retryTimer_;
    QTimer tickTimer_;
    QTimer pingTimer_;
    QTimer attemptTimer_;  // an attempt's time to connect
    qint64 lastHeard_ = 0;
};

}  // namespace cowrie::ui
