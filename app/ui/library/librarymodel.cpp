#include "app/ui/library/librarymodel.h"

#include "app/ui/settings/languages.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

#include "app/ui/library/librarystats.h"

namespace cowrie::ui {

namespace {

QString localPath(const QUrl& file) {
    return file.isLocalFile() || file.scheme().isEmpty()
               ? QDir::toNativeSeparators(file.isLocalFile() ? file.toLocalFile() : file.toString())
               : QString();
}

// "The game could not be exported: No space left on device." A sentence
// from a reason that may start in lower case.
QString sentence(const QString& start, const QString& reason) {
    QString text = start.arg(reason);
    if (!text.endsWith(QLatin1Char('.'))) text += QLatin1Char('.');
    return text;
}

}  // namespace

LibraryModel::LibraryModel(QObject* parent)
    : QAbstractListModel(parent), library_(new GameLibrary(this)) {
    // Rows are worded when read: a new language words them again.
    connect(LanguageNotifier::instance(), &LanguageNotifier::changed, this, &LibraryModel::reload);
    reload();
}

int LibraryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant LibraryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= count()) return {};
    const LibraryRow& row = all_[shown_[index.row()]];
    switch (role) {
        case EntryIdRole:
            return row.id;
        case GameIdRole:
            return row.gameId;
        case GameRole:
            return row.gameName;
        case PlayersRole:
            return row.players;
        case OpponentRole:
            return row.opponent;
        case ResultRole:
            return row.result;
        case DateRole:
            return row.date;
        case LengthRole:
            return !row.problem.isEmpty() ? QString()
                   // Until an English catalogue gives %n its plural forms.
                   : row.moves == 1 ? tr("1 move")
                                    : tr("%n moves", nullptr, row.moves);
        case MovesRole:
            return row.moves;
        case FinishedRole:
            return row.finished;
        case ReadableRole:
            return row.problem.isEmpty();
        case ProblemRole:
            return row.problem;
    }
    return {};
}

QHash<int, QByteArray> LibraryModel::roleNames() const {
    return {
        {EntryIdRole, "entryId"},   {GameIdRole, "gameId"},     {GameRole, "game"},
        {PlayersRole, "players"},   {OpponentRole, "opponent"}, {ResultRole, "result"},
        {DateRole, "date"},         {LengthRole, "length"},     {MovesRole, "moves"},
        {FinishedRole, "finished"}, {ReadableRole, "readable"}, {ProblemRole, "problem"},
    };
}

void LibraryModel::setDirectory(const QString& directory) {
    if (directory == library_->directory()) return;
    library_->setDirectory(directory);
    reload();
}

void LibraryModel::setGameFilter(const QString& gameId) {
    if (gameId == gameFilter_) return;
    gameFilter_ = gameId;
    refilter();
}

void LibraryModel::setOpponentFilter(const QString& opponent) {
    if (opponent == opponentFilter_) return;
    opponentFilter_ = opponent;
    refilter();
}

QVariantList LibraryModel::games() const {
    QVariantList out;
    QStringList seen;
    for (const LibraryRow& row : all_) {
        if (row.gameId.isEmpty() || seen.contains(row.gameId)) continue;
        seen << row.gameId;
        out.push_back(QVariantMap{{"gameId", row.gameId}, {"name", row.gameName}});
    }
    std::sort(out.begin(), out.end(), [](const QVariant& a, const QVariant& b) {
        return a.toMap().value("name").toString() < b.toMap().value("name").toString();
    });
    return out;
}

QStringList LibraryModel::opponents() const {
    QStringList out;
    for (const LibraryRow& row : all_)
        if (!row.opponent.isEmpty() && !out.contains(row.opponent)) out << row.opponent;
    out.sort();
    return out;
}

QVariantList LibraryModel::statistics() const {
    return libraryStatistics(all_, gameFilter_);
}

void LibraryModel::reload() {
    QList<LibraryRow> rows;
    for (const GameLibrary::Entry& entry : library_->list()) rows.push_back(libraryRow(entry));
    std::sort(rows.begin(), rows.end(), [](const LibraryRow& a, const LibraryRow& b) {
        return a.sortKey != b.sortKey ? a.sortKey > b.sortKey : a.id > b.id;
    });
    all_ = std::move(rows);
    emit listChanged();
    refilter();
}

bool LibraryModel::shows(const LibraryRow& row) const {
    // An unreadable file shows whatever the filters, so that it can be deleted.
    if (!row.problem.isEmpty()) return true;
    return (gameFilter_.isEmpty() || row.gameId == gameFilter_) &&
           (opponentFilter_.isEmpty() || row.opponent == opponentFilter_);
}

void LibraryModel::refilter() {
    beginResetModel();
    shown_.clear();
    for (int i = 0; i < all_.size(); ++i)
        if (shows(all_[i])) shown_.push_back(i);
    endResetModel();
    emit filterChanged();
}

QVariantMap LibraryModel::get(int row) const {
    QVariantMap out;
    if (row < 0 || row >= count()) return out;
    const QHash<int, QByteArray> names = roleNames();
    for (auto it = names.cbegin(); it != names.cend(); ++it)
        out.insert(QString::fromUtf8(it.value()), data(index(row), it.key()));
    return out;
}

QString LibraryModel::recordText(const QString& id) {
    QString error;
    if (!library_->open(id, error)) {
        setMessage(sentence(tr("This game cannot be opened: %1"), error), true);
        return {};
    }
    const QString text = library_->text(id, error);
    if (text.isEmpty()) setMessage(sentence(tr("This game cannot be opened: %1"), error), true);
    return text;
}

bool LibraryModel::remove(const QString& id) {
    QString error;
    if (!library_->remove(id, error)) {
        setMessage(sentence(tr("The game could not be deleted: %1"), error), true);
        return false;
    }
    setMessage(tr("The game was deleted."), false);
    reload();
    return true;
}

bool LibraryModel::exportTo(const QString& id, const QUrl& file) {
    const QString path = localPath(file);
    QString error;
    if (path.isEmpty())
        error = tr("only a file on this computer can be written");
    else if (library_->exportTo(id, path, error)) {
        setMessage(tr("The game was exported to %1.").arg(path), false);
        return true;
    }
    setMessage(sentence(tr("The game could not be exported: %1"), error), true);
    return false;
}

bool LibraryModel::importFrom(const QUrl& file) {
    const QString path = localPath(file);
    QString error;
    if (path.isEmpty()) {
        error = tr("only a file on this computer can be read");
    } else if (library_->importFrom(path, error)) {
        setMessage(tr("%1 was added to the library.").arg(QFileInfo(path).fileName()), false);
        reload();
        return true;
    }
    setMessage(sentence(tr("The file could not be imported: %1"), error), true);
    return false;
}

void LibraryModel::setMessage(const QString& message, bool error) {
    message_ = message;
    messageIsError_ = error;
    emit messageChanged();
}

}  // namespace cowrie::ui
