#pragma once
// SaveStore: the unfinished game, kept in one file in the app's data folder so
// that it can be offered again on the next launch.
//
//   {"format": "cowrie-save", "version": 1,
//    "setup": {GameSetup::toVariant()}, "record": {the core's game record}}
//
// Writes are atomic (QSaveFile): a crash mid-write leaves the old file. A file
// that cannot be read back (bad JSON, another program's file, a record that no
// longer replays) is never trusted: it is renamed aside ("….unreadable-<time>")
// and the problem is reported in words.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>

#include <optional>

#include "gamesetup.h"
#include "match.h"

class SaveStore : public QObject {
    Q_OBJECT
    QML_ELEMENT

    // A readable saved game is waiting (after check()).
    Q_PROPERTY(bool available READ available NOTIFY changed)
    // One line about it: "Congklak against the computer, 12 moves played".
    Q_PROPERTY(QString summary READ summary NOTIFY changed)
    // What went wrong with the last file read, "" when nothing did.
    Q_PROPERTY(QString problem READ problem NOTIFY changed)

  public:
    struct Saved {
        cowrie::ui::GameSetup setup;
        cowrie::Match match;
    };

    explicit SaveStore(QObject* parent = nullptr);

    // The folder of the save file: the app data folder unless set (tests).
    QString directory() const { return directory_; }
    void setDirectory(const QString& directory);
    QString filePath() const;

    bool available() const { return available_; }
    QString summary() const { return summary_; }
    QString problem() const { return problem_; }

    // Reads the save file: sets `available` and `summary`, or sets a corrupt
    // file aside and says so in `problem`. Also removes what a write killed
    // mid-way left behind.
    Q_INVOKABLE void check();
    // Deletes the save file (the player declined to resume, or the game ended).
    Q_INVOKABLE void discard();

    // Writes `match` and `setup` atomically. Returns false on a write error,
    // which lastWriteError() then names; the previous save is left as it was.
    bool save(const cowrie::ui::GameSetup& setup, const cowrie::Match& match);
    QString lastWriteError() const { return lastWriteError_; }
    // Reads the save file back; nullopt when there is none or it is unreadable
    // (then it has been set aside and `problem` says why).
    std::optional<Saved> load();

  signals:
    void changed();

  private:
    std::optional<Saved> parse(const QByteArray& bytes, QString& error) const;
    void setAside(const QString& reason);
    void removeStaleTemporaries();
    void setState(bool available, const QString& summary, const QString& problem);

    QString directory_;
    bool available_ = false;
    QString summary_;
    QString problem_;
    QString lastWriteError_;
};
