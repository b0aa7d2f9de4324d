#pragma once
// SideState: one side of the board as the play page shows it beside the
// board (the player bars): who plays it, the store, the seeds in its row,
// round wins, whether it is to move, has made its secret choice, or is being
// thought for by the computer. The session keeps one per side and refreshes
// it after every change; it decides nothing.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>

#include "app/ui/play/sides.h"

namespace cowrie::ui {

class SideState : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A side's state belongs to a GameSession (south, north)")

  public:
    // Who plays the side: a person at this computer, the computer, or a
    // person at another computer (an online game's opponent).
    enum Kind { Person, Computer, Remote };
    Q_ENUM(Kind)

    // What the bars show of a side, compared before a change is announced.
    struct Values {
        QString name;
        Kind kind = Person;
        int store = 0;
        int seeds = 0;
        int roundWins = 0;
        bool toMove = false;
        bool chosen = false;
        bool thinking = false;
        bool operator==(const Values&) const = default;
    };

  private:
    Q_PROPERTY(cowrie::ui::sides::Side side READ side CONSTANT)
    Q_PROPERTY(QString name READ name NOTIFY changed)
    Q_PROPERTY(Kind kind READ kind NOTIFY changed)
    Q_PROPERTY(bool computer READ computer NOTIFY changed)
    Q_PROPERTY(int store READ store NOTIFY changed)
    // The seeds in the side's holes.
    Q_PROPERTY(int seeds READ seeds NOTIFY changed)
    Q_PROPERTY(int roundWins READ roundWins NOTIFY changed)
    // The side moves now (or chooses now, when both choose at once).
    Q_PROPERTY(bool toMove READ toMove NOTIFY changed)
    // Both choose at once and this side has chosen (the hole stays secret).
    Q_PROPERTY(bool chosen READ chosen NOTIFY changed)
    // The computer is thinking for this side.
    Q_PROPERTY(bool thinking READ thinking NOTIFY changed)

  public:
    SideState(sides::Side side, QObject* parent) : QObject(parent), side_(side) {}

    sides::Side side() const { return side_; }
    QString name() const { return values_.name; }
    Kind kind() const { return values_.kind; }
    bool computer() const { return values_.kind == Computer; }
    int store() const { return values_.store; }
    int seeds() const { return values_.seeds; }
    int roundWins() const { return values_.roundWins; }
    bool toMove() const { return values_.toMove; }
    bool chosen() const { return values_.chosen; }
    bool thinking() const { return values_.thinking; }

    void set(const Values& values) {
        if (values == values_) return;
        values_ = values;
        emit changed();
    }

  signals:
    void changed();

  private:
    sides::Side side_;
    Values values_;
};

}  // namespace cowrie::ui
