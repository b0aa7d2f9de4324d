#include "app/ui/puzzles/puzzlesession.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QMetaObject>
#include <QVariantMap>

#include "app/ui/board/narration.h"
#include "app/ui/play/refusaltext.h"
#include "app/ui/puzzles/puzzleshelf.h"
#include "app/ui/puzzles/puzzletexts.h"
#include "app/ui/settings/languages.h"
#include "app/ui/shared/engineworker.h"
#include "core/puzzles/puzzle_line.h"
#include "core/puzzles/puzzle_pick.h"

namespace cowrie::ui {

using cowrie::Match;
using cowrie::Move;
using cowrie::Side;
using cowrie::Turn;
namespace puzzles = cowrie::puzzles;

namespace {

// The engine's reply to a wrong move: as strong and as quick as a hint
// (HintAdvisor): the move a good player would answer with.
constexpr int kReplyLevel = 3;
constexpr int kReplyMs = 800;

Names puzzleNames() {
    return {QCoreApplication::translate("cowrie::ui::PuzzleSession", "South"),
            QCoreApplication::translate("cowrie::ui::PuzzleSession", "North")};
}

PuzzleSession::Words nothing() {
    return [] { return QString(); };
}

// The puzzles in each game's file, counted once.
int puzzlesIn(const QString& gameId) {
    static QHash<QString, int> counted;
    if (auto found = counted.find(gameId); found != counted.end()) return *found;
    std::string error;
    const auto file = puzzles::readPuzzleFile(puzzleFileText(gameId).toStdString(), error);
    const int count = file ? static_cast<int>(file->puzzles.size()) : 0;
    counted.insert(gameId, count);
    return count;
}

}  // namespace

PuzzleSession::PuzzleSession(QObject* parent)
    : QObject(parent),
      feed_(new BoardFeed(this)),
      card_(new PuzzleCard(this)),
      progress_(new PuzzleProgress(this)),
      engine_(new EngineWorker(this)) {
    connect(feed_, &BoardFeed::presented, this, &PuzzleSession::animationFinished);
    connect(engine_, &EngineWorker::moveFound, this,
            [this](quint64 id, quint16 code) { onReply(id, code); });
    connect(LanguageNotifier::instance(), &LanguageNotifier::changed, this, [this] {
        if (told_ && rules_)
            feed_->setCaptions(narrate(*rules_, told_->first, told_->second, puzzleNames()), {});
        card_->reword();
        emit wordingChanged();
    });
}

PuzzleSession::~PuzzleSession() = default;

QVariantList PuzzleSession::games() const {
    QVariantList out;
    for (const QString& id : puzzleGames()) {
        const PuzzleProgress::Summary kept = PuzzleProgress::summaryOf(id);
        out.append(QVariantMap{{"gameId", id},
                               {"count", puzzlesIn(id)},
                               {"rating", kept.rating},
                               {"solved", kept.solved}});
    }
    return out;
}

bool PuzzleSession::setFile(const QString& text, const QString& gameId) {
    file_.reset();
    match_.reset();
    rules_.reset();
    puzzleIndex_ = -1;
    loadError_.clear();
    if (text.isNull()) {
        loadError_ = tr("There are no puzzles for this game yet.");
    } else {
        std::string error;
        file_ = puzzles::readPuzzleFile(text.toStdString(), error);
        if (!file_)
            loadError_ = tr("The puzzles cannot be read: %1").arg(QString::fromStdString(error));
        else if (file_->puzzles.empty())
            loadError_ = tr("There are no puzzles for this game yet.");
    }
    gameId_ = file_ ? QString::fromStdString(file_->game) : gameId;
    if (!practising_) progress_->setGame(gameId_);
    card_->setPuzzle(std::nullopt, Side::South, false);
    feed_->reset();
    setPhase(Phase::Idle, nothing(), QStringLiteral(""));
    emit gameChanged();
    return file_.has_value() && !file_->puzzles.empty();
}

bool PuzzleSession::load(const QString& gameId, const QString& path) {
    practising_ = false;
    QString text;
    if (path.isEmpty()) {
        text = puzzleFileText(gameId);
    } else if (QFile in(path); in.open(QIODevice::ReadOnly)) {
        text = QString::fromUtf8(in.readAll());
    }
    return setFile(text, gameId);
}

bool PuzzleSession::openPractice(const QString& puzzleFileText) {
    practising_ = true;
    if (!setFile(puzzleFileText.isNull() ? QStringLiteral("") : puzzleFileText, QString()))
        return false;
    for (int first = 0; first < puzzleCount(); ++first)
        if (playable(first)) return open(first, false);
    return open(0, false);  // says why it cannot be shown
}

int PuzzleSession::puzzleCount() const {
    return file_ ? static_cast<int>(file_->puzzles.size()) : 0;
}

void PuzzleSession::setToday(QDate today) {
    progress_->setToday(today);
    emit gameChanged();
}

QString PuzzleSession::dailyIdOn(QDate date) const {
    if (!file_ || practising_ || !date.isValid()) return QString();
    const auto index = puzzles::dailyPuzzle(*file_, date.year(), date.month(), date.day());
    if (!index) return QString();
    // One the page cannot show gives way to the next in the file: still the
    // same for every player on the date.
    for (int step = 0; step < puzzleCount(); ++step) {
        const int at = (static_cast<int>(*index) + step) % puzzleCount();
        if (playable(at)) return QString::fromStdString(file_->puzzles[static_cast<size_t>(at)].id);
    }
    return QString();
}

bool PuzzleSession::playable(int index) const {
    std::string error;
    const auto start =
        puzzles::puzzleStart(*file_, file_->puzzles[static_cast<size_t>(index)], error);
    return start && isSingle(start->position.toMove);
}

bool PuzzleSession::nextPuzzle() {
    if (!file_ || file_->puzzles.empty() || phase_ == Phase::Answering || phase_ == Phase::Refuting)
        return false;
    if (practising_) {
        for (int next = puzzleIndex_ + 1; next < puzzleCount(); ++next)
            if (playable(next)) return open(next, false);
        return false;
    }
    // None tried before, solved or failed (a failed one served again a few
    // puzzles later reads as a repeat, and its answer is known by then), nor
    // the one just played; nor one the page cannot show (both players
    // choosing at once).
    std::vector<std::string> done = progress_->triedIds();
    if (card_->current()) done.push_back(card_->current()->id);
    for (int tries = 0; tries < 64; ++tries) {
        const auto index = puzzles::pickPuzzle(
            *file_, progress_->glicko().rating, done,
            static_cast<std::uint64_t>(progress_->attempts()) * 7919u + done.size());
        if (!index) return false;
        if (playable(static_cast<int>(*index))) return open(static_cast<int>(*index), false);
        done.push_back(file_->puzzles[*index].id);
    }
    return false;
}

bool PuzzleSession::openDaily() {
    if (!file_ || practising_) return false;
    const QString id = dailyId();
    for (size_t i = 0; i < file_->puzzles.size(); ++i)
        if (QString::fromStdString(file_->puzzles[i].id) == id)
            return open(static_cast<int>(i), true);
    return false;
}

bool PuzzleSession::openPuzzle(const QString& puzzleId) {
    if (!file_) return false;
    for (size_t i = 0; i < file_->puzzles.size(); ++i)
        if (QString::fromStdString(file_->puzzles[i].id) == puzzleId)
            return open(static_cast<int>(i), !practising_ && puzzleId == dailyId());
    return false;
}

bool PuzzleSession::open(int index, bool daily) {
    if (!file_ || index < 0 || index >= puzzleCount()) return false;
    const puzzles::Puzzle& puzzle = file_->puzzles[static_cast<size_t>(index)];
    std::string error;
    auto start = puzzles::puzzleStart(*file_, puzzle, error);
    if (!start || start->position.toMove == Turn::Both || start->position.toMove == Turn::None) {
        loadError_ = start
                         ? tr("This puzzle cannot be shown: both players move at once.")
                         : tr("This puzzle cannot be read: %1").arg(QString::fromStdString(error));
        emit gameChanged();
        return false;
    }
    engine_->stop();
    question_ = 0;
    rules_ = start->rules;
    match_ = std::make_unique<Match>(rules_, start->position);
    solver_ = start->position.toMove;
    puzzleIndex_ = index;
    lineIndex_ = 0;
    solverMove_ = 0;
    recorded_ = false;
    showingAnswer_ = false;
    endedByAlsoRight_ = false;
    beforeWrong_.reset();
    card_->setPuzzle(puzzle, sideOf(solver_), daily);
    feed_->reset();
    feed_->setTurned(solver_ == Turn::North);  // the solver's row nearest
    setPhase(
        Phase::AwaitingMove,
        [north = solver_ == Turn::North] {
            return north ? tr("You play North: your holes are nearest you. Find the best move.")
                         : tr("You play South: your holes are nearest you. Find the best move.");
        },
        QStringLiteral(""));
    showStill();
    return true;
}

void PuzzleSession::close() {
    if (phase_ == Phase::Idle) return;
    engine_->stop();
    question_ = 0;
    match_.reset();
    card_->setPuzzle(std::nullopt, Side::South, false);
    feed_->reset();
    setPhase(Phase::Idle, nothing(), QStringLiteral(""));
    emit gamesChanged();  // the overview's ratings
}

void PuzzleSession::setPhase(Phase phase, Words feedback, const QString& tone) {
    phase_ = phase;
    if (feedback) feedback_ = std::move(feedback);
    if (!tone.isNull()) feedbackTone_ = tone;
    emit phaseChanged();
    emit wordingChanged();
}

void PuzzleSession::showStill(bool keepMove) {
    if (!match_) return;
    std::vector<int> legal;
    const cowrie::Position& p = match_->position();
    if (phase_ == Phase::AwaitingMove)
        for (Move m : match_->legalMoves())
            legal.push_back(p.board.hole(sideOf(solver_), m.holeNumber()));
    feed_->board()->show(rules_, p, legal);
    if (keepMove) return;
    feed_->clearMove();
    told_.reset();
    emit wordingChanged();
}

void PuzzleSession::animate(Move move) {
    const cowrie::Position before = match_->position();
    const cowrie::Trace trace = match_->play(move);
    told_.emplace(before, trace);
    feed_->board()->show(rules_, match_->position(), {});
    feed_->setMove(before.board, trace, sides::of(before.toMove),
                   narrate(*rules_, before, trace, puzzleNames()));
    feed_->announceMove();
    emit wordingChanged();
}

std::optional<Move> PuzzleSession::lineMove(int index) const {
    const puzzles::Puzzle& puzzle = *card_->current();
    if (index < 0 || index >= static_cast<int>(puzzle.line.size())) return std::nullopt;
    return rules_->parseMove(puzzle.line[static_cast<size_t>(index)]);
}

std::string PuzzleSession::themeFromHere() const {
    const puzzles::Puzzle& puzzle = *card_->current();
    if (lineIndex_ == 0) return puzzle.themes.empty() ? std::string() : puzzle.themes.front();
    // Later in the line: the main theme of what is left of it, as the core
    // names it from the trace (a quiet move has none: the plain hint).
    const std::vector<std::string> rest(puzzle.line.begin() + lineIndex_, puzzle.line.end());
    std::string error;
    const auto played = puzzles::playLine(rules_, match_->position(), rest, error);
    if (!played) return std::string();
    const std::vector<std::string> themes = puzzles::lineThemes(*played, false);
    return themes.empty() ? std::string() : themes.front();
}

const puzzles::Proof* PuzzleSession::currentProof() const {
    const puzzles::Puzzle& puzzle = *card_->current();
    if (solverMove_ >= static_cast<int>(puzzle.proofs.size())) return nullptr;
    return &puzzle.proofs[static_cast<size_t>(solverMove_)];
}

int PuzzleSession::lostBy(Move move) const {
    const puzzles::Proof* proof = currentProof();
    if (!proof || proof->values.empty()) return 0;
    for (const auto& [text, value] : proof->values)
        if (rules_->parseMove(text) == move) return proof->values.front().second - value;
    return 0;
}

bool PuzzleSession::choosePlace(int place, const QString& direction) {
    if (phase_ != Phase::AwaitingMove || !match_) return false;
    const cowrie::Board& board = match_->position().board;
    if (place < 0 || place >= board.places()) return false;
    const Side solver = sideOf(solver_);
    if (board.isStore(place) || board.owner(place) != solver) {
        setPhase(
            phase_,
            [solver] {
                return solver == Side::South
                           ? tr("Play one of South's holes, in the row nearest you.")
                           : tr("Play one of North's holes, in the row nearest you.");
            },
            QStringLiteral("wrong"));
        return false;
    }
    return playHole(board.holeNumber(place), direction);
}

bool PuzzleSession::playHole(int hole, const QString& direction) {
    if (phase_ != Phase::AwaitingMove || !match_) return false;
    auto move = rules_->parseMove(std::to_string(hole) + direction.toStdString());
    if (!move) return false;
    if (match_->whyIllegal(*move)) {
        setPhase(
            phase_,
            [rules = rules_, at = match_->position(), refused = *move] {
                return tr("That hole cannot be played: %1.")
                    .arg(refusalText(*rules, at, refused, puzzleNames()));
            },
            QStringLiteral("wrong"));
        return false;
    }
    const puzzles::Puzzle& puzzle = *card_->current();
    bool right = lineMove(lineIndex_) == move;
    if (!right && lineIndex_ == 0)
        for (const std::string& also : puzzle.alsoRight)
            if (rules_->parseMove(also) == move) right = endedByAlsoRight_ = true;
    if (right) {
        ++lineIndex_;
        ++solverMove_;
        if (card_->hintStage() == 2) card_->setHint(1, -1);  // the next hole is not told
        setPhase(
            Phase::Answering, [] { return tr("Right!"); }, QStringLiteral("right"));
        animate(*move);
        return true;
    }
    fail();
    beforeWrong_ = *match_;
    wrongMove_ = *move;
    replyPlay_.reset();
    refute_ = Refute::WrongMove;
    setPhase(
        Phase::Refuting, [] { return tr("Not this one. Watch what happens."); },
        QStringLiteral("wrong"));
    animate(*move);
    wrongPlay_ = told_;
    return false;
}

void PuzzleSession::animationFinished() {
    if (phase_ != Phase::Answering && phase_ != Phase::Refuting) return;
    // Queued: the board may report the end from inside movePlayed (no animation).
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (phase_ == Phase::Answering)
                continueLine();
            else if (phase_ == Phase::Refuting && refute_ == Refute::WrongMove)
                afterWrongMove();
            else if (phase_ == Phase::Refuting && refute_ == Refute::Reply)
                explainWrong();
        },
        Qt::QueuedConnection);
}

