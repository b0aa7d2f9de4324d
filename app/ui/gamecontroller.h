#pragma once
// GameController: one hot-seat game for QML. It turns the player's intents
// (new game, play a hole, undo, redo) into calls on a cowrie::Match and
// publishes the result as read-only properties. Every rule decision (which
// holes are legal, what a move does, who won) comes from the core; after each
// move the controller also publishes the move's trace and the board before
// it, so QML can animate the move by replaying the trace.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QVariantList>

#include <memory>

#include "boardmodel.h"
#include "match.h"

class GameController : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY gameChanged)
    Q_PROPERTY(int holes READ holes NOTIFY gameChanged)
    Q_PROPERTY(bool storeOnRight READ storeOnRight NOTIFY gameChanged)
    Q_PROPERTY(BoardModel* board READ board CONSTANT)

    Q_PROPERTY(QString toMove READ toMove NOTIFY toMoveChanged)
    Q_PROPERTY(bool over READ over NOTIFY overChanged)
    Q_PROPERTY(QString winner READ winner NOTIFY overChanged)
    Q_PROPERTY(QString resultText READ resultText NOTIFY overChanged)
    Q_PROPERTY(int southStore READ southStore NOTIFY southStoreChanged)
    Q_PROPERTY(int northStore READ northStore NOTIFY northStoreChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY canUndoChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY canRedoChanged)
    Q_PROPERTY(int moveCount READ moveCount NOTIFY moveCountChanged)
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)
    // The legal moves also choose a sowing direction (play them with playDirected).
    Q_PROPERTY(bool needsDirection READ needsDirection NOTIFY legalMovesChanged)

    // The last move played (or redone): its events, the board before it and
    // who made it ("south", "north", "both").
    // Both are empty after newGame and undo.
    Q_PROPERTY(QVariantList lastTrace READ lastTrace NOTIFY lastMoveChanged)
    Q_PROPERTY(QVariantList boardBefore READ boardBefore NOTIFY lastMoveChanged)
    Q_PROPERTY(QString lastMover READ lastMover NOTIFY lastMoveChanged)

  public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // Starts a game of registry game `id` with its default options. Returns
    // false (and says why in `status`) for an unknown game.
    Q_INVOKABLE bool newGame(const QString& id);
    // Plays hole `hole` (1..n) of the player to move. An illegal move changes
    // nothing: it returns false, emits refused() and says why in `status`.
    Q_INVOKABLE bool play(int hole);
    // Plays the hole at board place `place` (what a click on a pit means).
    Q_INVOKABLE bool playPlace(int place);
    // Plays hole `hole` sowing towards the mover's right (true) or left.
    Q_INVOKABLE bool playDirected(int hole, bool towardsRight);
    // Both players' holes at once, when both choose together.
    Q_INVOKABLE bool playPair(int southHole, int northHole);
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();

    QString gameId() const { return gameId_; }
    QString gameName() const { return gameName_; }
    int holes() const;
    bool storeOnRight() const;
    BoardModel* board() const { return board_; }
    QString toMove() const;
    bool over() const;
    QString winner() const;
    QString resultText() const;
    int southStore() const;
    int northStore() const;
    bool canUndo() const;
    bool canRedo() const;
    int moveCount() const;
    QString status() const { return status_; }
    bool needsDirection() const;
    QVariantList lastTrace() const { return lastTrace_; }
    QVariantList boardBefore() const { return boardBefore_; }
    QString lastMover() const { return lastMover_; }

    // The match being played (for tests and future adapters); null before newGame.
    const cowrie::Match* match() const { return match_.get(); }

  signals:
    void gameChanged();
    void toMoveChanged();
    void overChanged();
    void southStoreChanged();
    void northStoreChanged();
    void canUndoChanged();
    void canRedoChanged();
    void moveCountChanged();
    void statusChanged();
    void legalMovesChanged();
    void lastMoveChanged();
    // A move was played or redone: lastTrace and boardBefore describe it.
    void movePlayed();
    // A requested move was not played, and why.
    void refused(const QString& reason);

  private:
    // The values the NOTIFY signals guard, compared before and after a change.
    struct Snapshot {
        QString toMove;
        bool over = false;
        int southStore = 0, northStore = 0;
        bool canUndo = false, canRedo = false;
        int moveCount = 0;
        bool needsDirection = false;
        bool operator==(const Snapshot&) const = default;
    };
    Snapshot snapshot() const;
    void publish(const Snapshot& before);
    void showBoard();
    void setStatus(const QString& status);
    void setLastMove(const cowrie::Position& before, const cowrie::Trace& trace);
    void clearLastMove();
    bool refuse(const QString& reason);
    bool refuseHole(int hole);
    bool playMove(cowrie::Move move);

    std::unique_ptr<cowrie::Match> match_;
    BoardModel* board_;
    QString gameId_;
    QString gameName_;
    QString status_;
    QVariantList lastTrace_;
    QVariantList boardBefore_;
    QString lastMover_;
};
