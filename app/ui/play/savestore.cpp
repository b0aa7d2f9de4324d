#include "app/ui/play/savestore.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QStandardPaths>

#include "app/ui/library/gamelibrary.h"
#include "app/ui/library/recordsetup.h"
#include "app/ui/play/defaultnames.h"
#include "app/ui/play/oldsave.h"
#include "app/ui/settings/languages.h"
#include "app/ui/shared/atomicwrite.h"
#include "core/registry.h"

namespace cowrie::ui {

namespace {

// Where versions before one save per game kept their only save.
const char* const kSingleSaveName = "unfinished-game.json";
// No index or old save comes near this; a bigger file is not read.
constexpr qint64 kMaxFileBytes = 4 << 20;

QString gameName(const QString& gameId) {
    const cowrie::GameInfo* info = cowrie::findGame(gameId.toStdString());
    return info ? QString::fromStdString(info->name) : gameId;
}

QString describe(const GameSetup& setup, const cowrie::Match& match) {
    const QString name = gameName(setup.gameId);
    const bool south = setup.isComputer(cowrie::Side::South);
    const bool north = setup.isComputer(cowrie::Side::North);
    if (setup.mode == modes::Online) {
        const QString opponent = setup.nameOf(cowrie::opponent(setup.online.side));
        const int moves = match.moveCount();
        //: An unfinished game played over the network; %2 is the friend's name.
        return moves == 1
                   ? SaveStore::tr("%1, online against %2, 1 move played").arg(name, opponent)
                   : SaveStore::tr("%1, online against %2, %3 moves played")
                         .arg(name, opponent)
                         .arg(moves);
    }
    const QString who = south && north   ? SaveStore::tr("computer against computer")
                        : south || north ? SaveStore::tr("against the computer")
                                         : SaveStore::tr("%1 against %2")
                                               .arg(setup.nameOf(cowrie::Side::South),
                                                    setup.nameOf(cowrie::Side::North));
    const int moves = match.moveCount();
    return moves == 1 ? SaveStore::tr("%1, %2, 1 move played").arg(name, who)
                      : SaveStore::tr("%1, %2, %3 moves played").arg(name, who).arg(moves);
}

bool isGameId(const QString& id) {
    return !id.isEmpty() && cowrie::findGame(id.toStdString()) != nullptr;
}

QString gameIdOf(const cowrie::Match& match) {
    return QString::fromStdString(std::string(match.rules().gameId()));
}

ResumeMark markOf(const GameSetup& setup, const QString& entry) {
    ResumeMark mark{entry, setup.southName, setup.northName, setup.turned, {}};
    if (setup.mode == modes::Online) mark.online = setup.online;
    return mark;
}

// The bytes of the small file at `path`, or nullopt with `error` in words.
std::optional<QByteArray> readSmallFile(const QString& path, QString& error) {
    const QFileInfo info(path);
    if (!info.isFile()) {
        error = SaveStore::tr("it is not a regular file");
        return std::nullopt;
    }
    if (info.size() > kMaxFileBytes) {
        error = SaveStore::tr("it is too large (%1 bytes)").arg(info.size());
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = SaveStore::tr("it cannot be opened (%1)").arg(file.errorString());
        return std::nullopt;
    }
    return file.readAll();
}

// Renames the file at `path` aside; its new name, or "" when it could only
// be removed (or not even that).
QString setAside(const QString& path) {
    const QString stem =
        path + QStringLiteral(".unreadable-") +
        QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    QString aside = stem;
    for (int n = 2; QFileInfo::exists(aside) && n < 100; ++n)
        aside = stem + QLatin1Char('-') + QString::number(n);
    if (QDir().rename(path, aside)) return aside;  // a file, or a folder in its place
    QFile::remove(path);
    return {};
}

// An old save that cannot be read is set aside; the sentence saying so.
QString setOldSaveAside(const QString& path, const QString& reason) {
    const QString aside = setAside(path);
    //: %1 is why the saved game could not be read ("it is not a Cowrie save file").
    if (!aside.isEmpty())
        //: %2 is the file's new name.
        return SaveStore::tr("The saved game could not be read: %1. It was set aside as %2.")
            .arg(reason, QDir::toNativeSeparators(aside));
    return SaveStore::tr("The saved game could not be read: %1.").arg(reason);
}

}  // namespace

SaveStore::SaveStore(QObject* parent)
    : QObject(parent),
      directory_(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)),
      library_(new GameLibrary(this)) {
    // The summaries (the home screen's "Resume: ...") are sentences: said
    // anew in another language.
    connect(LanguageNotifier::instance(), &LanguageNotifier::changed, this, [this] {
        if (!unfinished_.isEmpty()) check();
    });
}

