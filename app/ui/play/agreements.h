#pragma once
// Agreements the players make when they create a game, worded for people,
// as each game's description (GameInfo::agreements) says them. Olinda
// keliya's `equal-draw` is the players' agreement that 28 seeds each at the
// end of a phase (hari mutu) is a draw: it is chosen at creation (the rule
// book's O8, O14), never offered as a move, so the picker phrases the option
// as that agreement and the play screen keeps it in view.

#include <QString>
#include <QStringList>

#include <optional>
#include <string_view>

#include "core/game_info.h"
#include "core/options.h"

namespace cowrie::ui {

struct OptionWording {
    QString label;
    QString description;
};

// The app's wording of option `key` of `game`, when it has its own.
std::optional<OptionWording> optionWording(const GameInfo& game, std::string_view key);

// The agreements of `game` in force with `options`, in a sentence ("" for none).
QString agreementNote(const GameInfo& game, const OptionValues& options);

}  // namespace cowrie::ui