void PuzzleSession::continueLine() {
    const puzzles::Puzzle& puzzle = *card_->current();
    if (endedByAlsoRight_ || lineIndex_ >= static_cast<int>(puzzle.line.size()) ||
        match_->position().over()) {
        finish();
        return;
    }
    if (match_->position().toMove == solver_ && !showingAnswer_) {
        setPhase(
            Phase::AwaitingMove, [] { return tr("Right! Keep going: it is your move again."); },
            QStringLiteral("right"));
        showStill(true);  // the caption keeps telling the move just shown
        return;
    }
    const auto move = lineMove(lineIndex_);
    if (!move || match_->whyIllegal(*move)) {  // cannot happen in a checked file
        finish();
        return;
    }
    if (match_->position().toMove == solver_) ++solverMove_;
    ++lineIndex_;
    animate(*move);
}

void PuzzleSession::finish() {
    const bool clean = !card_->failed();
    if (!practising_ && !recorded_) {
        progress_->record(card_->current()->id, card_->current()->rating, clean);
        recorded_ = true;
    }
    if (!practising_ && card_->daily()) progress_->markDailyDone();
    card_->revealThemes();
    card_->setHint(card_->hintStage(), -1);
    const bool shown = showingAnswer_;
    const bool rated = !practising_;
    const int rating = progress_->rating();
    const int change = progress_->lastChange();
    setPhase(
        Phase::Solved,
        [clean, shown, rated, rating, change] {
            QString said = shown   ? tr("That was the answer.")
                           : clean ? tr("Solved!")
                                   : tr("Solved, with help this time.");
            if (rated)
                said += QLatin1Char(' ') +
                        (change >= 0 ? tr("Your rating: %1 (+%2).").arg(rating).arg(change)
                                     : tr("Your rating: %1 (−%2).").arg(rating).arg(-change));
            return said;
        },
        clean ? QStringLiteral("right") : QStringLiteral(""));
    emit solved(clean);
    emit gamesChanged();
}

