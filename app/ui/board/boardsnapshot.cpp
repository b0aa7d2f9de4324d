#include "app/ui/board/boardsnapshot.h"

#include <optional>
#include <string>
#include <utility>

#include "core/json.h"
#include "core/state_load.h"

namespace cowrie::ui {

BoardSnapshot::BoardSnapshot(QObject* parent) : QObject(parent), feed_(new BoardFeed(this)) {}

bool BoardSnapshot::load(const QString& gameId, const QString& stateJson) {
    std::string error;
    std::optional<cowrie::LoadedState> loaded;
    auto state = cowrie::parseJson(stateJson.toStdString(), error);
    if (!state) {
        error = "bad state: the JSON is invalid (" + error + ")";
    } else {
        if (state->is_object()) {
            state->erase("caption");
            state->erase("highlight");
        }
        loaded = cowrie::loadState(*state, gameId.toStdString(), {}, error);
    }
    if (!loaded) {
        error_ = QString::fromStdString(error);
        emit gameChanged();
        return false;
    }
    show(loaded->rules, loaded->position);
    return true;
}

void BoardSnapshot::show(std::shared_ptr<const cowrie::Rules> rules,
                         const cowrie::Position& position) {
    rules_ = std::move(rules);
    gameId_ = QString::fromStdString(std::string(rules_->gameId()));
    error_.clear();
    feed_->board()->show(rules_, position, {});
    feed_->reset();
    emit gameChanged();
}

}  // namespace cowrie::ui
