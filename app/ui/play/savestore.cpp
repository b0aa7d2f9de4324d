#include "app/ui/play/savestore.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <string_view>

#include "app/ui/shared/jsonvariant.h"
#include "core/json.h"
#include "core/record.h"
#include "core/registry.h"

namespace cowrie::ui {

using cowrie::Json;

namespace {

constexpr int kSaveVersion = 1;
const char* const kFormat = "cowrie-save";
// Where versions before one save per game kept their only save.
const char* const kSingleSaveName = "unfinished-game.json";
// No save of a real game comes near this; a bigger file is not read.
constexpr qint64 kMaxSaveBytes = 4 << 20;

QString describe(const GameSetup& setup, const cowrie::Match& match) {
    const cowrie::GameInfo* info = cowrie::findGame(setup.gameId.toStdString());
    const QString name = info ? QString::fromStdString(info->name) : setup.gameId;
    QString who;
    switch (setup.mode) {
        case PlayMode::HotSeat:
            who = SaveStore::tr("%1 against %2")
                      .arg(setup.nameOf(cowrie::Side::South), setup.nameOf(cowrie::Side::North));
            break;
        case PlayMode::Computer:
            who = SaveStore::tr("against the computer");
            break;
        case PlayMode::Demo:
            who = SaveStore::tr("computer against computer");
            break;
    }
    const int moves = match.moveCount();
    return moves == 1 ? SaveStore::tr("%1, %2, 1 move played").arg(name, who)
                      : SaveStore::tr("%1, %2, %3 moves played").arg(name, who).arg(moves);
}

bool isGameId(const QString& id) {
    return !id.isEmpty() && cowrie::findGame(id.toStdString()) != nullptr;
}

}  // namespace

SaveStore::SaveStore(QObject* parent)
    : QObject(parent),
      directory_(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)) {}

void SaveStore::setDirectory(const QString& directory) {
    directory_ = directory;
}

QString SaveStore::filePath(const QString& gameId) const {
    return QDir(directory_).filePath(QStringLiteral("unfinished-%1.json").arg(gameId));
}

bool SaveStore::save(const GameSetup& setup, const cowrie::Match& match) {
    const QString gameId = QString::fromStdString(std::string(match.rules().gameId()));
    GameSetup saved = setup;
    saved.gameId = gameId;
    const Json root{
        {"format", kFormat},
        {"version", kSaveVersion},
        {"setup", cowrie::ui::jsonFromVariant(saved.toVariant())},
        {"record", cowrie::recordToJson(match)},
    };
    lastWriteError_.clear();
    if (!QDir().mkpath(directory_)) {
        lastWriteError_ = tr("the folder %1 cannot be created").arg(directory_);
        return false;
    }
    QSaveFile file(filePath(gameId));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        lastWriteError_ = file.errorString();
        return false;
    }
    // Unbuffered, and a short write stops the commit: Qt 6.4's QSaveFile,
    // buffered, flushes in commit() and renames a file cut short by a full
    // disk (a partial write, then EFBIG or ENOSPC) over the good one
    // (seen with strace in tst_savefaults).
    // Indented for people who look; a name that is no valid UTF-8 (it came
    // from a QString, so hardly) is written with U+FFFD, never thrown about.
    const QByteArray bytes =
        QByteArray::fromStdString(root.dump(4, ' ', false, Json::error_handler_t::replace) + '\n');
    const qint64 written = file.write(bytes);
    if (written != bytes.size()) {
        lastWriteError_ = file.error() != QFileDevice::NoError
                              ? file.errorString()
                              : tr("only %1 of %2 bytes could be written (is the disk full?)")
                                    .arg(std::max<qint64>(written, 0))
                                    .arg(bytes.size());
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        lastWriteError_ = file.errorString();
        return false;
    }
    note(gameId, describe(saved, match));
    return true;
}

std::optional<SaveStore::Saved> SaveStore::parse(const QByteArray& bytes, QString& error) const {
    std::string jsonError;
    const auto root =
        cowrie::parseJson(std::string_view(bytes.constData(), bytes.size()), jsonError);
    if (!root) {
        error = tr("it is not valid JSON (%1)").arg(QString::fromStdString(jsonError));
        return std::nullopt;
    }
    const Json* format = cowrie::member(*root, "format");
    if (!format || *format != kFormat) {
        error = tr("it is not a Cowrie save file");
        return std::nullopt;
    }
    const Json* version = cowrie::member(*root, "version");
    if (!version || !version->is_number() || version->get<double>() != kSaveVersion) {
        error = tr("it was written by another version of Cowrie");
        return std::nullopt;
    }
    const Json* record = cowrie::member(*root, "record");
    const Json* setupJson = cowrie::member(*root, "setup");
    if (!record || !record->is_object() || !setupJson || !setupJson->is_object()) {
        error = tr("its record or setup is missing");
        return std::nullopt;
    }
    std::string recordError;
    auto match = cowrie::recordFromJson(*record, recordError);
    if (!match) {
        error = QString::fromStdString(recordError);
        return std::nullopt;
    }
    GameSetup setup = GameSetup::fromVariant(cowrie::ui::variantFromJson(*setupJson).toMap());
    // The record is the authority on the game and its options.
    setup.gameId = QString::fromStdString(std::string(match->rules().gameId()));
    setup.options = match->rules().options().all();
    return Saved{std::move(setup), std::move(*match)};
}