void PuzzleSession::fail() {
    card_->setFailed();
    if (practising_ || recorded_) return;
    progress_->record(card_->current()->id, card_->current()->rating, false);
    recorded_ = true;
}

void PuzzleSession::afterWrongMove() {
    const cowrie::Position& now = match_->position();
    if (now.over() || now.toMove == solver_ || now.toMove == Turn::Both) {
        explainWrong();  // the game ended, or the solver moves again: no reply
        return;
    }
    refute_ = Refute::Thinking;
    question_ = engine_->think(rules_, now, kReplyLevel, kReplyMs, EngineWorker::Purpose::Advise);
    emit phaseChanged();  // thinking
}

void PuzzleSession::onReply(quint64 id, quint16 code) {
    if (id != question_ || phase_ != Phase::Refuting) return;
    question_ = 0;
    const Move reply = Move::fromCode(code);
    if (match_->whyIllegal(reply)) {
        explainWrong();
        return;
    }
    refute_ = Refute::Reply;
    emit phaseChanged();  // no longer thinking
    animate(reply);
    replyPlay_ = told_;
}

void PuzzleSession::explainWrong() {
    const int lost = lostBy(wrongMove_);
    Words words = [rules = rules_, wrong = wrongPlay_, reply = replyPlay_, lost] {
        QStringList parts;
        parts << tr("Not this one.");
        if (wrong) parts << explainMove(*rules, wrong->first, wrong->second, puzzleNames());
        if (reply) parts << puzzleReplyText(*rules, reply->first, reply->second, puzzleNames());
        if (const QString loss = puzzleLossText(lost); !loss.isEmpty()) parts << loss;
        return parts.join(QLatin1Char(' '));
    };
    setPhase(Phase::Wrong, std::move(words), QStringLiteral("wrong"));
}

