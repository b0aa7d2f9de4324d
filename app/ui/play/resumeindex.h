#pragma once
// The resume index: which entry of the game library holds the unfinished
// game of each game kind, to be resumed from its card on the home page.
//
//   <data folder>/resume.json:
//   {"format": "cowrie-resume", "version": 1,
//    "games": {"kalah": {"entry": "20261202-005236-123-1a2b",
//                        "southName": "", "northName": "Ana", "turned": true}}}
//
// It holds no copy of a game: the moves, the start, the options and the
// players (names shown, the computer's side and level) are in the library's
// record (docs/record-format.md). Beside the entry it keeps the two things a
// record does not: whether the board was turned, and the names as chosen
// ("" for a default name, which follows the language, where the record keeps
// the name as it was shown). An online game's mark also keeps its seat
// (gamesetup.h's OnlineSeat), so that the game resumes its seat on the server:
//   "online": {"role": "join", "address": "192.168.1.20:7341", "room": "…",
//              "token": "…", "side": "north", "port": 0}

#include <QByteArray>
#include <QMap>
#include <QString>

#include <optional>

#include "app/ui/play/gamesetup.h"

namespace cowrie::ui {

struct ResumeMark {
    QString entry;  // the library entry id
    QString southName;
    QString northName;
    bool turned = false;
    OnlineSeat online;  // an online game's seat; room "" for any other game
    bool operator==(const ResumeMark&) const = default;
};

// Game id -> its unfinished game.
using ResumeMarks = QMap<QString, ResumeMark>;

// The file name of the index in the data folder.
inline constexpr const char* kResumeIndexName = "resume.json";

// A name the library could give an entry: no path, nothing hidden.
bool isLibraryEntryName(const QString& id);

// Reads an index; nullopt, with `error` in words, for anything else (bad
// JSON, another file, another version, a game or entry that is no name).
std::optional<ResumeMarks> parseResumeIndex(const QByteArray& bytes, QString& error);
// The index file's text for `marks`.
QByteArray resumeIndexBytes(const ResumeMarks& marks);

}  // namespace cowrie::ui
