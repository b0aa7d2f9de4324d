#pragma once
// English plurals while English is the source language and ships no
// translation of its own: the translation files hold only the plural sentence
// (a numerus entry, so each language gives its own forms), and the singular
// English sentence is used when no translation of it is installed.

#include <QString>

namespace cowrie::ui {

// `plural` must also be marked for lupdate at the call site:
// countText("Narration", "%n seed", QT_TRANSLATE_N_NOOP("Narration", "%n seeds"), n).
QString countText(const char* context, const char* singular, const char* plural, int n);

}  // namespace cowrie::ui