void SaveStore::setDirectory(const QString& directory) {
    directory_ = directory;
    library_->setDirectory(QDir(directory).filePath(QStringLiteral("library")));
}

QString SaveStore::indexPath() const {
    return QDir(directory_).filePath(QLatin1String(kResumeIndexName));
}

QString SaveStore::filePath(const QString& gameId) {
    QStringList ignored;
    const ResumeMarks marks = readIndex(ignored);
    return marks.contains(gameId) ? library_->filePath(marks.value(gameId).entry) : QString();
}

ResumeMarks SaveStore::readIndex(QStringList& problems) {
    const QString path = indexPath();
    if (!QFileInfo::exists(path)) return {};
    QString error;
    std::optional<ResumeMarks> marks;
    if (const auto bytes = readSmallFile(path, error)) marks = parseResumeIndex(*bytes, error);
    if (marks) return *marks;
    const QString aside = setAside(path);
    if (!aside.isEmpty())
        //: %1 is why the list could not be read, %2 the file's new name.
        problems << tr("The list of unfinished games could not be read: %1. It was set aside as "
                       "%2; the games are still in the library.")
                        .arg(error, QDir::toNativeSeparators(aside));
    else
        problems << tr("The list of unfinished games could not be read: %1; the games are still "
                       "in the library.")
                        .arg(error);
    return {};
}

bool SaveStore::writeIndex(const ResumeMarks& marks, QString& error) {
    if (!QDir().mkpath(directory_)) {
        error = tr("the folder %1 cannot be created").arg(QDir::toNativeSeparators(directory_));
        return false;
    }
    return writeAtomically(indexPath(), resumeIndexBytes(marks), error);
}

std::optional<SaveStore::Saved> SaveStore::resolve(const QString& gameId, const ResumeMark& mark,
                                                   QString& problem) const {
    // Deleted from the library by the player: nothing to resume.
    if (!QFileInfo::exists(library_->filePath(mark.entry))) return std::nullopt;
    QString error;
    auto record = library_->open(mark.entry, error);
    if (record && gameIdOf(record->match) != gameId)
        error = tr("it holds a game of %1, not of %2").arg(gameIdOf(record->match), gameId);
    if (!record || !error.isEmpty()) {
        //: %1 is a game's name, %2 why its record could not be read.
        problem = tr("The unfinished game of %1 could not be read from the library: %2. It is "
                     "still there, listed with its problem.")
                      .arg(gameName(gameId), error);
        return std::nullopt;
    }
    GameSetup setup = setupFromRecord(*record);
    // Ended, never begun, or a demo: nothing to resume.
    if (record->meta.result || record->match.position().over() || record->match.moveCount() == 0 ||
        (setup.isComputer(cowrie::Side::South) && setup.isComputer(cowrie::Side::North)))
        return std::nullopt;
    setup.libraryId = mark.entry;
    // A default kept as text by an older save follows the language again.
    setup.southName =
        isDefaultName(mark.southName, cowrie::Side::South, setup.isComputer(cowrie::Side::South))
            ? QString()
            : mark.southName;
    setup.northName =
        isDefaultName(mark.northName, cowrie::Side::North, setup.isComputer(cowrie::Side::North))
            ? QString()
            : mark.northName;
    setup.turned = mark.turned;
    // An online game: its seat on the server, to be resumed there.
    if (mark.online.valid()) {
        setup.mode = modes::Online;
        setup.online = mark.online;
    }
    return Saved{std::move(setup), std::move(record->match)};
}

