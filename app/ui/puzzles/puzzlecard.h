#pragma once
// PuzzleCard: the puzzle on the board, as the page tells it: its goal in one
// line, who solves it, its rating, whether it is today's, its themes (named
// only once solved, shown or hinted), the hint given so far, and for a
// puzzle from the player's own game what was played there. The
// PuzzleSession owns one and fills it; it decides nothing.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>

#include "app/ui/play/sides.h"
#include "core/puzzles/puzzle.h"
#include "core/side.h"

namespace cowrie::ui {

class PuzzleCard : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the puzzle session's puzzle (PuzzleSession.puzzle)")

    Q_PROPERTY(QString puzzleId READ puzzleId NOTIFY changed)
    Q_PROPERTY(QString goal READ goal NOTIFY changed)
    Q_PROPERTY(cowrie::ui::sides::Side solver READ solver NOTIFY changed)
    Q_PROPERTY(int rating READ rating NOTIFY changed)
    Q_PROPERTY(bool daily READ daily NOTIFY changed)
    // The themes' names, main first; empty until they may be shown.
    Q_PROPERTY(QStringList themes READ themes NOTIFY changed)
    // 0: no hint yet; 1: the theme named (hintText); 2: the hole lit (hintPlace).
    Q_PROPERTY(int hintStage READ hintStage NOTIFY changed)
    Q_PROPERTY(QString hintText READ hintText NOTIFY changed)
    Q_PROPERTY(int hintPlace READ hintPlace NOTIFY changed)
    // A wrong move, a hint or the answer shown: no rating gain for this one.
    Q_PROPERTY(bool failed READ failed NOTIFY changed)
    // A puzzle from the player's own game: the move played there and what it
    // lost ("" for a generated puzzle).
    Q_PROPERTY(QString playedText READ playedText NOTIFY changed)

  public:
    explicit PuzzleCard(QObject* parent = nullptr);

    // A new puzzle (or none): no hint, nothing shown, not failed.
    void setPuzzle(const std::optional<cowrie::puzzles::Puzzle>& puzzle, cowrie::Side solver,
                   bool daily);
    void revealThemes();
    // The next hint stage, lighting `place` at the second.
    void setHint(int stage, int place);
    // The theme the hint names: that of the line from the move the solver is
    // to find now (after the first, the puzzle's main theme may be done).
    void setHintTheme(const std::string& key);
    void setFailed();
    // The texts again, in the language now in use.
    void reword();

    const std::optional<cowrie::puzzles::Puzzle>& current() const { return puzzle_; }
    QString puzzleId() const;
    QString goal() const;
    sides::Side solver() const;
    int rating() const { return puzzle_ ? puzzle_->rating : 0; }
    bool daily() const { return daily_; }
    QStringList themes() const;
    bool themesShown() const { return themesShown_; }
    int hintStage() const { return hintStage_; }
    QString hintText() const;
    int hintPlace() const { return hintPlace_; }
    bool failed() const { return failed_; }
    QString playedText() const;

  signals:
    void changed();

  private:
    std::optional<cowrie::puzzles::Puzzle> puzzle_;
    cowrie::Side solver_ = cowrie::Side::South;
    bool daily_ = false;
    bool themesShown_ = false;
    int hintStage_ = 0;
    int hintPlace_ = -1;
    std::optional<std::string> hintTheme_;
    bool failed_ = false;
};

}  // namespace cowrie::ui
