#include "app/ui/board/boardfeed.h"

#include "app/ui/board/tracetext.h"
#include "core/trace_boards.h"

namespace cowrie::ui {

namespace {

QVariantList pair(const std::array<int, 2>& values) {
    return {values[0], values[1]};
}

QVariantList boardsOf(const cowrie::Board& before, const cowrie::Trace& trace) {
    QVariantList list;
    list.reserve(static_cast<qsizetype>(trace.size()));
    for (const cowrie::TraceBoard& at : cowrie::boardsAlongTrace(before, trace)) {
        list.append(QVariantMap{{"counts", countsOf(at.board)},
                                {"markers", markersOf(at.board)},
                                {"hands", pair(at.hand)},
                                {"handPlaces", pair(at.handPlace)}});
    }
    return list;
}

}  // namespace

BoardFeed::BoardFeed(QObject* parent) : QObject(parent), board_(new BoardModel(this)) {}

void BoardFeed::setPresenting(bool presenting) {
    if (presenting == presenting_) return;
    presenting_ = presenting;
    emit presentingChanged();
    if (!presenting_) emit presented();
}

void BoardFeed::setTurned(bool turned) {
    if (turned == turned_) return;
    turned_ = turned;
    emit turnedChanged();
}

void BoardFeed::setNames(const QString& south, const QString& north) {
    if (names_[0] == south && names_[1] == north) return;
    names_[0] = south;
    names_[1] = north;
    emit namesChanged();
}

void BoardFeed::setMove(const cowrie::Board& before, const cowrie::Trace& trace, sides::Side mover,
                        const QStringList& captions, const QVariantMap& roundSummary) {
    trace_ = traceToVariant(trace);
    boardBefore_ = countsOf(before);
    markersBefore_ = markersOf(before);
    boards_ = boardsOf(before, trace);
    mover_ = mover;
    emit moveChanged();
    setCaptions(captions, roundSummary);
}

void BoardFeed::setCaptions(const QStringList& captions, const QVariantMap& roundSummary) {
    captions_ = captions;
    roundSummary_ = roundSummary;
    emit captionsChanged();
}

void BoardFeed::announceMove() {
    if (hasMove()) emit movePlayed();
}

void BoardFeed::clearMove() {
    if (trace_.isEmpty() && boardBefore_.isEmpty() && roundSummary_.isEmpty() &&
        captions_.isEmpty())
        return;
    trace_.clear();
    boardBefore_.clear();
    markersBefore_.clear();
    boards_.clear();
    mover_ = sides::NoSide;
    emit moveChanged();
    setCaptions({}, {});
}

void BoardFeed::jump() {
    emit jumped();
}

void BoardFeed::reset() {
    clearMove();
    emit gameChanged();
}

}  // namespace cowrie::ui