// Reads the save at `path`; a file that is there but unreadable is set
// aside and `problem` says so.
std::optional<SaveStore::Saved> SaveStore::read(const QString& path, QString& problem) {
    const QFileInfo info(path);
    if (!info.exists()) return std::nullopt;
    QString error;
    std::optional<Saved> saved;
    if (!info.isFile()) {
        error = tr("it is not a regular file");
    } else if (info.size() > kMaxSaveBytes) {
        error = tr("it is too large (%1 bytes)").arg(info.size());
    } else {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            error = tr("it cannot be opened (%1)").arg(file.errorString());
        else
            saved = parse(file.readAll(), error);
    }
    if (!saved) problem = setAside(path, error);
    return saved;
}

std::optional<SaveStore::Saved> SaveStore::load(const QString& gameId) {
    if (gameId.isEmpty() && latestGame_.isEmpty()) check();
    const QString id = gameId.isEmpty() ? latestGame_ : gameId;
    if (!isGameId(id)) return std::nullopt;
    QString problem;
    auto saved = read(filePath(id), problem);
    // A save whose record names another game is not this slot's.
    if (saved && saved->setup.gameId != id) {
        problem = setAside(filePath(id),
                           tr("it holds a game of %1, not of %2").arg(saved->setup.gameId, id));
        saved.reset();
    }
    if (!problem.isEmpty()) setProblem(problem);
    note(id, saved ? describe(saved->setup, saved->match) : QString());
    return saved;
}

void SaveStore::check() {
    removeStaleTemporaries();
    setProblem({});
    migrateSingleSave();
    QStringList problems;
    for (const cowrie::GameInfo& game : cowrie::allGames()) {
        const QString id = QString::fromStdString(game.id);
        load(id);
        if (!problem_.isEmpty() && !problems.contains(problem_)) problems << problem_;
    }
    setProblem(problems.join(QLatin1Char(' ')));
}

// The one save of earlier versions goes to its game's slot, unless that
// slot already holds a game (then the newer of the two stays).
void SaveStore::migrateSingleSave() {
    const QString single = QDir(directory_).filePath(QLatin1String(kSingleSaveName));
    if (!QFileInfo::exists(single)) return;
    QString problem;
    auto saved = read(single, problem);
    if (!saved) {
        setProblem(problem);
        return;
    }
    const QString slot = filePath(saved->setup.gameId);
    if (QFileInfo::exists(slot) &&
        QFileInfo(slot).lastModified() >= QFileInfo(single).lastModified()) {
        QFile::remove(single);
        return;
    }
    QFile::remove(slot);
    if (!QFile::rename(single, slot)) setProblem(setAside(single, tr("it cannot be moved")));
}

void SaveStore::removeStaleTemporaries() {
    // QSaveFile writes "<save>.XXXXXX" and renames it over the save; a process
    // killed before the rename leaves it behind. One untouched for a minute
    // belongs to no write in progress (the set-aside files, "….unreadable-…",
    // are longer and never match).
    const QDir dir(directory_);
    const QDateTime before = QDateTime::currentDateTime().addSecs(-60);
    for (const QFileInfo& file : dir.entryInfoList({QStringLiteral("unfinished-*.json.??????")},
                                                   QDir::Files | QDir::Hidden))
        if (file.lastModified() < before) QFile::remove(file.filePath());
}

void SaveStore::discard(const QString& gameId) {
    if (!isGameId(gameId)) return;
    QFile::remove(filePath(gameId));
    note(gameId, {});
}

QString SaveStore::setAside(const QString& path, const QString& reason) {
    const QString aside =
        path + QStringLiteral(".unreadable-") +
        QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    //: %1 is why the saved game could not be read ("it is not a Cowrie save file").
    if (QFile::rename(path, aside))
        //: %2 is the file's new name.
        return tr("The saved game could not be read: %1. It was set aside as %2.")
            .arg(reason, QDir::toNativeSeparators(aside));
    if (QFile::remove(path))
        return tr("The saved game could not be read: %1. It was removed.").arg(reason);
    return tr("The saved game could not be read: %1.").arg(reason);
}

void SaveStore::note(const QString& gameId, const QString& summary) {
    const bool known = unfinished_.contains(gameId);
    if (summary.isEmpty() && !known) return;
    if (!summary.isEmpty() && known && unfinished_.value(gameId).toString() == summary &&
        latestGame_ == gameId)
        return;
    if (summary.isEmpty())
        unfinished_.remove(gameId);
    else
        unfinished_.insert(gameId, summary);
    pickLatest();
    emit changed();
}

// The latest save is the one written last (the files' times).
void SaveStore::pickLatest() {
    latestGame_.clear();
    QDateTime latest;
    for (auto it = unfinished_.cbegin(); it != unfinished_.cend(); ++it) {
        const QDateTime written = QFileInfo(filePath(it.key())).lastModified();
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
