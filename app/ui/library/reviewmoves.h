#pragma once
// ReviewMoves: the engine's review of a game, one row a move, for the review
// page's move list: who moved, the move and the engine's best move as the
// game names them, the values for South before and after it, the seeds it
// gave away, its class (docs/review.md) and whether the values are exact or
// a fixed-budget search's estimate.

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QString>

#include <vector>

#include "core/ai/review.h"
#include "core/match.h"

namespace cowrie::ui {

class ReviewMoves : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A review's moves (ReviewSession.moves)")

    Q_PROPERTY(int count READ count NOTIFY countChanged)

  public:
    enum Role {
        PlyRole = Qt::UserRole + 1,  // 1, 2, 3…
        MoverRole,                   // a Side (sides.h): South, North or BothSides
        MoverNameRole,               // "South", "North", "Both"
        MoveRole,                    // the move played: "3", "4L", "C+b"
        BestRole,                    // the engine's choice there ("" if none)
        IsBestRole,                  // the move played is the engine's choice
        BeforeRole,                  // value for South before the move, best play
        AfterRole,                   // value for South after the move played
        SeedsLostRole,               // given away against the best, for the mover
        KindRole,                    // "best", "good", … (core's className)
        KindNameRole,                // the class in words, translated
        ExactRole,                   // solved to the end, not a search's estimate
    };
    Q_ENUM(Role)

    struct Entry {
        cowrie::ai::MoveReview review;
        QString move;
        QString best;
    };

    explicit ReviewMoves(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return int(entries_.size()); }

    // The review of `match`'s moves (one MoveReview a move, in order).
    void show(const cowrie::Match& match, const std::vector<cowrie::ai::MoveReview>& reviews);
    void clear();
    // Every row's words again, in the language now in use.
    void retranslate();
    const std::vector<Entry>& entries() const { return entries_; }

    // A class's id ("blunder", as core's className) and in words, translated.
    static QString kindId(cowrie::ai::MoveClass kind);
    static QString kindName(cowrie::ai::MoveClass kind);
    // A side's name ("South").
    static QString moverName(cowrie::Turn mover);

  signals:
    void countChanged();

  private:
    std::vector<Entry> entries_;
};

}  // namespace cowrie::ui
