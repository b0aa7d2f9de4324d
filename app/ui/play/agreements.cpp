#include "app/ui/play/agreements.h"

#include "app/ui/shared/coretext.h"

namespace cowrie::ui {

namespace {

const Agreement* agreementOf(const GameInfo& game, std::string_view key) {
    for (const Agreement& agreement : game.agreements)
        if (agreement.option == key) return &agreement;
    return nullptr;
}

}  // namespace

std::optional<OptionWording> optionWording(const GameInfo& game, std::string_view key) {
    const Agreement* agreement = agreementOf(game, key);
    if (agreement == nullptr) return std::nullopt;
    return OptionWording{coreText(agreement->label), coreText(agreement->explanation)};
}

QString agreementNote(const GameInfo& game, const OptionValues& options) {
    QStringList notes;
    for (const Agreement& agreement : game.agreements)
        if (options.boolean(agreement.option)) notes << coreText(agreement.note);
    return notes.join(QStringLiteral("; "));
}

}  // namespace cowrie::ui
