#include "app/ui/learn/lessonsession.h"

#include <QCoreApplication>
#include <QFile>
#include <QMetaObject>
#include <QSettings>
#include <QVariantMap>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

#include "app/ui/board/narration.h"
#include "app/ui/board/tracetext.h"
#include "app/ui/play/refusaltext.h"
#include "app/ui/settings/languages.h"
#include "core/state_json.h"

namespace cowrie::ui {

using cowrie::Match;
using cowrie::Move;
using cowrie::Side;
using cowrie::Turn;
namespace lessons = cowrie::lessons;

namespace {

QString settingsKey(const std::string& lessonId) {
    return QStringLiteral("lessons/done/") + QString::fromStdString(lessonId);
}

// Lesson texts are English in the files and translated at display time
// (docs/lesson-format.md, "Translation").
QString lessonText(const std::string& text) {
    return QCoreApplication::translate("Lessons", text.c_str());
}

// Feedback that says nothing.
LessonSession::Words nothing() {
    return [] { return QString(); };
}

cowrie::ui::Names lessonNames() {
    return {QCoreApplication::translate("cowrie::ui::LessonSession", "South"),
            QCoreApplication::translate("cowrie::ui::LessonSession", "North")};
}

}  // namespace

LessonSession::LessonSession(QObject* parent)
    : QObject(parent),
      feed_(new BoardFeed(this)),
      step_(new LessonStep(this)),
      engineSearch_(new QFutureWatcher<void>(this)) {
    connect(feed_, &BoardFeed::presented, this, &LessonSession::animationFinished);
    connect(engineSearch_, &QFutureWatcher<void>::finished, this, [this] {
        if (!std::exchange(judgeWhenSearched_, false)) return;
        if (phase_ == Phase::Judging && pending_) judge();
    });
    connect(LanguageNotifier::instance(), &LanguageNotifier::changed, this, [this] {
        if (told_)
            feed_->setCaptions(
                cowrie::ui::narrate(*rules_, told_->before, told_->trace, lessonNames()), {});
        emit progressChanged();  // the lessons' titles
        step_->reword();
        emit wordingChanged();
    });
}

LessonSession::~LessonSession() = default;

bool LessonSession::load(const QString& gameId, const QString& path) {
    gameId_ = gameId;
    file_.reset();
    match_.reset();
    lessonIndex_ = -1;
    loadError_.clear();
    QFile in(path.isEmpty() ? QStringLiteral(":/resources/lessons/%1.json").arg(gameId) : path);
    if (!in.open(QIODevice::ReadOnly)) {
        loadError_ = tr("There are no lessons for this game yet.");
    } else {
        std::string error;
        file_ = lessons::readLessonFile(in.readAll().toStdString(), error);
        if (!file_)
            loadError_ = tr("The lessons cannot be read: %1").arg(QString::fromStdString(error));
    }
    setPhase(Phase::Idle, nothing(), QStringLiteral(""));
    refreshStep();
    emit gameChanged();
    emit progressChanged();
    emit stepChanged();
    emit wordingChanged();
    return file_.has_value();
}

QVariantList LessonSession::lessons() const {
    QVariantList out;
    if (!file_) return out;
    QSettings settings;
    for (const lessons::Lesson& l : file_->lessons)
        out.append(QVariantMap{{"id", QString::fromStdString(l.id)},
                               {"title", lessonText(l.title)},
                               {"summary", l.summary.empty() ? QString() : lessonText(l.summary)},
                               {"section", QString::fromStdString(l.section)},
                               {"strategy", l.kind == lessons::LessonKind::Strategy},
                               {"steps", static_cast<int>(l.steps.size())},
                               {"done", settings.value(settingsKey(l.id), false).toBool()}});
    return out;
}

int LessonSession::indexOf(const QString& idOrSection) const {
    if (!file_) return -1;
    const std::string key = idOrSection.toStdString();
    for (size_t i = 0; i < file_->lessons.size(); ++i)
        if (file_->lessons[i].id == key) return static_cast<int>(i);
    for (size_t i = 0; i < file_->lessons.size(); ++i)
        if (file_->lessons[i].section == key) return static_cast<int>(i);
    return -1;
}

bool LessonSession::begin(int index) {
    if (!file_ || index < 0 || index >= static_cast<int>(file_->lessons.size())) return false;
    std::string error;
    auto start = lessons::lessonStart(*file_, file_->lessons[index], error);
    if (!start) {
        loadError_ = QString::fromStdString(error);
        emit gameChanged();
        return false;
    }
    rules_ = start->rules;
    match_ = std::make_unique<Match>(rules_, start->position);
    lessonIndex_ = index;
    lessonDone_ = false;
    stepStarts_.clear();
    queue_.clear();
    stepMoves_.clear();
    pending_.reset();
    feed_->reset();
    emit gameChanged();
    enterStep(0);
    return true;
}

const lessons::Lesson* LessonSession::lesson() const {
    if (!file_ || lessonIndex_ < 0) return nullptr;
    return &file_->lessons[lessonIndex_];
}

const lessons::Step* LessonSession::currentStep() const {
    const lessons::Lesson* l = lesson();
    if (!l || stepIndex_ >= static_cast<int>(l->steps.size())) return nullptr;
    return &l->steps[stepIndex_];
}

void LessonSession::enterStep(int index) {
    stepIndex_ = index;
    stepSolved_ = false;
    pending_.reset();
    queue_.clear();
    stepMoves_.clear();
    const lessons::Step& s = *currentStep();
    if (s.position) {
        std::string error;
        if (auto position = lessons::stepPosition(*rules_, *s.position, error))
            *match_ = Match(rules_, *position);
    }
    if (stepStarts_.size() > static_cast<size_t>(index))
        stepStarts_.erase(stepStarts_.begin() + index, stepStarts_.end());
    stepStarts_.push_back(*match_);
    refreshStep();
    emit stepChanged();
    setPhase(Phase::Reading, nothing(), QStringLiteral(""));  // a new step says nothing yet
    showStill();
    switch (s.kind) {
        case lessons::StepKind::Read:
            // The moves it shows wait for the learner to have read it: watch().
            break;
        case lessons::StepKind::Play:
            setPhase(Phase::AwaitingMove);
            showStill();
            startEngineSearch();
            break;
        case lessons::StepKind::Predict:
            setPhase(Phase::AwaitingPlace);
            break;
    }
}

void LessonSession::setPhase(Phase phase, Words feedback, const QString& tone) {
    phase_ = phase;
    if (feedback) feedback_ = std::move(feedback);
    if (!tone.isNull()) feedbackTone_ = tone;
    refreshStep();
    emit phaseChanged();
    emit wordingChanged();
}

void LessonSession::showStill() {
    std::vector<int> legal;
    const cowrie::Position& p = match_->position();
    if (phase_ == Phase::AwaitingMove) {
        cowrie::MoveList moves;
        rules_->legalMoves(p, moves);
        for (Move m : moves) {
            if (p.toMove == Turn::Both)
                legal.push_back(p.board.hole(Side::South, m.southHole()));
            else if (p.toMove == Turn::South)
                legal.push_back(p.board.hole(Side::South, m.holeNumber()));
        }
    }
    feed_->board()->show(rules_, p, legal);
    feed_->clearMove();
    told_.reset();
    emit wordingChanged();
}

lessons::MoveResult LessonSession::animate(Move move) {
    lessons::MoveResult result = lessons::playMove(*match_, move);
    stepMoves_.push_back(move);
    told_ = result;
    feed_->board()->show(rules_, result.after, {});
    feed_->setMove(result.before.board, result.trace, sides::of(result.before.toMove),
                   cowrie::ui::narrate(*rules_, result.before, result.trace, lessonNames()));
    feed_->announceMove();
    emit wordingChanged();  // after the view forgot the last move's caption
    return result;
}

void LessonSession::playQueued() {
    if (queue_.empty()) {
        setPhase(afterQueue_);
        if (phase_ == Phase::AwaitingMove) showStill();
        return;
    }
    const Move move = queue_.front();
    queue_.pop_front();
    if (match_->whyIllegal(move)) {  // cannot happen in a checked lesson
        queue_.clear();
        setPhase(afterQueue_);
        return;
    }
    animate(move);
}

void LessonSession::animationFinished() {
    if (phase_ != Phase::Watching && phase_ != Phase::Judging) return;
    // Queued: the board may report the end from inside movePlayed (instant speed).
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (phase_ == Phase::Judging && pending_)
                judge();
            else if (phase_ == Phase::Watching)
                playQueued();
        },
        Qt::QueuedConnection);
}