bool SaveStore::save(const GameSetup& setup, const cowrie::Match& match,
                     std::optional<cowrie::Side> resigned, bool resumable) {
    lastWriteError_.clear();
    const QString gameId = gameIdOf(match);
    QStringList problems;
    const ResumeMarks marks =
        resumable || setup.libraryId.isEmpty() ? readIndex(problems) : ResumeMarks{};
    if (!problems.isEmpty()) setProblem(problems.join(QLatin1Char(' ')));
    QString entry = setup.libraryId;
    if (entry.isEmpty()) entry = marks.value(gameId).entry;
    if (entry.isEmpty()) entry = GameLibrary::newId();
    if (!library_->keep(entry, setup, match, resigned)) {
        lastWriteError_ = library_->lastError();
        return false;
    }
    if (!resumable) return true;
    GameSetup kept = setup;
    kept.gameId = gameId;
    const bool ended = match.position().over() || resigned || match.moveCount() == 0;
    ResumeMarks next = marks;
    if (ended)
        next.remove(gameId);
    else
        next.insert(gameId, markOf(kept, entry));
    if (next != marks && !writeIndex(next, lastWriteError_)) return false;
    note(gameId, entry, ended ? QString() : describe(kept, match));
    return true;
}

std::optional<SaveStore::Saved> SaveStore::load(const QString& gameId) {
    if (gameId.isEmpty() && latestGame_.isEmpty()) check();
    const QString id = gameId.isEmpty() ? latestGame_ : gameId;
    if (!isGameId(id)) return std::nullopt;
    QStringList problems;
    ResumeMarks marks = readIndex(problems);
    std::optional<Saved> saved;
    if (marks.contains(id)) {
        QString problem;
        saved = resolve(id, marks.value(id), problem);
        if (!problem.isEmpty()) problems << problem;
        if (!saved) {
            // Not trusted again: it is no longer offered.
            marks.remove(id);
            QString error;
            if (!writeIndex(marks, error))
                problems << tr("The list of unfinished games cannot be written: %1.").arg(error);
        }
    }
    if (!problems.isEmpty()) setProblem(problems.join(QLatin1Char(' ')));
    note(id, saved ? saved->setup.libraryId : QString(),
         saved ? describe(saved->setup, saved->match) : QString());
    return saved;
}

void SaveStore::check() {
    removeStaleTemporaries();
    QStringList problems;
    ResumeMarks marks = readIndex(problems);
    const ResumeMarks read = marks;
    const QStringList migrated = migrateOldSaves(marks, problems);
    unfinished_.clear();
    entries_.clear();
    for (auto it = marks.begin(); it != marks.end();) {
        QString problem;
        const auto saved = resolve(it.key(), it.value(), problem);
        if (!problem.isEmpty()) problems << problem;
        if (!saved) {
            it = marks.erase(it);
            continue;
        }
        unfinished_.insert(it.key(), describe(saved->setup, saved->match));
        entries_.insert(it.key(), it->entry);
        ++it;
    }
    QString error;
    if (marks == read || writeIndex(marks, error)) {
        for (const QString& path : migrated) QFile::remove(path);
    } else {
        for (const QString& path : migrated)
            //: %1 is a file name, %2 what went wrong.
            problems << tr("The saved game in %1 could not be moved into the library: %2. It "
                           "stays where it is.")
                            .arg(QDir::toNativeSeparators(path), error);
    }
    pickLatest();
    problem_ = problems.join(QLatin1Char(' '));
    emit changed();
}

