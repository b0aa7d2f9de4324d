#pragma once
// BoardSnapshot: a still board for the Rules page's examples: a state object
// of ../shared/cli-contract.md (docs/rules-format.md's ```board blocks) read
// with the core's state loader and shown through a BoardModel with nothing
// to play. It offers what the Board component reads from a GameSession
// (holes, board, turned, lastTrace, boardBefore, markersBefore, toMove and
// the signals movePlayed, gameChanged, lastMoveChanged), so a Board draws it
// as it draws a game; no move is ever played on it.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QVariantList>

#include <memory>

#include "app/ui/boardmodel.h"
#include "core/rules.h"

namespace cowrie::ui {

class BoardSnapshot : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
    // The position was read (load() returned true).
    Q_PROPERTY(bool valid READ valid NOTIFY gameChanged)
    // Why the last load() failed ("" after a success).
    Q_PROPERTY(QString error READ error NOTIFY gameChanged)
    Q_PROPERTY(int holes READ holes NOTIFY gameChanged)
    Q_PROPERTY(cowrie::ui::BoardModel* board READ board CONSTANT)
    // What a Board reads from its controller; a snapshot has no moves and is
    // seen from South's seat.
    Q_PROPERTY(bool turned READ turned CONSTANT)
    Q_PROPERTY(QString toMove READ toMove CONSTANT)
    Q_PROPERTY(QVariantList lastTrace READ lastTrace NOTIFY lastMoveChanged)
    Q_PROPERTY(QVariantList boardBefore READ boardBefore NOTIFY lastMoveChanged)
    Q_PROPERTY(QVariantList markersBefore READ markersBefore NOTIFY lastMoveChanged)

  public:
    explicit BoardSnapshot(QObject* parent = nullptr);

    QString gameId() const { return gameId_; }
    bool valid() const { return rules_ != nullptr; }
    QString error() const { return error_; }
    int holes() const { return board_->holes(); }
    BoardModel* board() const { return board_; }
    bool turned() const { return false; }
    QString toMove() const { return {}; }
    QVariantList lastTrace() const { return {}; }
    QVariantList boardBefore() const { return {}; }
    QVariantList markersBefore() const { return {}; }

    // Shows the position `stateJson` (a state object; the display keys
    // "caption" and "highlight" of a rules example are ignored) of game
    // `gameId`. On failure the board is left as it was and `error` says why.
    Q_INVOKABLE bool load(const QString& gameId, const QString& stateJson);
    // Shows `position` of `rules`' game (a review's position, from C++).
    void show(std::shared_ptr<const cowrie::Rules> rules, const cowrie::Position& position);

  signals:
    void gameChanged();
    void movePlayed();
    void lastMoveChanged();

  private:
    BoardModel* board_;
    std::shared_ptr<const cowrie::Rules> rules_;
    QString gameId_;
    QString error_;
};

}  // namespace cowrie::ui
