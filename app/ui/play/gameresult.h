#pragma once
// GameResult: how the game shown ended, for the game-over panel and the
// players' bars: over or not, who won, by how much, who resigned, and the
// result in a sentence. The session keeps one (GameSession.result) and
// refreshes it in its one refresh pass; it decides nothing.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>

#include "app/ui/play/sides.h"

namespace cowrie::ui {

class GameResult : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A game's result belongs to a GameSession (result)")

  public:
    struct Values {
        bool over = false;
        sides::Side winner = sides::NoSide;
        QString text;
        int margin = 0;
        sides::Side resigned = sides::NoSide;
        bool operator==(const Values&) const = default;
    };

  private:
    Q_PROPERTY(bool over READ over NOTIFY changed)
    // NoSide for a draw (and before the end).
    Q_PROPERTY(cowrie::ui::sides::Side winner READ winner NOTIFY changed)
    // "Ana wins, 40 to 30: …", "Ben resigns; Ana wins." ("" before the end).
    Q_PROPERTY(QString text READ text NOTIFY changed)
    // The winner's lead in seeds (0 for a draw or a resignation).
    Q_PROPERTY(int margin READ margin NOTIFY changed)
    // The player who resigned, NoSide if none.
    Q_PROPERTY(cowrie::ui::sides::Side resigned READ resigned NOTIFY changed)

  public:
    explicit GameResult(QObject* parent) : QObject(parent) {}

    bool over() const { return values_.over; }
    sides::Side winner() const { return values_.winner; }
    QString text() const { return values_.text; }
    int margin() const { return values_.margin; }
    sides::Side resigned() const { return values_.resigned; }

    void set(const Values& values) {
        if (values == values_) return;
        values_ = values;
        emit changed();
    }

  signals:
    void changed();

  private:
    Values values_;
};

}  // namespace cowrie::ui