bool LessonSession::solved(const lessons::MoveResult& result) const {
    for (const lessons::Goal& goal : currentStep()->goals)
        if (lessons::goalFails(goal, result)) return false;
    return true;
}

LessonSession::Words LessonSession::wrongWords(const lessons::MoveResult& result, Move move) const {
    const std::string text = rules_->moveText(move);
    for (const lessons::WrongMove& w : currentStep()->wrong) {
        auto listed = lessons::learnerMove(stepStarts_.back(), *currentStep(), w.move);
        if (w.move == text || (listed && *listed == move))
            return [said = w.text] { return lessonText(said); };
    }
    return [rules = rules_, result] {
        return tr("Not quite. %1")
            .arg(cowrie::ui::explainMove(*rules, result.before, result.trace, lessonNames()));
    };
}

void LessonSession::startEngineSearch() {
    std::vector<int> depths;
    for (const lessons::Goal& goal : currentStep()->goals)
        if (goal.check == "engineBest") depths.push_back(goal.params.value("depth", 1));
    if (depths.empty()) return;
    // An earlier step's search, if any, ends on its own: it only fills the
    // core's cache of values (core/lesson_claims.h).
    judgeWhenSearched_ = false;
    engineSearch_->setFuture(
        QtConcurrent::run([rules = rules_, position = match_->position(), depths] {
            std::string error;
            for (int depth : depths) lessons::valueMoves(*rules, position, depth, error);
        }));
}

