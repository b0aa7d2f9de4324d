#include "app/ui/puzzles/puzzleprogress.h"

#include <QSettings>

#include <algorithm>
#include <cmath>

namespace cowrie::ui {

namespace {

// Above this deviation the rating rests on too few puzzles to trust (Glicko's
// newcomer starts at 350; a dozen results bring it near 100).
constexpr double kProvisionalDeviation = 110.0;

}  // namespace

PuzzleProgress::PuzzleProgress(QObject* parent) : QObject(parent) {}

QString PuzzleProgress::key(const QString& gameId, const char* name) {
    return QStringLiteral("puzzles/%1/%2").arg(gameId, QLatin1String(name));
}

PuzzleProgress::Summary PuzzleProgress::summaryOf(const QString& gameId) {
    QSettings settings;
    Summary kept;
    kept.rating = static_cast<int>(
        std::lround(settings.value(key(gameId, "rating"), kept.rating).toDouble()));
    kept.solved = static_cast<int>(settings.value(key(gameId, "solved")).toStringList().size());
    return kept;
}

void PuzzleProgress::setGame(const QString& gameId) {
    gameId_ = gameId;
    QSettings settings;
    const cowrie::puzzles::Glicko2Rating fresh;
    glicko_.rating = settings.value(key("rating"), fresh.rating).toDouble();
    glicko_.deviation = settings.value(key("deviation"), fresh.deviation).toDouble();
    glicko_.volatility = settings.value(key("volatility"), fresh.volatility).toDouble();
    lastChange_ = settings.value(key("lastChange"), 0).toInt();
    streak_ = settings.value(key("streak"), 0).toInt();
    bestStreak_ = settings.value(key("bestStreak"), 0).toInt();
    attempts_ = settings.value(key("attempts"), 0).toInt();
    solved_ = settings.value(key("solved")).toStringList();
    tried_ = settings.value(key("tried")).toStringList();
    dailyDone_ = QDate::fromString(settings.value(key("dailyDone")).toString(), Qt::ISODate);
    emit changed();
}

void PuzzleProgress::setToday(QDate today) {
    today_ = today;
    emit changed();
}

void PuzzleProgress::save() const {
    QSettings settings;
    settings.setValue(key("rating"), glicko_.rating);
    settings.setValue(key("deviation"), glicko_.deviation);
    settings.setValue(key("volatility"), glicko_.volatility);
    settings.setValue(key("lastChange"), lastChange_);
    settings.setValue(key("streak"), streak_);
    settings.setValue(key("bestStreak"), bestStreak_);
    settings.setValue(key("attempts"), attempts_);
    settings.setValue(key("solved"), solved_);
    settings.setValue(key("tried"), tried_);
    settings.setValue(key("dailyDone"), dailyDone_.toString(Qt::ISODate));
}

void PuzzleProgress::record(const std::string& puzzleId, int puzzleRating, bool solved) {
    if (gameId_.isEmpty()) return;
    const int before = rating();
    glicko_ = cowrie::puzzles::ratePuzzleAttempt(glicko_, puzzleRating, solved);
    lastChange_ = rating() - before;
    ++attempts_;
    streak_ = solved ? streak_ + 1 : 0;
    bestStreak_ = std::max(bestStreak_, streak_);
    const QString id = QString::fromStdString(puzzleId);
    if (solved && !solved_.contains(id)) solved_.append(id);
    if (!tried_.contains(id)) tried_.append(id);
    save();
    emit changed();
}

void PuzzleProgress::markDailyDone() {
    if (gameId_.isEmpty() || dailyDone_ == today_) return;
    dailyDone_ = today_;
    save();
    emit changed();
}

int PuzzleProgress::rating() const {
    return static_cast<int>(std::lround(glicko_.rating));
}

bool PuzzleProgress::provisional() const {
    return glicko_.deviation > kProvisionalDeviation;
}

bool PuzzleProgress::solved(const std::string& puzzleId) const {
    return solved_.contains(QString::fromStdString(puzzleId));
}

std::vector<std::string> PuzzleProgress::solvedIds() const {
    std::vector<std::string> ids;
    ids.reserve(static_cast<size_t>(solved_.size()));
    for (const QString& id : solved_) ids.push_back(id.toStdString());
    return ids;
}

std::vector<std::string> PuzzleProgress::triedIds() const {
    std::vector<std::string> ids = solvedIds();
    for (const QString& id : tried_)
        if (!solved_.contains(id)) ids.push_back(id.toStdString());
    return ids;
}

}  // namespace cowrie::ui
