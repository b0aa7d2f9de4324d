#include "agreements.h"

namespace cowrie::ui {

namespace {

constexpr std::string_view kOlinda = "olinda-keliya";
constexpr std::string_view kEqualDraw = "equal-draw";

}  // namespace

std::optional<OptionWording> optionWording(std::string_view gameId, std::string_view key) {
    if (gameId == kOlinda && key == kEqualDraw)
        return OptionWording{
            QStringLiteral("Agreed draw"),
            QStringLiteral("If both end a phase with 28 seeds, agree to a draw (hari mutu). "
                           "The agreement is made now, before play; there is no draw offer "
                           "during the game. Off: play goes on with a new phase.")};
    return std::nullopt;
}

QString agreementNote(std::string_view gameId, const OptionValues& options) {
    if (gameId == kOlinda && options.boolean(kEqualDraw))
        return QStringLiteral("Agreed: 28 seeds each at a phase's end is a draw (hari mutu)");
    return {};
}

}  // namespace cowrie::ui
