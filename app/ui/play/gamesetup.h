#pragma once
// GameSetup: how one game is set up: which game with which options, who plays
// each side (a person or the computer at a level), the players' names,
// whether the board is turned, and where play starts: the game's initial
// position, or a given state (a replayed position played on). QML hands it
// over as a map; the save file keeps it beside the game record.

#include <QString>
#include <QVariantMap>

#include <memory>
#include <string>

#include "app/ui/play/modes.h"
#include "app/ui/play/sides.h"
#include "core/match.h"
#include "core/options.h"
#include "core/side.h"

namespace cowrie::ui {

// The game a setup names when it names none: the first the registry lists.
QString defaultGameId();

// An online game's seat (mode Online): which side this app holds, in which
// room of which server, and the seat's token, which resumes it after a
// dropped connection or a restart of the app. The hosting app also keeps the
// port its in-process server listened on, to listen there again.
struct OnlineSeat {
    QString role;     // "host" or "join"
    QString address;  // "host:port" the app connects to ("127.0.0.1:7341" when hosting)
    QString room;     // the room code, "" when there is no online game
    QString token;    // the seat's token (hex)
    Side side = Side::South;
    int port = 0;  // host: the port of the in-process server
    bool valid() const { return !room.isEmpty() && !token.isEmpty() && !address.isEmpty(); }
    bool operator==(const OnlineSeat&) const = default;
};

struct GameSetup {
    QString gameId = defaultGameId();  // the registry's first game
    RawOptions options;                // as chosen; defaults need not be listed
    modes::Mode mode = modes::HotSeat;
    Side computerSide = Side::North;  // VersusComputer: the side the computer plays
    int level = 1;                    // 0 Novice .. 4 Master
    QString southName;                // "" for the default name
    QString northName;
    bool turned = false;  // North's row at the bottom of the screen
    // The state object (cli-contract.md) play starts from, as JSON text;
    // empty for the game's initial position.
    QString start;
    QString libraryId;  // the game's entry in the library (GameLibrary), "" before it starts
    // Mode Online: the seat this app holds (never shown to QML: the token is a secret).
    OnlineSeat online;

    bool isComputer(Side side) const {
        return mode == modes::Demo || (mode == modes::VersusComputer && side == computerSide);
    }
    // The name shown for `side`: the chosen one, else "South"/"North" (or
    // "Computer" for the computer's side).
    QString nameOf(Side side) const;

    // The map a save file keeps: {game, options: {key: text}, mode:
    // "hotseat" | "computer" | "demo" | "online", computerSide: "south" | "north",
    // level, southName, northName, turned, libraryId, start (only when set)}.
    QVariantMap toVariant() const;
    // The map QML uses: the same, with mode a Mode (modes.h) and
    // computerSide a Side (sides.h), the enums QML compares.
    QVariantMap toQml() const;
    // Reads either map (and a map an older version kept, in words). Missing
    // keys keep their defaults; an unknown mode or side is read as the default.
    static GameSetup fromVariant(const QVariantMap& map);

    // A new match of this setup: the game's rules with its options, from
    // the start state when there is one (read by core/state_load.h, which
    // refuses a state the game cannot reach). Null, with `error` set, when
    // the game, an option or the state is refused.
    std::unique_ptr<cowrie::Match> makeMatch(std::string& error) const;
};

QString modeText(modes::Mode mode);  // "hotseat" / "computer" / "demo" / "online"
// The mode a QML map or a file names: a Mode, or its word; HotSeat when neither.
modes::Mode modeOf(const QVariant& value);

}  // namespace cowrie::ui
