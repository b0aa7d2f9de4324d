#include "agreements.h"

#include "registry.h"

namespace cowrie::ui {

namespace {

const Agreement* agreementOf(std::string_view gameId, std::string_view key) {
    const GameInfo* game = findGame(gameId);
    if (game == nullptr) return nullptr;
    for (const Agreement& agreement : game->agreements)
        if (agreement.option == key) return &agreement;
    return nullptr;
}

}  // namespace

std::optional<OptionWording> optionWording(std::string_view gameId, std::string_view key) {
    const Agreement* agreement = agreementOf(gameId, key);
    if (agreement == nullptr) return std::nullopt;
    return OptionWording{QString::fromStdString(agreement->label),
                         QString::fromStdString(agreement->explanation)};
}

QString agreementNote(std::string_view gameId, const OptionValues& options) {
    const GameInfo* game = findGame(gameId);
    if (game == nullptr) return {};
    QStringList notes;
    for (const Agreement& agreement : game->agreements)
        if (options.boolean(agreement.option)) notes << QString::fromStdString(agreement.note);
    return notes.join(QStringLiteral("; "));
}

}  // namespace cowrie::ui
