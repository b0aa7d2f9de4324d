#pragma once
// Option `hidden-counts` (Pallankuzhi): the players see the seeds but no
// numbers of seeds until the round ends. Every text of the play screen that
// would count seeds asks this one place.

#include "core/rules.h"

namespace cowrie::ui {

inline bool countsHidden(const Rules& rules) {
    return rules.options().text("hidden-counts") == "true";
}

}  // namespace cowrie::ui
