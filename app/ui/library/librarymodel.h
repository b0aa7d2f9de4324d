#pragma once
// LibraryModel: the games of the library (GameLibrary) for the Library page,
// newest first, filtered by game and by opponent, with the statistics of the
// games shown and the page's actions: delete, export, import, and the record
// of a game to open (checked in full first). Every failure is told in
// `message`, in words that name the problem.

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QList>
#include <QUrl>
#include <QVariantList>

#include "app/ui/library/gamelibrary.h"
#include "app/ui/library/libraryrow.h"

namespace cowrie::ui {

class LibraryModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT

    // The library's folder (tests point it elsewhere); setting it reloads.
    Q_PROPERTY(QString directory READ directory WRITE setDirectory NOTIFY listChanged)
    // A registry game id, or "" for every game.
    Q_PROPERTY(QString gameFilter READ gameFilter WRITE setGameFilter NOTIFY filterChanged)
    // An opponent as `opponents` lists it, or "" for every opponent.
    Q_PROPERTY(
        QString opponentFilter READ opponentFilter WRITE setOpponentFilter NOTIFY filterChanged)
    // The games and opponents the library holds, for the filters:
    // [{gameId, name}] and ["Computer (Novice)", "Two players", ...].
    Q_PROPERTY(QVariantList games READ games NOTIFY listChanged)
    Q_PROPERTY(QStringList opponents READ opponents NOTIFY listChanged)
    // libraryStatistics() of the game filtered on (every game when none).
    Q_PROPERTY(QVariantList statistics READ statistics NOTIFY filterChanged)
    Q_PROPERTY(int count READ count NOTIFY filterChanged)  // rows shown
    Q_PROPERTY(int total READ total NOTIFY listChanged)    // files in the library
    // What the last action reported: a failure, or what it did; "" at first.
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    Q_PROPERTY(bool messageIsError READ messageIsError NOTIFY messageChanged)

  public:
    enum Role {
        EntryIdRole = Qt::UserRole + 1,
        GameIdRole,
        GameRole,
        PlayersRole,
        OpponentRole,
        ResultRole,
        DateRole,
        LengthRole,  // "12 moves"
        MovesRole,
        FinishedRole,
        ReadableRole,
        ProblemRole,
    };
    Q_ENUM(Role)

    explicit LibraryModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString directory() const { return library_->directory(); }
    void setDirectory(const QString& directory);
    QString gameFilter() const { return gameFilter_; }
    void setGameFilter(const QString& gameId);
    QString opponentFilter() const { return opponentFilter_; }
    void setOpponentFilter(const QString& opponent);
    QVariantList games() const;
    QStringList opponents() const;
    QVariantList statistics() const;
    int count() const { return static_cast<int>(shown_.size()); }
    int total() const { return static_cast<int>(all_.size()); }
    QString message() const { return message_; }
    bool messageIsError() const { return messageIsError_; }

    // Reads the library's folder again.
    Q_INVOKABLE void reload();
    // The roles of row `row` as a map ({} out of range).
    Q_INVOKABLE QVariantMap get(int row) const;
    // The record of entry `id` after checking it in full (moves replayed,
    // result checked); "" when it cannot be opened, and `message` says why.
    Q_INVOKABLE QString recordText(const QString& id);
    Q_INVOKABLE bool remove(const QString& id);
    // Writes entry `id` to `file` (a local file URL or path).
    Q_INVOKABLE bool exportTo(const QString& id, const QUrl& file);
    // Checks the record in `file` in full and adds it to the library.
    Q_INVOKABLE bool importFrom(const QUrl& file);

  signals:
    void listChanged();
    void filterChanged();
    void messageChanged();

  private:
    void refilter();
    bool shows(const LibraryRow& row) const;
    void setMessage(const QString& message, bool error);

    GameLibrary* library_;
    QList<LibraryRow> all_;  // newest first
    QList<int> shown_;       // rows of all_ that pass the filters
    QString gameFilter_;
    QString opponentFilter_;
    QString message_;
    bool messageIsError_ = false;
};

}  // namespace cowrie::ui
