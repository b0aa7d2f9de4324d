#include "app/ui/library/gamelibrary.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QStandardPaths>

#include <string_view>

#include "app/ui/library/recordsetup.h"
#include "app/ui/play/gamesetup.h"
#include "app/ui/shared/atomicwrite.h"

namespace cowrie::ui {

using cowrie::Json;

namespace {

// No record of a real game comes near this; a bigger file is not read.
constexpr qint64 kMaxRecordBytes = 4 << 20;

QString utcNow() {
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

QByteArray readSmallFile(const QString& path, QString& error) {
    const QFileInfo info(path);
    if (!info.exists()) {
        error = GameLibrary::tr("the file %1 does not exist").arg(path);
        return {};
    }
    if (!info.isFile()) {
        error = GameLibrary::tr("%1 is not a regular file").arg(path);
        return {};
    }
    if (info.size() > kMaxRecordBytes) {
        error = GameLibrary::tr("the file is too large (%1 bytes)").arg(info.size());
        return {};
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = GameLibrary::tr("the file cannot be opened (%1)").arg(file.errorString());
        return {};
    }
    QByteArray bytes = file.readAll();
    if (bytes.isEmpty()) error = GameLibrary::tr("the file is empty");
    return bytes;
}

std::string_view view(const QByteArray& bytes) {
    return {bytes.constData(), static_cast<size_t>(bytes.size())};
}

QByteArray bytesOf(const Json& record) {
    // A name that is no valid UTF-8 (it came from a QString, so hardly) is
    // written with U+FFFD, never thrown about.
    return QByteArray::fromStdString(record.dump(-1, ' ', false, Json::error_handler_t::replace) +
                                     '\n');
}

// The parts of a record that make it another game when they change (the
// players do not change during a game; an imported record without them
// keeps its entry as it is when opened).
bool sameGame(const Json& a, const Json& b) {
    for (const char* key : {"game", "options", "start", "moves", "result"}) {
        const Json* x = cowrie::member(a, key);
        const Json* y = cowrie::member(b, key);
        if (!x != !y || (x && *x != *y)) return false;
    }
    return true;
}

}  // namespace

GameLibrary::GameLibrary(QObject* parent)
    : QObject(parent),
      directory_(QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                     .filePath(QStringLiteral("library"))) {}

void GameLibrary::setDirectory(const QString& directory) {
    directory_ = directory;
    kept_.clear();
}

QString GameLibrary::filePath(const QString& id) const {
    return QDir(directory_).filePath(id + QStringLiteral(".json"));
}

QString GameLibrary::newId() {
    return QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz-")) +
           QString::number(QRandomGenerator::global()->bounded(0x1000, 0x10000), 16);
}

QList<GameLibrary::Entry> GameLibrary::list() {
    removeStaleTemporaries();
    QList<Entry> entries;
    const QDir dir(directory_);
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files)) {
        Entry entry;
        entry.id = info.completeBaseName();
        entry.written = info.lastModified();
        QString error;
        const QByteArray bytes = readSmallFile(info.filePath(), error);
        std::string why;
        if (error.isEmpty()) entry.summary = cowrie::readRecordSummary(view(bytes), why);
        if (!entry.summary) entry.problem = error.isEmpty() ? QString::fromStdString(why) : error;
        entries.push_back(std::move(entry));
    }
    return entries;
}

std::optional<Json> GameLibrary::readJson(const QString& id) const {
    QString error;
    const QByteArray bytes = readSmallFile(filePath(id), error);
    if (!error.isEmpty()) return std::nullopt;
    std::string why;
    auto json = cowrie::parseJson(view(bytes), why);
    if (!json || !json->is_object()) return std::nullopt;
    return json;
}

