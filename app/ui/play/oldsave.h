#pragma once
// The save files of earlier versions, read once to move their games into the
// library (SaveStore::check()):
//
//   <data folder>/unfinished-<game id>.json, and before that the single
//   <data folder>/unfinished-game.json:
//   {"format": "cowrie-save", "version": 1,
//    "setup": {GameSetup::toVariant()}, "record": {the core's game record}}

#include <QByteArray>
#include <QString>

#include <optional>

#include "app/ui/play/gamesetup.h"
#include "core/match.h"

namespace cowrie::ui {

struct OldSave {
    GameSetup setup;
    cowrie::Match match;
};

// Reads an old save file's text; nullopt, with `error` in words, for anything
// else (bad JSON, another file, another version, a record that does not
// replay). The record is the authority on the game and its options.
std::optional<OldSave> parseOldSave(const QByteArray& bytes, QString& error);

}  // namespace cowrie::ui
