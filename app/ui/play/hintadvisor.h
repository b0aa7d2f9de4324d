#pragma once
// HintAdvisor: the engine's suggestion for the person to move, as the place
// to ring on the board and a sentence ("Try hole 3, sowing towards your
// right."). It asks the session's engine with a strong level and a short
// time; the session clears the hint whenever the position changes.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>

#include <memory>

#include "core/move.h"
#include "core/position.h"
#include "core/rules.h"
#include "core/side.h"

namespace cowrie::ui {

class EngineWorker;

class HintAdvisor : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("a game session's hints")

    // The place to highlight (-1 when none) and the move in words.
    Q_PROPERTY(int place READ place NOTIFY changed)
    Q_PROPERTY(QString text READ text NOTIFY changed)
    // The engine is looking for the hint (busyChanged relays the engine's
    // changes; changed is the hint's own, asked, found or cleared).
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)

  public:
    HintAdvisor(cowrie::ui::EngineWorker* engine, QObject* parent);

    // Asks for the best move of `side` (the person acting) in `position`.
    void ask(std::shared_ptr<const cowrie::Rules> rules, const cowrie::Position& position,
             cowrie::Side side);
    // Forgets the question and the hint shown.
    void clear();

    int place() const { return place_; }
    QString text() const { return text_; }
    bool busy() const;

  signals:
    void changed();
    void busyChanged();

  private:
    void onMoveFound(quint64 id, quint16 code);

    cowrie::ui::EngineWorker* engine_;
    std::shared_ptr<const cowrie::Rules> rules_;
    cowrie::Position position_;
    cowrie::Side side_ = cowrie::Side::South;
    quint64 question_ = 0;
    int place_ = -1;
    QString text_;
};

}  // namespace cowrie::ui
