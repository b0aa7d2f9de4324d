#pragma once
// GameLibrary: every game played, finished or not, one record file a game
// (record version 2, docs/record-format.md) in <app data>/library/:
//
//   <folder>/<id>.json     id = "20261202-005236-123-1a2b" (the start, and a
//                          random tail), made when the game starts
//
// Listing reads each file's summary only (record_summary.h), so that a
// thousand games open at once; a record is replayed and checked in full when
// it is opened or imported. A file that cannot be read is listed with its
// problem and left as it is; nothing else is touched. Writes are atomic
// (QSaveFile): a crash mid-write leaves the file as it was, and the
// temporary file it leaves is removed on the next listing.
//
// It is the one store of games: the unfinished game of each kind is resumed
// from its record here (SaveStore keeps which entry it is, resumeindex.h).

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

#include <optional>

#include "core/game_record.h"
#include "core/json.h"
#include "core/record_summary.h"

namespace cowrie::ui {

struct GameSetup;

class GameLibrary : public QObject {
    Q_OBJECT

  public:
    struct Entry {
        QString id;
        // Readable: the summary; otherwise `problem` says why not.
        std::optional<cowrie::RecordSummary> summary;
        QString problem;
        QDateTime written;  // the file's time, for entries without a start date
    };

    explicit GameLibrary(QObject* parent = nullptr);

    // <AppDataLocation>/library unless set (tests use a temporary folder).
    QString directory() const { return directory_; }
    void setDirectory(const QString& directory);
    QString filePath(const QString& id) const;

    // A new entry id, made when a game starts.
    static QString newId();

    // Every entry's summary, in no particular order. Removes temporary
    // files a killed write left behind.
    QList<Entry> list();

    // Keeps the game `id` as it is now: writes its record, unless the entry
    // already holds these moves, players and result. The start date stays
    // the entry's first; the end date is set when the game ends. A game
    // with no move is not kept (an entry taken back to its start is
    // removed). False on a write error, which lastError() names.
    bool keep(const QString& id, const cowrie::ui::GameSetup& setup, const cowrie::Match& match,
              std::optional<cowrie::Side> resigned);

    // The record text of `id` ("" if it cannot be read; `error` says why).
    QString text(const QString& id, QString& error) const;
    // Reads `id` in full (moves replayed, result checked).
    std::optional<cowrie::GameRecord> open(const QString& id, QString& error) const;
    bool remove(const QString& id, QString& error);
    // Writes entry `id` to the file `path`, atomically.
    bool exportTo(const QString& id, const QString& path, QString& error) const;
    // Checks the record in `path` in full and adds it as a new entry,
    // returning its id; a game already in the library is not added twice.
    std::optional<QString> importFrom(const QString& path, QString& error);

    QString lastError() const { return lastError_; }

    // Removes the temporary files writes killed mid-way left behind (list()
    // does it too).
    void removeStaleTemporaries() const;

  signals:
    // An entry was written, added or removed.
    void changed();

  private:
    bool ensureFolder(QString& error) const;
    bool write(const QString& id, const cowrie::Json& record, QString& error);
    std::optional<cowrie::Json> readJson(const QString& id) const;

    QString directory_;
    // The record each entry last had, as written or read: keep() compares
    // with it and writes only what changed.
    QHash<QString, cowrie::Json> kept_;
    QString lastError_;
};

}  // namespace cowrie::ui
