#include "app/ui/play/savefileheader.h"

#include <QCoreApplication>

#include <string>
#include <string_view>

namespace cowrie::ui {

std::optional<cowrie::Json> readSaveFileHeader(const QByteArray& bytes, const char* format,
                                               int version, QString& error) {
    std::string jsonError;
    auto root = cowrie::parseJson(std::string_view(bytes.constData(), bytes.size()), jsonError);
    if (!root) {
        error = QCoreApplication::translate("cowrie::ui::SaveStore", "it is not valid JSON (%1)")
                    .arg(QString::fromStdString(jsonError));
        return std::nullopt;
    }
    const cowrie::Json* name = cowrie::member(*root, "format");
    if (!name || *name != format) {
        error =
            QCoreApplication::translate("cowrie::ui::SaveStore", "it is not a Cowrie save file");
        return std::nullopt;
    }
    const cowrie::Json* number = cowrie::member(*root, "version");
    if (!number || !number->is_number() || number->get<double>() != version) {
        error = QCoreApplication::translate("cowrie::ui::SaveStore",
                                            "it was written by another version of Cowrie");
        return std::nullopt;
    }
    return root;
}

}  // namespace cowrie::ui
