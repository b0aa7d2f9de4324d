#pragma once
// ReplayFrame: what a replay shows when it stops inside a move: the exact
// board of that step (the seeds of every place and the markers, from the
// rules core's ReplayWalk), the seeds in each hand and the place it is over,
// and the step's caption (the narration of narration.h). While a move is
// animated the caption follows the event being shown. QML draws the frame;
// it decides nothing.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>

namespace cowrie {
class ReplayWalk;
}

namespace cowrie::ui {

class ReplayFrame : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("a replay's frame (ReplayController.frame)")

    // Stopped inside a move: the properties below describe the board shown.
    Q_PROPERTY(bool shown READ shown NOTIFY changed)
    Q_PROPERTY(QVariantList counts READ counts NOTIFY changed)
    Q_PROPERTY(QVariantList markers READ markers NOTIFY changed)
    Q_PROPERTY(int southHandPlace READ southHandPlace NOTIFY changed)
    Q_PROPERTY(int southHandSeeds READ southHandSeeds NOTIFY changed)
    Q_PROPERTY(int northHandPlace READ northHandPlace NOTIFY changed)
    Q_PROPERTY(int northHandSeeds READ northHandSeeds NOTIFY changed)
    // The step reached (1-based) and the steps of the move; 0 when resting.
    Q_PROPERTY(int step READ step NOTIFY changed)
    Q_PROPERTY(int steps READ steps NOTIFY changed)
    // What the step (or the event being animated) does, in words.
    Q_PROPERTY(QString caption READ caption NOTIFY changed)

  public:
    explicit ReplayFrame(QObject* parent = nullptr) : QObject(parent) {}

    // The walk's stop: its board and hands, and the caption of its step
    // from `captions` (one per event of the walked move, narrate()).
    void show(const cowrie::ReplayWalk& walk, const QStringList& captions);
    // Resting between moves: nothing of a move is shown; the caption stays.
    void rest();
    void setCaption(const QString& caption);
    // The replay is over: nothing at all.
    void clear();

    bool shown() const { return shown_; }
    QVariantList counts() const { return counts_; }
    QVariantList markers() const { return markers_; }
    int southHandPlace() const { return handPlace_[0]; }
    int southHandSeeds() const { return handSeeds_[0]; }
    int northHandPlace() const { return handPlace_[1]; }
    int northHandSeeds() const { return handSeeds_[1]; }
    int step() const { return step_; }
    int steps() const { return steps_; }
    QString caption() const { return caption_; }

  signals:
    void changed();
    // The replay stopped somewhere else (inside a move, or resting): the
    // board redraws from the frame, or from the game's position when not shown.
    void moved();

  private:
    bool shown_ = false;
    QVariantList counts_;
    QVariantList markers_;
    int handPlace_[2] = {-1, -1};
    int handSeeds_[2] = {0, 0};
    int step_ = 0;
    int steps_ = 0;
    QString caption_;
};

}  // namespace cowrie::ui
