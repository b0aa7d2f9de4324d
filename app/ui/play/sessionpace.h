#pragma once
// SessionPace: how fast a game session goes on by itself. The page sets the
// pause before each computer move and replay step (so that they can be
// followed even when moves are shown at once; 0 in tests) and how long a
// demo leaves a round's summary up; the session says when a round's summary
// waits to be read (awaitingSummary: the computer's next move waits for
// it). GameSession.pace; it decides nothing.

#include <QtQml/qqmlregistration.h>
#include <QObject>

#include <algorithm>

namespace cowrie::ui {

class SessionPace : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A game's pace belongs to a GameSession (pace)")

    Q_PROPERTY(int pauseMs READ pauseMs WRITE setPauseMs NOTIFY pauseMsChanged)
    Q_PROPERTY(int summaryMs READ summaryMs WRITE setSummaryMs NOTIFY summaryMsChanged)
    // A round ended and its summary waits to be read (GameSession.RoundSummary).
    Q_PROPERTY(bool awaitingSummary READ awaitingSummary NOTIFY awaitingSummaryChanged)

  public:
    explicit SessionPace(QObject* parent) : QObject(parent) {}

    int pauseMs() const { return pauseMs_; }
    int summaryMs() const { return summaryMs_; }
    bool awaitingSummary() const { return awaitingSummary_; }

    void setPauseMs(int ms) {
        ms = std::max(0, ms);
        if (ms == pauseMs_) return;
        pauseMs_ = ms;
        emit pauseMsChanged();
    }
    void setSummaryMs(int ms) {
        ms = std::max(0, ms);
        if (ms == summaryMs_) return;
        summaryMs_ = ms;
        emit summaryMsChanged();
    }
    void setAwaitingSummary(bool awaiting) {
        if (awaiting == awaitingSummary_) return;
        awaitingSummary_ = awaiting;
        emit awaitingSummaryChanged();
    }

  signals:
    void pauseMsChanged();
    void summaryMsChanged();
    void awaitingSummaryChanged();

  private:
    int pauseMs_ = 0;
    int summaryMs_ = 6000;
    bool awaitingSummary_ = false;
};

}  // namespace cowrie::ui
