#include "boardsnapshot.h"

#include <optional>
#include <string>

#include "json.h"
#include "state_load.h"

BoardSnapshot::BoardSnapshot(QObject* parent) : QObject(parent), board_(new BoardModel(this)) {}

bool BoardSnapshot::load(const QString& gameId, const QString& stateJson) {
    std::string error;
    std::optional<cowrie::LoadedState> loaded;
    const auto doc = cowrie::json::parse(stateJson.toStdString(), error);
    if (!doc) {
        error = "bad state: the JSON is invalid (" + error + ")";
    } else {
        cowrie::json::Value state = *doc;
        if (state.isObject()) {
            cowrie::json::Object kept;
            for (const auto& [key, value] : state.asObject())
                if (key != "caption" && key != "highlight") kept.emplace_back(key, value);
            state = cowrie::json::Value(std::move(kept));
        }
        loaded = cowrie::loadState(state, gameId.toStdString(), {}, error);
    }
    if (!loaded) {
        error_ = QString::fromStdString(error);
        emit gameChanged();
        return false;
    }
    rules_ = loaded->rules;
    gameId_ = QString::fromStdString(std::string(rules_->gameId()));
    error_.clear();
    board_->show(rules_, loaded->position, {});
    emit gameChanged();
    return true;
}
