#include "app/ui/play/oldsave.h"

#include <QCoreApplication>

#include <string_view>

#include "app/ui/play/savefileheader.h"
#include "app/ui/shared/jsonvariant.h"
#include "core/json.h"
#include "core/record.h"

namespace cowrie::ui {

using cowrie::Json;

namespace {
constexpr int kSaveVersion = 1;
const char* const kFormat = "cowrie-save";
}  // namespace

std::optional<OldSave> parseOldSave(const QByteArray& bytes, QString& error) {
    const auto root = readSaveFileHeader(bytes, kFormat, kSaveVersion, error);
    if (!root) return std::nullopt;
    const Json* record = cowrie::member(*root, "record");
    const Json* setupJson = cowrie::member(*root, "setup");
    if (!record || !record->is_object() || !setupJson || !setupJson->is_object()) {
        error =
            QCoreApplication::translate("cowrie::ui::SaveStore", "its record or setup is missing");
        return std::nullopt;
    }
    std::string recordError;
    auto match = cowrie::recordFromJson(*record, recordError);
    if (!match) {
        error = QString::fromStdString(recordError);
        return std::nullopt;
    }
    GameSetup setup = GameSetup::fromVariant(cowrie::ui::variantFromJson(*setupJson).toMap());
    setup.gameId = QString::fromStdString(std::string(match->rules().gameId()));
    setup.options = match->rules().options().all();
    return OldSave{std::move(setup), std::move(*match)};
}

}  // namespace cowrie::ui
