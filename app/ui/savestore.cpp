#include "savestore.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

#include "record.h"
#include "registry.h"

using cowrie::ui::GameSetup;
using cowrie::ui::PlayMode;

namespace {

constexpr int kSaveVersion = 1;
const char* const kFormat = "cowrie-save";

QString describe(const GameSetup& setup, const cowrie::Match& match) {
    const cowrie::GameInfo* info = cowrie::findGame(setup.gameId.toStdString());
    const QString name = info ? QString::fromStdString(info->name) : setup.gameId;
    QString who;
    switch (setup.mode) {
        case PlayMode::HotSeat:
            who = QStringLiteral("%1 against %2")
                      .arg(setup.nameOf(cowrie::Side::South), setup.nameOf(cowrie::Side::North));
            break;
        case PlayMode::Computer:
            who = QStringLiteral("against the computer");
            break;
        case PlayMode::Demo:
            who = QStringLiteral("computer against computer");
            break;
    }
    const int moves = match.moveCount();
    return QStringLiteral("%1, %2, %3 %4 played")
        .arg(name, who)
        .arg(moves)
        .arg(moves == 1 ? QStringLiteral("move") : QStringLiteral("moves"));
}

}  // namespace

SaveStore::SaveStore(QObject* parent)
    : QObject(parent),
      directory_(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)) {}

void SaveStore::setDirectory(const QString& directory) {
    directory_ = directory;
}

QString SaveStore::filePath() const {
    return QDir(directory_).filePath(QStringLiteral("unfinished-game.json"));
}

bool SaveStore::save(const GameSetup& setup, const cowrie::Match& match) {
    QJsonParseError jsonError;
    const QJsonDocument record =
        QJsonDocument::fromJson(QByteArray::fromStdString(cowrie::writeRecord(match)), &jsonError);
    QJsonObject root{
        {"format", kFormat},
        {"version", kSaveVersion},
        {"setup", QJsonObject::fromVariantMap(setup.toVariant())},
        {"record", record.object()},
    };
    lastWriteError_.clear();
    if (!QDir().mkpath(directory_)) {
        lastWriteError_ = tr("the folder %1 cannot be created").arg(directory_);
        return false;
    }
    QSaveFile file(filePath());
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        lastWriteError_ = file.errorString();
        return false;
    }
    // Unbuffered, and a short write stops the commit: Qt 6.4's QSaveFile,
    // buffered, flushes in commit() and renames a file cut short by a full
    // disk (a partial write, then EFBIG or ENOSPC) over the good one
    // (seen with strace in tst_savefaults).
    const QByteArray bytes = QJsonDocument(root).toJson(QJsonDocument::Indented);
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
    return true;
}

std::optional<SaveStore::Saved> SaveStore::parse(const QByteArray& bytes, QString& error) const {
    QJsonParseError jsonError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &jsonError);
    if (doc.isNull()) {
        error = QStringLiteral("it is not valid JSON (%1)").arg(jsonError.errorString());
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    if (root.value("format").toString() != kFormat) {
        error = QStringLiteral("it is not a Cowrie save file");
        return std::nullopt;
    }
    if (root.value("version").toInt() != kSaveVersion) {
        error = QStringLiteral("it was written by another version of Cowrie");
        return std::nullopt;
    }
    if (!root.value("record").isObject() || !root.value("setup").isObject()) {
        error = QStringLiteral("its record or setup is missing");
        return std::nullopt;
    }
    const QByteArray recordText = QJsonDocument(root.value("record").toObject()).toJson();
    std::string recordError;
    auto match = cowrie::readRecord(recordText.toStdString(), recordError);
    if (!match) {
        error = QString::fromStdString(recordError);
        return std::nullopt;
    }
    GameSetup setup = GameSetup::fromVariant(root.value("setup").toObject().toVariantMap());
    // The record is the authority on the game and its options.
    setup.gameId = QString::fromStdString(std::string(match->rules().gameId()));
    setup.options = match->rules().options().all();
    return Saved{std::move(setup), std::move(*match)};
}

std::optional<SaveStore::Saved> SaveStore::load() {
    QFile file(filePath());
    if (!file.exists()) {
        setState(false, {}, {});
        return std::nullopt;
    }
    // No save of a real game comes near this; a bigger file is not read.
    constexpr qint64 kMaxSaveBytes = 4 << 20;
    const QFileInfo info(filePath());
    if (!info.isFile()) {
        setAside(QStringLiteral("it is not a regular file"));
        return std::nullopt;
    }
    if (info.size() > kMaxSaveBytes) {
        setAside(QStringLiteral("it is too large (%1 bytes)").arg(info.size()));
        return std::nullopt;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        setAside(QStringLiteral("it cannot be opened (%1)").arg(file.errorString()));
        return std::nullopt;
    }
    QString error;
    auto saved = parse(file.readAll(), error);
    file.close();
    if (!saved) {
        setAside(error);
        return std::nullopt;
    }
    setState(true, describe(saved->setup, saved->match), {});
    return saved;
}

void SaveStore::check() {
    removeStaleTemporaries();
    load();
}

void SaveStore::removeStaleTemporaries() {
    // QSaveFile writes "<save>.XXXXXX" and renames it over the save; a process
    // killed before the rename leaves it behind. One untouched for a minute
    // belongs to no write in progress (the set-aside files, "….unreadable-…",
    // are longer and never match).
    const QDir dir(directory_);
    const QFileInfo save(filePath());
    const QDateTime before = QDateTime::currentDateTime().addSecs(-60);
    for (const QFileInfo& file : dir.entryInfoList({save.fileName() + QStringLiteral(".??????")},
                                                   QDir::Files | QDir::Hidden))
        if (file.lastModified() < before) QFile::remove(file.filePath());
}

void SaveStore::discard() {
    QFile::remove(filePath());
    setState(false, {}, problem_);
}

void SaveStore::setAside(const QString& reason) {
    const QString aside =
        filePath() + QStringLiteral(".unreadable-") +
        QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    QString where;
    if (QFile::rename(filePath(), aside))
        where = QStringLiteral(" It was set aside as %1.").arg(QDir::toNativeSeparators(aside));
    else if (QFile::remove(filePath()))
        where = QStringLiteral(" It was removed.");
    setState(false, {},
             QStringLiteral("The saved game could not be read: %1.").arg(reason) + where);
}

void SaveStore::setState(bool available, const QString& summary, const QString& problem) {
    if (available == available_ && summary == summary_ && problem == problem_) return;
    available_ = available;
    summary_ = summary;
    problem_ = problem;
    emit changed();
}
