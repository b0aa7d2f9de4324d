#include "app/ui/puzzles/puzzlecard.h"

#include <QCoreApplication>

#include "app/ui/board/counttext.h"
#include "app/ui/puzzles/puzzletexts.h"
#include "core/ai/score.h"

namespace cowrie::ui {

namespace {

Names sideNames() {
    return {QCoreApplication::translate("cowrie::ui::PuzzleSession", "South"),
            QCoreApplication::translate("cowrie::ui::PuzzleSession", "North")};
}

}  // namespace

PuzzleCard::PuzzleCard(QObject* parent) : QObject(parent) {}

void PuzzleCard::setPuzzle(const std::optional<cowrie::puzzles::Puzzle>& puzzle,
                           cowrie::Side solver, bool daily) {
    puzzle_ = puzzle;
    solver_ = solver;
    daily_ = daily;
    themesShown_ = false;
    hintStage_ = 0;
    hintPlace_ = -1;
    hintTheme_.reset();
    failed_ = false;
    emit changed();
}

void PuzzleCard::setHintTheme(const std::string& key) {
    hintTheme_ = key;
    emit changed();
}

void PuzzleCard::revealThemes() {
    if (themesShown_) return;
    themesShown_ = true;
    emit changed();
}

void PuzzleCard::setHint(int stage, int place) {
    hintStage_ = stage;
    hintPlace_ = place;
    emit changed();
}

void PuzzleCard::setFailed() {
    if (failed_) return;
    failed_ = true;
    emit changed();
}

void PuzzleCard::reword() {
    emit changed();
}

QString PuzzleCard::puzzleId() const {
    return puzzle_ ? QString::fromStdString(puzzle_->id) : QString();
}

QString PuzzleCard::goal() const {
    return puzzle_ ? puzzleGoalText(*puzzle_, solver_, sideNames()) : QString();
}

sides::Side PuzzleCard::solver() const {
    return puzzle_ ? sides::of(solver_) : sides::NoSide;
}

QStringList PuzzleCard::themes() const {
    QStringList names;
    if (!puzzle_ || !themesShown_) return names;
    for (const std::string& key : puzzle_->themes) names.append(puzzleThemeName(key));
    return names;
}

QString PuzzleCard::hintText() const {
    if (!puzzle_ || hintStage_ < 1) return QString();
    if (hintTheme_) return puzzleThemeHint(*hintTheme_);
    return puzzleThemeHint(puzzle_->themes.empty() ? std::string() : puzzle_->themes.front());
}

QString PuzzleCard::playedText() const {
    if (!puzzle_ || puzzle_->played.empty()) return QString();
    if (ai::isDecisive(puzzle_->lost))
        //: A puzzle from the player's own game: %1 the move played there.
        return QCoreApplication::translate(
                   "PuzzleTexts",
                   "In your game you played %1 here and it cost you the game's result.")
            .arg(QString::fromStdString(puzzle_->played));
    //: A puzzle from the player's own game: %1 the move played there, %n the seeds it lost.
    return countText("PuzzleTexts", "In your game you played %1 here and lost %n seed.",
                     QT_TRANSLATE_N_NOOP("PuzzleTexts",
                                         "In your game you played %1 here and lost %n seeds."),
                     puzzle_->lost)
        .arg(QString::fromStdString(puzzle_->played));
}

}  // namespace cowrie::ui
