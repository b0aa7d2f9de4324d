#pragma once
// BoardSnapshot: a still board for the Rules page's examples: a state object
// of ../shared/cli-contract.md (docs/rules-format.md's ```board blocks) read
// with the core's state loader and shown through a BoardFeed with nothing to
// play, so a Board draws it as it draws a game; no move is ever played on it.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QVariantList>

#include <memory>

#include "app/ui/board/boardfeed.h"
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
    // What a Board shows: the position, seen from South's seat, no move.
    Q_PROPERTY(cowrie::ui::BoardFeed* feed READ feed CONSTANT)

  public:
    explicit BoardSnapshot(QObject* parent = nullptr);

    QString gameId() const { return gameId_; }
    bool valid() const { return rules_ != nullptr; }
    QString error() const { return error_; }
    int holes() const { return feed_->board()->holes(); }
    BoardFeed* feed() const { return feed_; }
    BoardModel* board() const { return feed_->board(); }

    // Shows the position `stateJson` (a state object; the display keys
    // "caption" and "highlight" of a rules example are ignored) of game
    // `gameId`. On failure the board is left as it was and `error` says why.
    Q_INVOKABLE bool load(const QString& gameId, const QString& stateJson);
    // Shows `position` of `rules`' game (a review's position, from C++).
    void show(std::shared_ptr<const cowrie::Rules> rules, const cowrie::Position& position);

  signals:
    void gameChanged();

  private:
    BoardFeed* feed_;
    std::shared_ptr<const cowrie::Rules> rules_;
    QString gameId_;
    QString error_;
};

}  // namespace cowrie::ui
