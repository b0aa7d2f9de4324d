#pragma once
// Default player names are not text (issue 32): a player without a typed
// name is "the default name of this side, or of the computer", worded in the
// language of the moment wherever it is shown. Records keep it in English
// ("South", "North", "Computer"), as the record format wants; a name read
// back from a record, a save or the library that is such a default, in
// English or in any of the app's languages (records written before this
// rule kept it in the language of their day), is read as the default.

#include <QString>

#include "core/side.h"

namespace cowrie::ui {

// The default name as records keep it: "South", "North" or "Computer".
QString recordedDefaultName(cowrie::Side side, bool computer);

// The default name in the app's language now.
QString defaultName(cowrie::Side side, bool computer);

// `name` is empty, or the default name of the side (or of the computer) in
// English or in one of the app's languages.
bool isDefaultName(const QString& name, cowrie::Side side, bool computer);

// The name to show for a kept `name`: the default in today's words when it
// is a default, else the name itself.
QString shownName(const QString& name, cowrie::Side side, bool computer);

}  // namespace cowrie::ui