void LessonSession::judge() {
    // The engine's values of the step's moves: the verdict of an engineBest
    // goal reads them (core/lesson_claims.h keeps them).
    if (engineSearch_->isRunning()) {
        judgeWhenSearched_ = true;  // judged when the values are there
        return;
    }
    const lessons::MoveResult result = *pending_;
    pending_.reset();
    const lessons::Step& s = *currentStep();
    if (!pendingIsShowMe_ && !solved(result)) {
        setPhase(Phase::Wrong, wrongWords(result, pendingMove_), QStringLiteral("wrong"));
        return;
    }
    stepSolved_ = true;
    Words text = [success = s.success, showMe = pendingIsShowMe_] {
        const QString said = success.empty() ? tr("Well done.") : lessonText(success);
        return showMe ? tr("That was the move. %1").arg(said) : said;
    };
    const bool paired = result.before.toMove == Turn::Both && !s.replies.empty();
    for (size_t i = paired ? 1 : 0; i < s.replies.size(); ++i)
        if (auto move = rules_->parseMove(s.replies[i])) queue_.push_back(*move);
    afterQueue_ = Phase::Reading;
    setPhase(queue_.empty() ? Phase::Reading : Phase::Watching, std::move(text),
             pendingIsShowMe_ ? QStringLiteral("") : QStringLiteral("right"));
    if (!queue_.empty()) playQueued();
}

bool LessonSession::choosePlace(int place, const QString& direction) {
    if (!match_ || !currentStep()) return false;
    const cowrie::Board& board = match_->position().board;
    if (place < 0 || place >= board.places()) return false;
    if (phase_ == Phase::AwaitingMove) {
        if (board.isStore(place) || board.owner(place) != Side::South) {
            setPhase(
                phase_, [] { return tr("Play one of your own holes, in the row nearest you."); },
                QStringLiteral("wrong"));
            return false;
        }
        const std::string text = std::to_string(board.holeNumber(place)) + direction.toStdString();
        auto move = lessons::learnerMove(*match_, *currentStep(), text);
        if (!move) return false;
        if (match_->whyIllegal(*move)) {
            setPhase(
                phase_,
                [rules = rules_, at = match_->position(), refused = *move] {
                    return tr("That hole cannot be played: %1.")
                        .arg(cowrie::ui::refusalText(*rules, at, refused, lessonNames()));
                },
                QStringLiteral("wrong"));
            return false;
        }
        pendingMove_ = *move;
        pendingIsShowMe_ = false;
        setPhase(Phase::Judging, nothing(), QStringLiteral(""));
        pending_ = animate(*move);
        return true;
    }
    if (phase_ == Phase::AwaitingPlace) {
        auto move = rules_->parseMove(currentStep()->move);
        if (!move) return false;
        Match trial = *match_;
        const int landing = lessons::landingPlace(lessons::playMove(trial, *move).trace);
        const bool right = landing == place;
        Words text = [rules = rules_, board, landing, right, success = currentStep()->success] {
            const QString where = cowrie::ui::placeText(*rules, board, landing, lessonNames());
            if (!right) return tr("Not there: the last seed falls in %1. Watch.").arg(where);
            return success.empty() ? tr("Right: the last seed falls in %1.").arg(where)
                                   : lessonText(success);
        };
        queue_.push_back(*move);
        afterQueue_ = Phase::Reading;
        setPhase(Phase::Watching, std::move(text),
                 right ? QStringLiteral("right") : QStringLiteral("wrong"));
        playQueued();
        return right;
    }
    return false;
}

void LessonSession::showMe() {
    if (!canShowMe()) return;
    auto move = lessons::learnerMove(stepStarts_.back(), *currentStep(), currentStep()->solution);
    if (!move) return;
    *match_ = stepStarts_.back();
    stepMoves_.clear();
    pendingMove_ = *move;
    pendingIsShowMe_ = true;
    setPhase(Phase::Judging, nothing(), QStringLiteral(""));
    pending_ = animate(*move);
}

