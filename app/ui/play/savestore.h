#pragma once
// SaveStore: the unfinished games, one per game kind, kept in the app's data
// folder so that each can be resumed from its card on the home page (or from
// the offer on the next launch).
//
//   <folder>/unfinished-<game id>.json:
//   {"format": "cowrie-save", "version": 1,
//    "setup": {GameSetup::toVariant()}, "record": {the core's game record}}
//
// Writes are atomic (QSaveFile): a crash mid-write leaves the old file. A file
// that cannot be read back (bad JSON, another program's file, a record that no
// longer replays) is never trusted: it is renamed aside ("….unreadable-<time>")
// and the problem is reported in words. The single save of earlier versions
// ("unfinished-game.json") is moved to its game's slot by check().

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QVariantMap>

#include <optional>

#include "app/ui/play/gamesetup.h"
#include "core/match.h"

namespace cowrie::ui {

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
        cowrie::ui::GameSetup setup;
        cowrie::Match match;
    };

    explicit SaveStore(QObject* parent = nullptr);

    // The folder of the save files: the app data folder unless set (tests).
    QString directory() const { return directory_; }
    void setDirectory(const QString& directory);
    // The save file of game `gameId` (a registry id).
    QString filePath(const QString& gameId) const;

    bool available() const { return !unfinished_.isEmpty(); }
    QString latestGame() const { return latestGame_; }
    QString summary() const { return unfinished_.value(latestGame_).toString(); }
    QVariantMap unfinished() const { return unfinished_; }
    QString problem() const { return problem_; }

    // Reads every save file: sets `unfinished`, `latestGame` and `summary`,
    // sets corrupt files aside and says so in `problem`. Also removes what a
    // write killed mid-way left behind, and moves an old single save to its slot.
    Q_INVOKABLE void check();
    // Deletes the save of `gameId` (the player discarded it, or it ended).
    Q_INVOKABLE void discard(const QString& gameId);

    // Writes `match` and `setup` atomically into the slot of the match's
    // game. Returns false on a write error, which lastWriteError() then
    // names; the previous save is left as it was.
    bool save(const cowrie::ui::GameSetup& setup, const cowrie::Match& match);
    QString lastWriteError() const { return lastWriteError_; }
    // Reads the save of `gameId` back ("": the latest one); nullopt
    // when there is none or it is unreadable (then it has been set aside and
    // `problem` says why).
    std::optional<Saved> load(const QString& gameId = {});

  signals:
    void changed();

  private:
    std::optional<Saved> parse(const QByteArray& bytes, QString& error) const;
    std::optional<Saved> read(const QString& path, QString& problem);
    QString setAside(const QString& path, const QString& reason);
    void migrateSingleSave();
    void removeStaleTemporaries();
    // Records (or forgets, with an empty summary) the save of `gameId`.
    void note(const QString& gameId, const QString& summary);
    void setProblem(const QString& problem);
    void pickLatest();

    QString directory_;
    QVariantMap unfinished_;
    QString latestGame_;
    QString problem_;
    QString lastWriteError_;
};

}  // namespace cowrie::ui