bool GameLibrary::keep(const QString& id, const GameSetup& setup, const cowrie::Match& match,
                       std::optional<cowrie::Side> resigned) {
    lastError_.clear();
    if (id.isEmpty()) return true;
    if (match.moveCount() == 0) {
        // Nothing played: no entry (one taken back to its start goes).
        if (QFileInfo::exists(filePath(id))) {
            QString error;
            if (!remove(id, error)) lastError_ = error;
        }
        return lastError_.isEmpty();
    }
    if (!kept_.contains(id))
        if (auto old = readJson(id)) kept_.insert(id, *old);
    const Json* before = kept_.contains(id) ? &kept_[id] : nullptr;

    cowrie::RecordMeta meta;
    meta.players = recordPlayers(setup);
    if (resigned) {
        meta.result.emplace();  // the writer works out the rest
        meta.result->resigned = resigned;
    }
    const Json* started = before ? cowrie::member(*before, "started") : nullptr;
    meta.started =
        started && started->is_string() ? started->get<std::string>() : utcNow().toStdString();
    meta.ended = utcNow().toStdString();  // dropped by the writer while unfinished
    Json record = cowrie::gameRecordToJson(cowrie::GameRecord{match, meta});
    if (before && sameGame(*before, record)) return true;

    QString error;
    if (!write(id, record, error)) {
        lastError_ = error;
        return false;
    }
    kept_.insert(id, std::move(record));
    emit changed();
    return true;
}

bool GameLibrary::ensureFolder(QString& error) const {
    if (QDir().mkpath(directory_)) return true;
    error = tr("the folder %1 cannot be created").arg(QDir::toNativeSeparators(directory_));
    return false;
}

bool GameLibrary::write(const QString& id, const Json& record, QString& error) {
    return ensureFolder(error) && writeAtomically(filePath(id), bytesOf(record), error);
}

QString GameLibrary::text(const QString& id, QString& error) const {
    const QByteArray bytes = readSmallFile(filePath(id), error);
    return error.isEmpty() ? QString::fromUtf8(bytes) : QString();
}

std::optional<cowrie::GameRecord> GameLibrary::open(const QString& id, QString& error) const {
    const QByteArray bytes = readSmallFile(filePath(id), error);
    if (!error.isEmpty()) return std::nullopt;
    std::string why;
    auto record = cowrie::readGameRecord(view(bytes), why);
    if (!record) error = QString::fromStdString(why);
    return record;
}

bool GameLibrary::remove(const QString& id, QString& error) {
    QFile file(filePath(id));
    if (!file.remove()) {
        error = tr("the game could not be deleted: %1").arg(file.errorString());
        return false;
    }
    kept_.remove(id);
    emit changed();
    return true;
}

bool GameLibrary::exportTo(const QString& id, const QString& path, QString& error) const {
    const QByteArray bytes = readSmallFile(filePath(id), error);
    if (!error.isEmpty()) return false;
    return writeAtomically(path, bytes, error);
}

std::optional<QString> GameLibrary::importFrom(const QString& path, QString& error) {
    const QByteArray bytes = readSmallFile(path, error);
    if (!error.isEmpty()) return std::nullopt;
    std::string why;
    const auto record = cowrie::readGameRecord(view(bytes), why);
    if (!record) {
        error = QString::fromStdString(why);
        return std::nullopt;
    }
    const Json json = cowrie::gameRecordToJson(*record);
    // The same game (the same start date too) is not added twice.
    for (const Entry& entry : list()) {
        if (!entry.summary || entry.summary->meta.started != record->meta.started) continue;
        const auto other = readJson(entry.id);
        if (other && sameGame(*other, json)) {
            error = tr("this game is already in the library");
            return std::nullopt;
        }
    }
    const QString id = newId();
    if (!write(id, json, error)) return std::nullopt;
    kept_.insert(id, json);
    emit changed();
    return id;
}

void GameLibrary::removeStaleTemporaries() const {
    // QSaveFile writes "<id>.json.XXXXXX" and renames it over the entry; a
    // process killed before the rename leaves it. One untouched for a minute
    // belongs to no write in progress.
    const QDir dir(directory_);
    const QDateTime before = QDateTime::currentDateTime().addSecs(-60);
    for (const QFileInfo& file :
         dir.entryInfoList({QStringLiteral("*.json.??????")}, QDir::Files | QDir::Hidden))
        if (file.lastModified() < before) QFile::remove(file.filePath());
}

}  // namespace cowrie::ui
