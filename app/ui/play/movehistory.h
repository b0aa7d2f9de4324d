#pragma once
// MoveHistory: the moves of the game shown beside the board, one row each:
// who moved, the move as the game names it, what it took and whether the
// mover goes again. The play screen's move list and the "skipped while you
// waited" line read it; the controller appends each move played, trims on
// undo and rebuilds it from the match when a game is resumed.

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QString>
#include <QStringList>

#include <vector>

#include "app/ui/play/playtext.h"
#include "app/ui/play/sides.h"
#include "core/match.h"

namespace cowrie::ui {

class MoveHistory : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Each game has its own move history (GameSession.history)")

    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // The moves listed span more than one round or phase.
    Q_PROPERTY(bool grouped READ grouped NOTIFY countChanged)

  public:
    enum Role {
        PlyRole = Qt::UserRole + 1,  // 1, 2, 3…
        MoverRole,                   // a Side (sides.h): South, North or BothSides
        MoverNameRole,               // "Ana", or "Both" for moves made together
        MoveRole,                    // "3", "4L", "C+b"
        CapturedRole,                // seeds the move took for the mover(s)
        // The capture as shown: "+4", "+" with hidden counts, "" for none;
        // a move made together says whose: "S+3 N+1", "N+4".
        CaptureTextRole,
        AgainRole,     // the mover moves again
        RoundEndRole,  // the move ended a round (or phase)
        // The round or phase the move was played in ("Round 2", "Phase 1"):
        // the replay's timeline groups by it once there are two (grouped).
        SectionRole,
        // The move goes on the mover's turn (the move before gave him another).
        ContinuesRole,
    };
    Q_ENUM(Role)

    struct Entry {
        sides::Side mover = sides::NoSide;
        QString moverName;
        QString move;
        int captured = 0;
        // A move made together: what each side took (captured is their sum).
        bool together = false;
        int capturedSouth = 0;
        int capturedNorth = 0;
        bool again = false;
        bool roundEnd = false;
        QString section;
    };

    explicit MoveHistory(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return int(entries_.size()); }
    bool grouped() const;

    // The row of one move: `before` the position it was played in, `after`
    // the one it led to.
    static Entry describe(const cowrie::Rules& rules, const cowrie::Position& before,
                          cowrie::Move move, const cowrie::Trace& trace,
                          const cowrie::Position& after, const cowrie::ui::Names& names);

    void append(const Entry& entry);
    // Keeps the first `count` moves (after an undo).
    void truncate(int count);
    void clear();
    // The whole game again, read from `match` (a new game, a resumed one).
    void rebuild(const cowrie::Match& match, const cowrie::ui::Names& names);
    // Brings the list to `match`'s moves: drops the moves taken back, and
    // describes only the moves not listed yet (after a redo).
    void follow(const cowrie::Match& match, const cowrie::ui::Names& names);

    // "Ben 3 (+4), Ben 5, Both S3+N5 (S+3 N+1)": the moves from `from`
    // (0-based) on.
    Q_INVOKABLE QString summaryFrom(int from) const;

  signals:
    void countChanged();

  private:
    // "+4", "S+3 N+1", "+" (hidden counts); "" when nothing was taken.
    QString captureText(const Entry& e) const;

    std::vector<Entry> entries_;
    bool countsHidden_ = false;
};

}  // namespace cowrie::ui
