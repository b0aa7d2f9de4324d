#include "app/ui/library/reviewsession.h"

#include <algorithm>
#include <cstdlib>
#include <string>

#include "app/ui/board/movepreview.h"
#include "app/ui/play/playtext.h"
#include "app/ui/play/sides.h"
#include "app/ui/settings/languages.h"
#include "app/ui/shared/coretext.h"
#include "app/ui/shared/engineworker.h"
#include "core/ai/score.h"
#include "core/game_record.h"
#include "core/puzzles/from_review.h"

namespace cowrie::ui {

namespace {

using cowrie::ai::MoveClass;
using cowrie::ai::MoveReview;

// A side's totals: how many moves of each class and the seeds given away.
// A move that threw a won match away (values of kWinScore and more) counts
// as a blunder but not in seeds: its "seeds" are the win's mark.
QVariantMap totalsOf(cowrie::Turn side, const std::vector<MoveReview>& reviews) {
    int counts[5] = {};
    int seeds = 0;
    for (const MoveReview& r : reviews) {
        if (r.mover != side || r.kind == MoveClass::Simultaneous) continue;
        ++counts[static_cast<int>(r.kind)];
        if (!cowrie::ai::isDecisive(r.before) && !cowrie::ai::isDecisive(r.after))
            seeds += r.seedsLost;
    }
    return {{"side", int(sides::of(side))},
            {"name", ReviewMoves::moverName(side)},
            {"best", counts[int(MoveClass::Best)]},
            {"good", counts[int(MoveClass::Good)]},
            {"inaccuracy", counts[int(MoveClass::Inaccuracy)]},
            {"mistake", counts[int(MoveClass::Mistake)]},
            {"blunder", counts[int(MoveClass::Blunder)]},
            {"seedsLost", seeds}};
}

// The place of `move`'s hole for the player to move in `position` (-1 for
// a pair chosen together, or no move).
int placeOf(const cowrie::Position& position, cowrie::Move move) {
    if (move.isNull() || move.isPair() || !cowrie::isSingle(position.toMove)) return -1;
    return position.board.hole(cowrie::sideOf(position.toMove), move.holeNumber());
}

// The sides a person played: the record's players who are not the computer
// (both when the record does not say who played).
std::vector<cowrie::Side> peopleOf(const cowrie::RecordMeta& meta) {
    std::vector<cowrie::Side> people;
    for (cowrie::Side side : {cowrie::Side::South, cowrie::Side::North})
        if (!meta.players || !(*meta.players)[size_t(cowrie::sideIndex(side))].computer)
            people.push_back(side);
    return people;
}

// "+3", "−2", "0": a value for South as the page prints it.
QString signedValue(int value) {
    if (value > 0) return QStringLiteral("+%1").arg(value);
    if (value < 0) return QStringLiteral("\u2212%1").arg(-value);
    return QStringLiteral("0");
}

}  // namespace

ReviewSession::ReviewSession(QObject* parent)
    : QObject(parent),
      worker_(new EngineWorker(this)),
      moves_(new ReviewMoves(this)),
      board_(new BoardSnapshot(this)) {
    connect(worker_, &EngineWorker::reviewProgressed, this, &ReviewSession::onProgressed);
    connect(worker_, &EngineWorker::reviewFinished, this, &ReviewSession::onFinished);
    // Every text the page shows is made on reading, so a switch of language
    // only has to say that all of it changed.
    connect(LanguageNotifier::instance(), &LanguageNotifier::changed, this, [this] {
        moves_->retranslate();
        emit gameChanged();
        emit reviewChanged();
        emit selectedChanged();
    });
}

// The worker (a child) stops its engine and joins the engine's thread as it
// goes.
ReviewSession::~ReviewSession() = default;

QString ReviewSession::gameId() const {
    return match_ ? QString::fromStdString(std::string(match_->rules().gameId())) : QString();
}

QString ReviewSession::gameName() const {
    return match_ ? coreText(match_->rules().game().name) : QString();
}

double ReviewSession::nodesPerPosition() const {
    return double(cowrie::ai::kReviewNodes);
}

bool ReviewSession::start(const QString& recordText) {
    worker_->stop();
    reviewId_ = 0;
    clearReview();
    std::string error;
    std::optional<cowrie::GameRecord> record =
        cowrie::readGameRecord(recordText.toStdString(), error);
    if (!record) {
        match_.reset();
        people_.clear();
        error_ = tr("This game cannot be reviewed: %1").arg(QString::fromStdString(error));
        emit gameChanged();
        setState(Failed);
        return false;
    }
    match_ = std::move(record->match);
    people_ = peopleOf(record->meta);
    error_.clear();
    board_->show(match_->sharedRules(), match_->initialPosition());
    emit gameChanged();
    setState(Running);
    reviewId_ = worker_->review(*match_, cowrie::ai::reviewLimits());
    return true;
}

void ReviewSession::cancel() {
    if (state_ != Running) return;
    worker_->stop();
    reviewId_ = 0;
    clearReview();
    setState(Cancelled);
}

void ReviewSession::onProgressed(quint64 id, int done, int) {
    if (id != reviewId_ || done == done_) return;
    done_ = done;
    emit progressChanged();
}

void ReviewSession::onFinished(quint64 id, const std::vector<MoveReview>& reviews) {
    if (id != reviewId_ || !match_) return;
    reviewId_ = 0;
    reviews_ = reviews;
    done_ = int(reviews.size());
    emit progressChanged();
    moves_->show(*match_, reviews_);

    values_.clear();
    valueScale_ = 4;
    kinds_.clear();
    for (const MoveReview& r : reviews_) {
        values_ << r.before;
        kinds_ << ReviewMoves::kindId(r.kind);
    }
    // The end: the last move's value (the final result once the game is over).
    values_ << (reviews_.empty() ? 0 : reviews_.back().after);
    kinds_ << QString();
    for (const QVariant& v : std::as_const(values_))
        if (!cowrie::ai::isDecisive(v.toInt()))
            valueScale_ = std::max(valueScale_, std::abs(v.toInt()));
    totals_ = {totalsOf(cowrie::Turn::South, reviews_), totalsOf(cowrie::Turn::North, reviews_)};
    practiceCount_ = int(practice().puzzles.size());
    emit reviewChanged();
    setState(Done);
    select(0);
}

void ReviewSession::select(int position) {
    if (state_ != Done || !match_) return;
    position = std::clamp(position, 0, total());
    const cowrie::Position& shown = match_->positionAfter(position);
    board_->show(match_->sharedRules(), shown);
    selected_ = position;
    playedPlace_ = bestPlace_ = -1;
    bestPreview_.clear();
    if (position < int(reviews_.size())) {
        const MoveReview& r = reviews_[size_t(position)];
        playedPlace_ = placeOf(shown, r.played);
        bestPlace_ = placeOf(shown, r.best);
        if (bestPlace_ >= 0) {
            MoveList legal;
            match_->rules().legalMoves(shown, legal);
            std::optional<cowrie::Direction> way;
            if (r.best.hasDirection()) way = r.best.direction();
            bestPreview_ = previewMove(match_->rules(), shown, legal, bestPlace_, way);
        }
    }
    selectedText_ = describe(position);
    emit selectedChanged();
}

QString ReviewSession::describe(int position) const {
    if (position >= int(reviews_.size())) {
        const QString result = resultSentence(match_->positionAfter(position), Names{});
        return result.isEmpty() ? tr("The position the game was left in.") : result;
    }
    const ReviewMoves::Entry& e = moves_->entries()[size_t(position)];
    const MoveReview& r = e.review;
    const QString who = ReviewMoves::moverName(r.mover);
    QString what;
    if (r.kind == MoveClass::Simultaneous) {
        what = tr("Move %1: both players chose at once, %2; such choices are not classed.")
                   .arg(r.ply)
                   .arg(e.move);
    } else if (r.played == r.best || r.seedsLost == 0) {
        what =
            r.played == r.best
                ? tr("Move %1: %2 played %3, the engine's choice too.").arg(r.ply).arg(who, e.move)
                : tr("Move %1: %2 played %3, as good as the engine's %4.")
                      .arg(r.ply)
                      .arg(who, e.move, e.best);
    } else if (cowrie::ai::isDecisive(r.seedsLost)) {
        what = tr("Move %1: %2 played %3, a blunder that changes the result. Best was %4.")
                   .arg(r.ply)
                   .arg(who, e.move, e.best);
    } else {
        // English has no numerus translation yet: one seed and many are two
        // strings, as in narration.cpp.
        const QString lost = r.seedsLost == 1 ? tr("%n seed given away", nullptr, 1)
                                              : tr("%n seeds given away", nullptr, r.seedsLost);
        what = tr("Move %1: %2 played %3, %4: %5. Best was %6.")
                   .arg(r.ply)
                   .arg(who, e.move, ReviewMoves::kindName(r.kind), lost, e.best);
    }
    // A won match is valued 10000 and more: said as the result, not seeds.
    const auto valueText = [](int value) {
        if (!cowrie::ai::isDecisive(value)) return signedValue(value);
        return value > 0 ? tr("a win for South") : tr("a win for North");
    };
    const QString value = tr("Value for South: %1 before the move, %2 after it.")
                              .arg(valueText(r.before), valueText(r.after));
    const QString how = r.exact ? tr("Exact: the engine searched to the end of the game.")
                                : tr("Estimated by a search of %L1 positions.")
                                      .arg(qulonglong(cowrie::ai::kReviewNodes));
    return what + QLatin1Char(' ') + value + QLatin1Char(' ') + how;
}

cowrie::puzzles::PuzzleFile ReviewSession::practice() const {
    if (!match_ || people_.empty()) return {};
    return cowrie::puzzles::puzzlesFromReview(*match_, reviews_, people_);
}

QString ReviewSession::practicePuzzles() const {
    if (state_ != Done || practiceCount_ == 0) return {};
    return QString::fromStdString(cowrie::puzzles::writePuzzleFile(practice()));
}

void ReviewSession::clearReview() {
    reviews_.clear();
    practiceCount_ = 0;
    moves_->clear();
    values_.clear();
    kinds_.clear();
    totals_.clear();
    valueScale_ = 4;
    if (done_ != 0) {
        done_ = 0;
        emit progressChanged();
    }
    emit reviewChanged();
    if (selected_ != -1 || !selectedText_.isEmpty()) {
        selected_ = playedPlace_ = bestPlace_ = -1;
        bestPreview_.clear();
        selectedText_.clear();
        emit selectedChanged();
    }
}

void ReviewSession::setState(State state) {
    if (state_ == state) return;
    state_ = state;
    emit stateChanged();
}

}  // namespace cowrie::ui
