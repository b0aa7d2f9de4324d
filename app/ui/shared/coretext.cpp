#include "app/ui/shared/coretext.h"

#include <QCoreApplication>

namespace cowrie::ui {

// Every English text of the rules core that the app shows (see coretext.h),
// in the registry's order: generated at build time from the registry by
// cmake/write_core_texts.cpp (cmake/CoreTexts.cmake), so that lupdate finds them.
extern const char* const kCoreTexts[];
extern const int kCoreTextCount;

QString coreText(std::string_view english) {
    if (english.empty()) return {};
    const std::string text(english);
    return QCoreApplication::translate("CoreText", text.c_str());
}

QString optionWords(const std::string& key) {
    std::string text = key;
    for (char& c : text)
        if (c == '-') c = ' ';
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = char(text[0] - 'a' + 'A');
    return coreText(text);
}

QStringList knownCoreTexts() {
    QStringList texts;
    for (int i = 0; i < kCoreTextCount; ++i) texts << QString::fromUtf8(kCoreTexts[i]);
    return texts;
}

}  // namespace cowrie::ui