void PuzzleSession::takeBack() {
    if (phase_ != Phase::Wrong || !beforeWrong_) return;
    *match_ = *beforeWrong_;
    beforeWrong_.reset();
    wrongPlay_.reset();
    replyPlay_.reset();
    setPhase(
        Phase::AwaitingMove, [] { return tr("Taken back. Try again."); }, QStringLiteral(""));
    showStill();  // the board and its captions forget the moves taken back
}

void PuzzleSession::hint() {
    if (!canHint()) return;
    fail();
    card_->setHintTheme(themeFromHere());
    if (card_->hintStage() == 0) {
        card_->setHint(1, -1);
        setPhase(
            phase_, [card = card_] { return card->hintText(); }, QStringLiteral(""));
        return;
    }
    const auto move = lineMove(lineIndex_);
    if (!move) return;
    const cowrie::Board& board = match_->position().board;
    card_->setHint(2, board.hole(sideOf(solver_), move->holeNumber()));
    setPhase(
        phase_,
        [card = card_] { return card->hintText() + QLatin1Char(' ') + tr("Play the lit hole."); },
        QStringLiteral(""));
}

void PuzzleSession::showAnswer() {
    if (!canShowAnswer()) return;
    if (phase_ == Phase::Wrong) {
        *match_ = *beforeWrong_;
        beforeWrong_.reset();
    }
    fail();
    showingAnswer_ = true;
    card_->setHint(card_->hintStage(), -1);
    setPhase(
        Phase::Answering, [] { return tr("Watch the answer."); }, QStringLiteral(""));
    showStill();
    const auto move = lineMove(lineIndex_);
    if (!move || match_->whyIllegal(*move)) {
        finish();
        return;
    }
    ++lineIndex_;
    ++solverMove_;
    animate(*move);
}

bool PuzzleSession::canHint() const {
    return phase_ == Phase::AwaitingMove && card_->hintStage() < 2;
}

bool PuzzleSession::canShowAnswer() const {
    return phase_ == Phase::AwaitingMove || phase_ == Phase::Wrong;
}

bool PuzzleSession::needsDirection() const {
    if (!match_ || phase_ != Phase::AwaitingMove) return false;
    const cowrie::MoveList moves = match_->legalMoves();
    return !moves.empty() && moves[0].hasDirection();
}

}  // namespace cowrie::ui
