#pragma once
// The rules core's words in the player's language. The core is plain C++ and
// speaks English (the CLI's words stay English); the app shows its game names,
// local names, regions, descriptions, preset and option names, agreements and
// end reasons through coreText(), which looks the English text up in the
// context "CoreText". The build lists every such text for lupdate, read from
// the registry (cmake/CoreTexts.cmake); tst_coretext checks the list against
// the registry.

#include <QString>
#include <QStringList>

#include <string>
#include <string_view>

namespace cowrie::ui {

QString coreText(std::string_view english);

// "lone-seed" -> "Lone seed", "south" -> "South", translated: an option's
// key or choice as the setup page names it.
QString optionWords(const std::string& key);

// The English texts coreText() knows (the lupdate table).
QStringList knownCoreTexts();

}  // namespace cowrie::ui
