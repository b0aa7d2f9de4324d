#pragma once
// The registry: the list of every game the app knows. Each game describes
// itself (GameInfo, game_info.h) beside its rules in core/games/; adding a
// game is one line here (docs/adding-a-game.md).

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_info.h"
#include "core/options.h"
#include "core/rules.h"

namespace cowrie {

// The games, in the home screen's order: a list of the descriptions each
// game keeps in its own file, read as `const GameInfo&`.
class GameList {
  public:
    explicit GameList(std::vector<const GameInfo*> games) : games_(std::move(games)) {}

    class Iterator {
      public:
        using Base = std::vector<const GameInfo*>::const_iterator;
        explicit Iterator(Base at) : at_(at) {}
        const GameInfo& operator*() const { return **at_; }
        const GameInfo* operator->() const { return *at_; }
        Iterator& operator++() {
            ++at_;
            return *this;
        }
        bool operator==(const Iterator&) const = default;

      private:
        Base at_;
    };

    Iterator begin() const { return Iterator(games_.begin()); }
    Iterator end() const { return Iterator(games_.end()); }
    std::size_t size() const { return games_.size(); }
    const GameInfo& operator[](std::size_t i) const { return *games_[i]; }
    const GameInfo& front() const { return *games_.front(); }
    void add(const GameInfo& game) { games_.push_back(&game); }

  private:
    std::vector<const GameInfo*> games_;
};

const GameList& allGames();
const GameInfo* findGame(std::string_view id);

// Adds a game defined outside core/games/ after the listed ones (the
// test-only game of tests/eighth/ registers itself so). Call it before
// anything reads the list (main, or a static initializer): the list is not
// guarded for threads. False, adding nothing, when the id is taken.
bool registerGame(const GameInfo& game);

// The rules of game `id` with `raw` options. On failure returns nullptr and
// sets `error` (unknown game, unknown option, bad value).
std::shared_ptr<const Rules> createRules(std::string_view id, const RawOptions& raw,
                                         std::string& error);

}  // namespace cowrie
