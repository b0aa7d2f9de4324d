#pragma once
// BoardFeed: what one board on screen shows, for the Board component. Play,
// a lesson, a replay and each example of the Rules page own one; the board
// reads nothing else.
//
// - `board`: the places as they are now (seeds, legal holes, previews).
// - The last move: the board before it, its trace, and the board after each
//   of its events as the rules core computed them (core/trace_boards.h), so
//   the view animates the core's boards and computes none; a caption per
//   event; who moved; the summary of the round it ended.
// - One handshake: the view sets `presenting` while it shows a move, and the
//   owner waits for `presented()` before anything else happens on the board.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

#include "app/ui/board/boardmodel.h"
#include "app/ui/play/sides.h"
#include "core/board.h"
#include "core/trace.h"

namespace cowrie::ui {

class BoardFeed : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A board feed belongs to a game, a lesson, a replay or a rules example")

    Q_PROPERTY(cowrie::ui::BoardModel* board READ board CONSTANT)
    // North's row drawn at the bottom.
    Q_PROPERTY(bool turned READ turned NOTIFY turnedChanged)
    // The players' names for the board's banners ("" : the view's own words).
    Q_PROPERTY(QString southName READ southName NOTIFY namesChanged)
    Q_PROPERTY(QString northName READ northName NOTIFY namesChanged)

    // The last move; all empty when there is none to show.
    Q_PROPERTY(QVariantList trace READ trace NOTIFY moveChanged)
    Q_PROPERTY(QVariantList boardBefore READ boardBefore NOTIFY moveChanged)
    Q_PROPERTY(QVariantList markersBefore READ markersBefore NOTIFY moveChanged)
    // One entry per event of `trace`, the board just after it:
    // {counts, markers, hands: [south, north], handPlaces: [south, north]}.
    Q_PROPERTY(QVariantList boards READ boards NOTIFY moveChanged)
    // One caption per event ("" where none): the narration (narration.h).
    Q_PROPERTY(QStringList captions READ captions NOTIFY captionsChanged)
    Q_PROPERTY(cowrie::ui::sides::Side mover READ mover NOTIFY moveChanged)
    // The summary of the round the move ended ({} when it ended none).
    Q_PROPERTY(QVariantMap roundSummary READ roundSummary NOTIFY captionsChanged)

    Q_PROPERTY(bool presenting READ presenting WRITE setPresenting NOTIFY presentingChanged)

  public:
    explicit BoardFeed(QObject* parent = nullptr);

    BoardModel* board() const { return board_; }
    bool turned() const { return turned_; }
    QString southName() const { return names_[0]; }
    QString northName() const { return names_[1]; }
    QVariantList trace() const { return trace_; }
    QVariantList boardBefore() const { return boardBefore_; }
    QVariantList markersBefore() const { return markersBefore_; }
    QVariantList boards() const { return boards_; }
    QStringList captions() const { return captions_; }
    sides::Side mover() const { return mover_; }
    QVariantMap roundSummary() const { return roundSummary_; }
    bool presenting() const { return presenting_; }
    void setPresenting(bool presenting);

    void setTurned(bool turned);
    void setNames(const QString& south, const QString& north);

    // The last move is the one played from `before` with `trace`; the view
    // hears of it with movePlayed() (announce), or not at all (a move shown
    // at rest, e.g. after a switch of language).
    void setMove(const cowrie::Board& before, const cowrie::Trace& trace, sides::Side mover,
                 const QStringList& captions, const QVariantMap& roundSummary = {});
    // Its words again (another language): the same move.
    void setCaptions(const QStringList& captions, const QVariantMap& roundSummary);
    // Asks the view to show the last move (emits movePlayed).
    void announceMove();
    // No last move (a new game, undo, a jump).
    void clearMove();
    bool hasMove() const { return !trace_.isEmpty(); }
    // The board changed without a move to animate: the view shows it at once.
    void jump();
    // Another game (or lesson, or example) on this board: the view drops
    // whatever it was showing.
    void reset();

  signals:
    void turnedChanged();
    void namesChanged();
    void moveChanged();
    void captionsChanged();
    void presentingChanged();
    // A move to show: trace, boardBefore and boards describe it.
    void movePlayed();
    void jumped();
    void gameChanged();
    // `presenting` went back to false: the view has shown the move.
    void presented();

  private:
    BoardModel* board_;
    bool turned_ = false;
    QString names_[2];
    QVariantList trace_;
    QVariantList boardBefore_;
    QVariantList markersBefore_;
    QVariantList boards_;
    QStringList captions_;
    sides::Side mover_ = sides::NoSide;
    QVariantMap roundSummary_;
    bool presenting_ = false;
};

}  // namespace cowrie::ui
