#pragma once
// PuzzleProgress: the player's record at one game's puzzles, kept across
// restarts in QSettings ("puzzles/<game>/..."): a Glicko-2 rating
// (core/puzzles/glicko2.h), the streak of puzzles solved in a row, the
// puzzles solved and the day the daily puzzle was last done. Practice sets
// never reach it.

#include <QtQml/qqmlregistration.h>
#include <QDate>
#include <QObject>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

#include "core/puzzles/glicko2.h"

namespace cowrie::ui {

class PuzzleProgress : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the puzzle session's record of the player")

    Q_PROPERTY(QString gameId READ gameId NOTIFY changed)
    // The rating, rounded, and whether it is still uncertain (few puzzles).
    Q_PROPERTY(int rating READ rating NOTIFY changed)
    Q_PROPERTY(bool provisional READ provisional NOTIFY changed)
    // What the last puzzle did to the rating (+12, -9; 0 before any).
    Q_PROPERTY(int lastChange READ lastChange NOTIFY changed)
    Q_PROPERTY(int streak READ streak NOTIFY changed)
    Q_PROPERTY(int bestStreak READ bestStreak NOTIFY changed)
    Q_PROPERTY(int solvedCount READ solvedCount NOTIFY changed)
    Q_PROPERTY(int attempts READ attempts NOTIFY changed)
    // Today's daily puzzle is done.
    Q_PROPERTY(bool dailySolved READ dailySolved NOTIFY changed)

  public:
    explicit PuzzleProgress(QObject* parent = nullptr);

    // Reads the record of `gameId`.
    void setGame(const QString& gameId);

    // What is kept for `gameId`, for a list of games: the rounded rating and
    // the puzzles solved.
    struct Summary {
        int rating = 1500;
        int solved = 0;
    };
    static Summary summaryOf(const QString& gameId);
    // The day that counts as today (tests set another).
    void setToday(QDate today);
    QDate today() const { return today_; }

    // One puzzle of rating `puzzleRating`, solved without a wrong move or a
    // hint (`solved`) or not: the rating, the streak and the solved set move.
    void record(const std::string& puzzleId, int puzzleRating, bool solved);
    // The daily puzzle of today is done.
    void markDailyDone();

    QString gameId() const { return gameId_; }
    int rating() const;
    bool provisional() const;
    int lastChange() const { return lastChange_; }
    int streak() const { return streak_; }
    int bestStreak() const { return bestStreak_; }
    int solvedCount() const { return static_cast<int>(solved_.size()); }
    int attempts() const { return attempts_; }
    bool dailySolved() const { return dailyDone_ == today_; }
    cowrie::puzzles::Glicko2Rating glicko() const { return glicko_; }
    bool solved(const std::string& puzzleId) const;
    std::vector<std::string> solvedIds() const;
    // Every puzzle rated so far, solved or failed: Next puzzle offers none of
    // them again until all have been tried.
    std::vector<std::string> triedIds() const;

  signals:
    void changed();

  private:
    static QString key(const QString& gameId, const char* name);
    QString key(const char* name) const { return key(gameId_, name); }
    void save() const;

    QString gameId_;
    cowrie::puzzles::Glicko2Rating glicko_;
    int lastChange_ = 0;
    int streak_ = 0;
    int bestStreak_ = 0;
    int attempts_ = 0;
    QStringList solved_;
    QStringList tried_;  // failed ones too
    QDate dailyDone_;
    QDate today_ = QDate::currentDate();
};

}  // namespace cowrie::ui
