#pragma once
// SaveStore: the unfinished games, one per game kind, to be resumed from its
// card on the home page (or from the offer on the next launch). The games
// themselves are kept in one place only, the game library (GameLibrary, one
// record a game); the store keeps which library entry is the unfinished game
// of each kind in a small index beside it (resumeindex.h):
//
//   <folder>/resume.json      game id -> library entry (+ what a record lacks)
//   <folder>/library/<id>.json  the games (docs/record-format.md)
//
// A move costs one write, the game's record; the index is written only when
// it changes (a game's first move, its end, the board turned, a discard).
// Writes are atomic (QSaveFile): a crash mid-write leaves the old file. An
// index that cannot be read is never trusted: it is renamed aside
// ("….unreadable-<time>") and the problem is reported in words; the games
// stay in the library. A record that cannot be read is not resumed, and is
// left in the library, which lists it with its problem. The save files of
// earlier versions ("unfinished-<game id>.json", and the single
// "unfinished-game.json" before them) are moved into the library by check().

#include <QtQml/qqmlregistration.h>
#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <optional>

#include "app/ui/play/gamesetup.h"
#include "app/ui/play/resumeindex.h"
#include "core/match.h"
#include "core/side.h"

namespace cowrie::ui {

class GameLibrary;

class SaveStore : public QObject {
    Q_OBJECT
    QML_ELEMENT

    // A readable saved game is waiting (after check()).
    Q_PROPERTY(bool available READ available NOTIFY changed)
    // The most recently saved one: its game id and one line about it
    // ("Congklak, against the computer, 12 moves played").
    Q_PROPERTY(QString latestGame READ latestGame NOTIFY changed)
    Q_PROPERTY(QString summary READ summary NOTIFY changed)
    // Every readable unfinished game: game id -> its one-line summary.
    Q_PROPERTY(QVariantMap unfinished READ unfinished NOTIFY changed)
    // What went wrong with the last files read, "" when nothing did.
    Q_PROPERTY(QString problem READ problem NOTIFY changed)

  public:
    struct Saved {
        cowrie::ui::GameSetup setup;  // libraryId: the entry it is kept in
        cowrie::Match match;
    };

    explicit SaveStore(QObject* parent = nullptr);

    // The data folder: the app data folder unless set (tests). The index is
    // in it, the library in its "library" folder.
    QString directory() const { return directory_; }
    void setDirectory(const QString& directory);
    QString indexPath() const;
    // The library the games are kept in (the session records every game there).
    GameLibrary* library() const { return library_; }
    // The library record holding the unfinished game of `gameId` ("" when
    // there is none). Reads the index (one that cannot be read is set aside).
    QString filePath(const QString& gameId);

    bool available() const { return !unfinished_.isEmpty(); }
    QString latestGame() const { return latestGame_; }
    QString summary() const { return unfinished_.value(latestGame_).toString(); }
    QVariantMap unfinished() const { return unfinished_; }
    QString problem() const { return problem_; }

    // Reads the index and the records it names: sets `unfinished`,
    // `latestGame` and `summary`, and says in `problem` what could not be
    // read. Also removes what a write killed mid-way left behind, and moves
    // the saves of earlier versions into the library, once.
    Q_INVOKABLE void check();
    // The player gave up the unfinished game of `gameId`: it is no longer
    // offered. Its record stays in the library.
    Q_INVOKABLE void discard(const QString& gameId);

    // Keeps `match` in the library, in entry `setup.libraryId` ("": the
    // entry of its kind's unfinished game, or a new one). When `resumable`
    // (not a demo, nor a finished game reopened) the game becomes its kind's
    // unfinished game, or, ended or not yet begun, no longer is one. Returns
    // false on a write error, which lastWriteError() then names; the files
    // are left as they were.
    bool save(const cowrie::ui::GameSetup& setup, const cowrie::Match& match,
              std::optional<cowrie::Side> resigned = std::nullopt, bool resumable = true);
    QString lastWriteError() const { return lastWriteError_; }
    // Reads the unfinished game of `gameId` back ("": the latest one) from
    // the library; nullopt when there is none or it is unreadable (then
    // `problem` says why).
    std::optional<Saved> load(const QString& gameId = {});

  signals:
    void changed();

  private:
    // The index as on disk; one that cannot be read is set aside and a
    // sentence about it added to `problems`.
    ResumeMarks readIndex(QStringList& problems);
    bool writeIndex(const ResumeMarks& marks, QString& error);
    // The game `mark` names, if it is an unfinished game of `gameId`. A
    // record gone from the library is nothing to resume, quietly; one that
    // cannot be read sets `problem`.
    std::optional<Saved> resolve(const QString& gameId, const ResumeMark& mark,
                                 QString& problem) const;
    // Moves the saves of earlier versions into the library and `marks`;
    // returns the files moved (to be removed once the index is written).
    QStringList migrateOldSaves(ResumeMarks& marks, QStringList& problems);
    void removeStaleTemporaries();
    // Records (or forgets, with an empty summary) the unfinished game of
    // `gameId`, kept in library entry `entry`.
    void note(const QString& gameId, const QString& entry, const QString& summary);
    void setProblem(const QString& problem);
    void pickLatest();

    QString directory_;
    GameLibrary* library_;
    QVariantMap unfinished_;
    QHash<QString, QString> entries_;  // game id -> library entry, of unfinished_
    QString latestGame_;
    QString problem_;
    QString lastWriteError_;
};

}  // namespace cowrie::ui