void LessonSession::tryAgain() {
    if (phase_ != Phase::Wrong) return;
    *match_ = stepStarts_.back();
    stepMoves_.clear();
    setPhase(Phase::AwaitingMove, nothing(), QStringLiteral(""));
    showStill();  // the board and its captions forget the move taken back
}

std::vector<Move> LessonSession::shownMoves() const {
    std::vector<Move> moves;
    if (!currentStep() || !rules_) return moves;
    for (const std::string& m : currentStep()->show)
        if (auto move = rules_->parseMove(m)) moves.push_back(*move);
    return moves;
}

void LessonSession::watch() {
    if (!canWatch()) return;
    const std::vector<Move> moves = stepMoves_.empty() ? shownMoves() : stepMoves_;
    *match_ = stepStarts_.back();
    stepMoves_.clear();
    showStill();
    queue_.assign(moves.begin(), moves.end());
    afterQueue_ = Phase::Reading;
    setPhase(Phase::Watching);  // the verdict, if any, stays
    playQueued();
}

void LessonSession::next() {
    if (phase_ != Phase::Reading || !lesson()) return;
    if (lessonDone_) {
        if (!lastLesson()) begin(lessonIndex_ + 1);
        return;
    }
    if (stepIndex_ + 1 < static_cast<int>(lesson()->steps.size())) {
        enterStep(stepIndex_ + 1);
        return;
    }
    markDone();
    lessonDone_ = true;
    setPhase(
        Phase::Reading,
        [last = lastLesson()] {
            return last ? tr("You have finished every lesson of this game. Try a real game, or "
                             "some puzzles!")
                        : tr("Lesson complete.");
        },
        QStringLiteral("right"));
    emit lessonCompleted(QString::fromStdString(lesson()->id));
}

void LessonSession::previous() {
    if (stepIndex_ <= 0 || phase_ == Phase::Watching || phase_ == Phase::Judging) return;
    *match_ = stepStarts_[stepIndex_ - 1];
    lessonDone_ = false;
    enterStep(stepIndex_ - 1);
}

void LessonSession::markDone() {
    QSettings settings;
    settings.setValue(settingsKey(lesson()->id), true);
    emit progressChanged();
}

void LessonSession::resetProgress() {
    if (!file_) return;
    QSettings settings;
    for (const lessons::Lesson& l : file_->lessons) settings.remove(settingsKey(l.id));
    emit progressChanged();
}

QString LessonSession::lessonTitle() const {
    return lesson() ? lessonText(lesson()->title) : QString();
}

bool LessonSession::lastLesson() const {
    return file_ && lessonIndex_ == static_cast<int>(file_->lessons.size()) - 1;
}

void LessonSession::refreshStep() {
    LessonStep::Values v;
    const lessons::Step* s = currentStep();
    if (s && match_) {
        v.index = stepIndex_;
        v.count = static_cast<int>(lesson()->steps.size());
        switch (s->kind) {
            case lessons::StepKind::Read:
                v.kind = LessonStep::Read;
                break;
            case lessons::StepKind::Play:
                v.kind = LessonStep::Play;
                break;
            case lessons::StepKind::Predict:
                v.kind = LessonStep::Predict;
                break;
        }
        v.sourceText = QString::fromStdString(s->text);
        const cowrie::Board& b = match_->position().board;
        for (const std::string& name : s->highlight)
            if (int p = cowrie::placeNamed(b, name); p >= 0) v.highlighted.append(p);
        for (const auto& [from, to] : s->arrows)
            v.arrows.append(QVariantMap{{"from", cowrie::placeNamed(b, from)},
                                        {"to", cowrie::placeNamed(b, to)}});
        v.watched = !stepMoves_.empty();
        v.watchable = v.watched || !s->show.empty();
    }
    step_->set(v);
}

bool LessonSession::canWatch() const {
    return phase_ == Phase::Reading && !lessonDone_ && step_->watchable();
}

bool LessonSession::canShowMe() const {
    return currentStep() && currentStep()->kind == lessons::StepKind::Play && !stepSolved_ &&
           (phase_ == Phase::AwaitingMove || phase_ == Phase::Wrong);
}

bool LessonSession::needsDirection() const {
    if (!match_ || phase_ != Phase::AwaitingMove) return false;
    cowrie::MoveList moves;
    rules_->legalMoves(match_->position(), moves);
    return !moves.empty() && moves[0].hasDirection();
}

int LessonSession::holes() const {
    return match_ ? match_->position().board.holes : 0;
}

}  // namespace cowrie::ui