QStringList SaveStore::migrateOldSaves(ResumeMarks& marks, QStringList& problems) {
    QStringList migrated;
    QSet<QString> markedNow;
    // The oldest first: of two saves of one game kind, the newer is resumed.
    const QFileInfoList files = QDir(directory_)
                                    .entryInfoList({QStringLiteral("unfinished-*.json")},
                                                   QDir::Files | QDir::Dirs | QDir::System |
                                                       QDir::Hidden | QDir::NoDotAndDotDot,
                                                   QDir::Time | QDir::Reversed);
    for (const QFileInfo& file : files) {
        const QString slot = file.completeBaseName().mid(QStringLiteral("unfinished-").size());
        const bool single = file.fileName() == QLatin1String(kSingleSaveName);
        if (!single && !isGameId(slot)) continue;  // no file of Cowrie's
        QString error;
        std::optional<OldSave> old;
        if (const auto bytes = readSmallFile(file.filePath(), error))
            old = parseOldSave(*bytes, error);
        if (old && !single && old->setup.gameId != slot)
            error = tr("it holds a game of %1, not of %2").arg(old->setup.gameId, slot);
        if (!old || !error.isEmpty()) {
            problems << setOldSaveAside(file.filePath(), error);
            continue;
        }
        // Saves since the library came hold their entry's id, and the
        // library has the same game; an older one gets an entry of its own.
        QString entry = old->setup.libraryId;
        if (!isLibraryEntryName(entry)) entry = GameLibrary::newId();
        if (!QFileInfo::exists(library_->filePath(entry)) &&
            !library_->keep(entry, old->setup, old->match, std::nullopt)) {
            problems << tr("The saved game in %1 could not be moved into the library: %2. It "
                           "stays where it is.")
                            .arg(QDir::toNativeSeparators(file.filePath()), library_->lastError());
            continue;
        }
        const QString gameId = old->setup.gameId;
        // A mark this loop set came from an older file (the list is oldest
        // first); one already in the index is weighed by its record's time
        // (the record written here just now would always look newer).
        const bool markedHere = markedNow.contains(gameId);
        const QFileInfo marked(marks.contains(gameId) ? library_->filePath(marks[gameId].entry)
                                                      : QString());
        if (markedHere || !marked.exists() || marked.lastModified() <= file.lastModified()) {
            marks.insert(gameId, markOf(old->setup, entry));
            markedNow.insert(gameId);
        }
        migrated << file.filePath();
    }
    return migrated;
}

void SaveStore::removeStaleTemporaries() {
    // QSaveFile writes "<file>.XXXXXX" and renames it over the file; a
    // process killed before the rename leaves it behind. One untouched for a
    // minute belongs to no write in progress (the set-aside files,
    // "….unreadable-…", are longer and never match).
    const QDir dir(directory_);
    const QDateTime before = QDateTime::currentDateTime().addSecs(-60);
    const QStringList patterns{QStringLiteral("unfinished-*.json.??????"),
                               QLatin1String(kResumeIndexName) + QStringLiteral(".??????")};
    for (const QFileInfo& file : dir.entryInfoList(patterns, QDir::Files | QDir::Hidden))
        if (file.lastModified() < before) QFile::remove(file.filePath());
    library_->removeStaleTemporaries();
}

void SaveStore::discard(const QString& gameId) {
    if (!isGameId(gameId)) return;
    QStringList problems;
    ResumeMarks marks = readIndex(problems);
    if (marks.remove(gameId) > 0) {
        QString error;
        if (!writeIndex(marks, error))
            //: %1 is what went wrong ("No space left on device").
            problems << tr("The list of unfinished games cannot be written: %1.").arg(error);
    }
    if (!problems.isEmpty()) setProblem(problems.join(QLatin1Char(' ')));
    note(gameId, {}, {});
}

void SaveStore::note(const QString& gameId, const QString& entry, const QString& summary) {
    const bool known = unfinished_.contains(gameId);
    if (summary.isEmpty() && !known) return;
    if (!summary.isEmpty() && known && unfinished_.value(gameId).toString() == summary &&
        entries_.value(gameId) == entry && latestGame_ == gameId)
        return;
    if (summary.isEmpty()) {
        unfinished_.remove(gameId);
        entries_.remove(gameId);
    } else {
        unfinished_.insert(gameId, summary);
        entries_.insert(gameId, entry);
    }
    pickLatest();
    emit changed();
}

// The latest unfinished game is the one played last (its record's time).
void SaveStore::pickLatest() {
    latestGame_.clear();
    QDateTime latest;
    for (auto it = unfinished_.cbegin(); it != unfinished_.cend(); ++it) {
        const QDateTime written =
            QFileInfo(library_->filePath(entries_.value(it.key()))).lastModified();
        if (latestGame_.isEmpty() || written > latest) {
            latestGame_ = it.key();
            latest = written;
        }
    }
}

void SaveStore::setProblem(const QString& problem) {
    if (problem == problem_) return;
    problem_ = problem;
    emit changed();
}

}  // namespace cowrie::ui
