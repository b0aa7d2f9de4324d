#include "app/ui/library/replayframe.h"

#include "core/replay_walk.h"

namespace cowrie::ui {

namespace {

// The caption of the step ending at event `end`: the last event of the step
// that has one (drops have none; a run of refills is named by its first).
QString stepCaption(const QStringList& captions, int from, int end) {
    for (int i = end; i >= from && i >= 0; --i)
        if (i < captions.size() && !captions[i].isEmpty()) return captions[i];
    return {};
}

}  // namespace

void ReplayFrame::show(const cowrie::ReplayWalk& walk, const QStringList& captions) {
    if (!walk.inMove()) return rest();
    const cowrie::TraceBoard board = walk.board();
    const int places = board.board.places();
    counts_.clear();
    markers_.clear();
    for (int p = 0; p < places; ++p) {
        counts_.append(board.board.count(p));
        markers_.append(int(board.board.markers[static_cast<size_t>(p)]));
    }
    for (int side = 0; side < 2; ++side) {
        handPlace_[side] = board.handPlace[static_cast<size_t>(side)];
        handSeeds_[side] = board.hand[static_cast<size_t>(side)];
    }
    const int end = walk.eventIndex();
    const int from = walk.step() > 0 ? walk.steps()[static_cast<size_t>(walk.step() - 1)] + 1 : 0;
    caption_ = stepCaption(captions, from, end);
    step_ = walk.step() + 1;
    steps_ = static_cast<int>(walk.steps().size());
    shown_ = true;
    emit changed();
    emit moved();
}

void ReplayFrame::rest() {
    shown_ = false;
    counts_.clear();
    markers_.clear();
    handPlace_[0] = handPlace_[1] = -1;
    handSeeds_[0] = handSeeds_[1] = 0;
    step_ = steps_ = 0;
    emit changed();
    emit moved();
}

void ReplayFrame::setCaption(const QString& caption) {
    if (caption == caption_) return;
    caption_ = caption;
    emit changed();
}

void ReplayFrame::clear() {
    caption_.clear();
    rest();
}

}  // namespace cowrie::ui
