#include "app/ui/play/resumeindex.h"

#include <QCoreApplication>

#include <string_view>

#include "app/ui/play/savefileheader.h"
#include "core/json.h"
#include "core/registry.h"

namespace cowrie::ui {

using cowrie::Json;

namespace {

constexpr int kIndexVersion = 1;
const char* const kFormat = "cowrie-resume";

QString text(const Json& json) {
    return json.is_string() ? QString::fromStdString(json.get<std::string>()) : QString();
}

// An online game's seat, or nullopt when any part of it is not as written.
std::optional<OnlineSeat> readOnlineSeat(const Json& json) {
    if (!json.is_object()) return std::nullopt;
    OnlineSeat seat;
    for (const auto& [key, field] :
         {std::pair{"role", &seat.role}, std::pair{"address", &seat.address},
          std::pair{"room", &seat.room}, std::pair{"token", &seat.token}}) {
        const Json* value = cowrie::member(json, key);
        if (!value || !value->is_string()) return std::nullopt;
        *field = text(*value);
    }
    const Json* side = cowrie::member(json, "side");
    if (!side || !side->is_string()) return std::nullopt;
    if (text(*side) == QLatin1String("north"))
        seat.side = cowrie::Side::North;
    else if (text(*side) != QLatin1String("south"))
        return std::nullopt;
    if (const Json* port = cowrie::member(json, "port")) {
        if (!port->is_number_integer()) return std::nullopt;
        seat.port = port->get<int>();
    }
    if (!seat.valid()) return std::nullopt;
    return seat;
}

// One game's mark, or nullopt when any part of it is not as written.
std::optional<ResumeMark> readMark(const Json& json) {
    if (!json.is_object()) return std::nullopt;
    const Json* entry = cowrie::member(json, "entry");
    const Json* south = cowrie::member(json, "southName");
    const Json* north = cowrie::member(json, "northName");
    const Json* turned = cowrie::member(json, "turned");
    if (!entry || !entry->is_string() || (south && !south->is_string()) ||
        (north && !north->is_string()) || (turned && !turned->is_boolean()))
        return std::nullopt;
    ResumeMark mark;
    mark.entry = text(*entry);
    if (!isLibraryEntryName(mark.entry)) return std::nullopt;
    if (south) mark.southName = text(*south);
    if (north) mark.northName = text(*north);
    mark.turned = turned && turned->get<bool>();
    if (const Json* online = cowrie::member(json, "online")) {
        const auto seat = readOnlineSeat(*online);
        if (!seat) return std::nullopt;
        mark.online = *seat;
    }
    return mark;
}

}  // namespace

bool isLibraryEntryName(const QString& id) {
    return !id.isEmpty() && id.size() <= 200 && !id.startsWith(QLatin1Char('.')) &&
           !id.contains(QLatin1Char('/')) && !id.contains(QLatin1Char('\\')) &&
           !id.contains(QChar(0));
}

std::optional<ResumeMarks> parseResumeIndex(const QByteArray& bytes, QString& error) {
    const auto root = readSaveFileHeader(bytes, kFormat, kIndexVersion, error);
    if (!root) return std::nullopt;
    const Json* games = cowrie::member(*root, "games");
    if (!games || !games->is_object()) {
        error =
            QCoreApplication::translate("cowrie::ui::SaveStore", "its list of games is damaged");
        return std::nullopt;
    }
    ResumeMarks marks;
    for (const auto& [game, json] : games->items()) {
        const auto mark = readMark(json);
        if (!mark || !cowrie::findGame(game)) {
            error = QCoreApplication::translate("cowrie::ui::SaveStore",
                                                "its list of games is damaged");
            return std::nullopt;
        }
        marks.insert(QString::fromStdString(game), *mark);
    }
    return marks;
}

QByteArray resumeIndexBytes(const ResumeMarks& marks) {
    Json games = Json::object();
    for (auto it = marks.cbegin(); it != marks.cend(); ++it) {
        Json mark{
            {"entry", it->entry.toStdString()},
            {"southName", it->southName.toStdString()},
            {"northName", it->northName.toStdString()},
            {"turned", it->turned},
        };
        if (it->online.valid()) {
            const OnlineSeat& seat = it->online;
            mark["online"] = Json{
                {"role", seat.role.toStdString()},
                {"address", seat.address.toStdString()},
                {"room", seat.room.toStdString()},
                {"token", seat.token.toStdString()},
                {"side", seat.side == cowrie::Side::North ? "north" : "south"},
                {"port", seat.port},
            };
        }
        games[it.key().toStdString()] = std::move(mark);
    }
    const Json root{{"format", kFormat}, {"version", kIndexVersion}, {"games", std::move(games)}};
    // Indented for people who look; a name that is no valid UTF-8 (it came
    // from a QString, so hardly) is written with U+FFFD, never thrown about.
    return QByteArray::fromStdString(root.dump(4, ' ', false, Json::error_handler_t::replace) +
                                     '\n');
}

}  // namespace cowrie::ui
