#pragma once
// SessionTexts: what the play page says around the board, in the player's
// language: the game's name, the status sentence (what the last move did, a
// refusal, a problem) and its kind, whose turn it is and what to do (the
// prompt), why the turn is where it is, what the players agreed, and the
// direction chosen for the game. The session keeps one (GameSession.texts):
// it writes the status when something happens and refreshes the rest in its
// one refresh pass; the texts decide nothing.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>

namespace cowrie::ui {

class SessionTexts : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A game's texts belong to a GameSession (texts)")

  public:
    // What the status sentence is: whose turn it is, what a move did, a
    // refused intent, or a problem the player must know of (a save failed).
    enum StatusKind { Prompt, MoveDone, Refusal, Problem };
    Q_ENUM(StatusKind)

    // The texts refreshed after every change (not the status).
    struct Values {
        QString gameName;
        QString prompt;
        QString turnReason;
        QString agreement;
        QString direction;
        bool operator==(const Values&) const = default;
    };

  private:
    Q_PROPERTY(QString gameName READ gameName NOTIFY changed)
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)
    Q_PROPERTY(StatusKind statusKind READ statusKind NOTIFY statusChanged)
    // Whose turn it is and what to do, in a sentence with the players' names.
    Q_PROPERTY(QString prompt READ prompt NOTIFY changed)
    // Why the turn is where it is after the last move ("" for a plain change).
    Q_PROPERTY(QString turnReason READ turnReason NOTIFY changed)
    // What the players agreed when they created the game and holds in play
    // (Olinda keliya's agreed draw at 28 each), "" for nothing.
    Q_PROPERTY(QString agreement READ agreement NOTIFY changed)
    // The direction chosen for the whole game, in words ("" while unchosen).
    Q_PROPERTY(QString direction READ direction NOTIFY changed)

  public:
    explicit SessionTexts(QObject* parent) : QObject(parent) {}

    QString gameName() const { return values_.gameName; }
    QString status() const { return status_; }
    StatusKind statusKind() const { return statusKind_; }
    QString prompt() const { return values_.prompt; }
    QString turnReason() const { return values_.turnReason; }
    QString agreement() const { return values_.agreement; }
    QString direction() const { return values_.direction; }

    void set(const Values& values) {
        if (values == values_) return;
        values_ = values;
        emit changed();
    }
    void setStatus(const QString& status, StatusKind kind) {
        if (status == status_ && kind == statusKind_) return;
        status_ = status;
        statusKind_ = kind;
        emit statusChanged();
    }

  signals:
    void changed();
    void statusChanged();

  private:
    Values values_;
    QString status_;
    StatusKind statusKind_ = Prompt;
};

}  // namespace cowrie::ui
