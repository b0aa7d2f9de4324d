#include "net/server/sql_room_store.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include <atomic>

namespace cowrie::net {
namespace {

QString uniqueConnectionName() {
    static std::atomic<unsigned> next{0};
    return QStringLiteral("cowrie-room-store-%1").arg(next.fetch_add(1));
}

QString oneLine(const QSqlError& error) {
    QString text = error.text().simplified();
    return text.isEmpty() ? QStringLiteral("unknown SQLite error") : text;
}

// Never a null QString: Qt binds a null string as SQL NULL, which the
// table's NOT NULL columns refuse (an empty `over` or `record` is normal).
QString text(const std::string& value) {
    return value.empty() ? QStringLiteral("") : QString::fromStdString(value);
}
std::string utf8(const QVariant& value) {
    return value.toString().toStdString();
}

// Moves never hold a space ("3", "3R", "S3+N5"), so a space joins them.
QString joinMoves(const std::vector<std::string>& moves) {
    QStringList list;
    for (const std::string& move : moves) list << text(move);
    return list.isEmpty() ? QStringLiteral("") : list.join(u' ');
}

std::vector<std::string> splitMoves(const QString& joined) {
    std::vector<std::string> moves;
    for (const QString& move : joined.split(u' ', Qt::SkipEmptyParts))
        moves.push_back(move.toStdString());
    return moves;
}

}  // namespace

SqlRoomStore::SqlRoomStore(QString path)
    : path_(std::move(path)), connectionName_(uniqueConnectionName()) {}

SqlRoomStore::~SqlRoomStore() {
    close();
}

void SqlRoomStore::close() {
    if (!QSqlDatabase::contains(connectionName_)) return;
    {
        QSqlDatabase db = QSqlDatabase::database(connectionName_, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(connectionName_);
    open_ = false;
}

bool SqlRoomStore::open(QString* error) {
    close();
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        *error = QStringLiteral("the Qt SQLite driver is missing (Debian: libqt6sql6-sqlite)");
        return false;
    }
    if (!connect(error) || !prepareSchema(error)) {
        close();
        return false;
    }
    open_ = true;
    return true;
}

// Its own function: the QSqlDatabase handle is gone when open() closes the
// connection after a failure (removing a connection still in use warns).
bool SqlRoomStore::connect(QString* error) {
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName_);
    db.setDatabaseName(path_);
    // A busy database (another process mid-write) is waited for, not failed.
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (db.open()) return true;
    *error = QStringLiteral("cannot open the database %1: %2").arg(path_, oneLine(db.lastError()));
    return false;
}

bool SqlRoomStore::prepareSchema(QString* error) {
    QSqlDatabase db = QSqlDatabase::database(connectionName_, false);
    QSqlQuery query(db);
    auto fail = [&](const QString& what) {
        *error =
            QStringLiteral("the database %1 %2: %3").arg(path_, what, oneLine(query.lastError()));
        return false;
    };
    // SQLite reads the file's header only here: a file that is not a
    // database (or a damaged one) fails on this first statement.
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next())
        return fail(QStringLiteral("is not a readable SQLite database"));
    const int version = query.value(0).toInt();
    if (version > schemaVersion) {
        *error = QStringLiteral(
                     "the database %1 has schema version %2; this cowrie-server reads "
                     "version %3 at most")
                     .arg(path_)
                     .arg(version)
                     .arg(schemaVersion);
        return false;
    }
    // WAL with synchronous=NORMAL: a commit is in the write-ahead log (the
    // operating system's file cache) when it returns, so a killed process
    // loses nothing it committed; only a power cut can lose the last commits,
    // which the contract does not promise against. FULL would fsync each
    // move and cost a disk flush per `moved`.
    if (!query.exec(QStringLiteral("PRAGMA journal_mode=WAL")))
        return fail(QStringLiteral("cannot use a write-ahead log"));
    if (!query.exec(QStringLiteral("PRAGMA synchronous=NORMAL")))
        return fail(QStringLiteral("cannot set its synchronous mode"));
    if (version == 0) {
        if (!query.exec(QStringLiteral(
                "CREATE TABLE IF NOT EXISTS rooms ("
                " code TEXT PRIMARY KEY NOT NULL, game TEXT NOT NULL, options TEXT NOT NULL,"
                " south_name TEXT NOT NULL, south_token TEXT NOT NULL,"
                " north_name TEXT NOT NULL, north_token TEXT NOT NULL,"
                " moves TEXT NOT NULL, over TEXT NOT NULL, resigned_by TEXT NOT NULL,"
                " touched INTEGER NOT NULL, record TEXT NOT NULL)")))
            return fail(QStringLiteral("cannot create its table of rooms"));
        if (!query.exec(QStringLiteral("PRAGMA user_version=%1").arg(schemaVersion)))
            return fail(QStringLiteral("cannot record its schema version"));
    }
    // A version-1 file whose table is damaged or missing is found now, not
    // at the first move.
    if (!query.exec(QStringLiteral("SELECT count(*) FROM rooms")) || !query.next())
        return fail(QStringLiteral("has no readable table of rooms"));
    return true;
}

bool SqlRoomStore::put(const StoredRoom& room) {
    QSqlDatabase db = QSqlDatabase::database(connectionName_, false);
    QSqlQuery query(db);
    // An UPDATE of the room's row in place, and an INSERT only for a new
    // room: INSERT OR REPLACE deletes and re-inserts the row, about four
    // pages of write-ahead log a move against one (docs/network.md).
    query.prepare(QStringLiteral(
        "UPDATE rooms SET game = ?, options = ?, south_name = ?, south_token = ?, north_name = ?,"
        " north_token = ?, moves = ?, over = ?, resigned_by = ?, touched = ?, record = ?"
        " WHERE code = ?"));
    const QVariantList values = {text(room.game),       text(room.options),
                                 text(room.south.name), text(room.south.token),
                                 text(room.north.name), text(room.north.token),
                                 joinMoves(room.moves), text(room.over),
                                 text(room.resignedBy), QVariant::fromValue<qint64>(room.touched),
                                 text(room.record)};
    for (const QVariant& value : values) query.addBindValue(value);
    query.addBindValue(text(room.code));
    // One statement outside a transaction is its own transaction: committed
    // when exec returns.
    bool stored = query.exec();
    if (stored && query.numRowsAffected() == 0) {
        query.prepare(QStringLiteral(
            "INSERT INTO rooms (game, options, south_name, south_token, north_name, north_token,"
            " moves, over, resigned_by, touched, record, code)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        for (const QVariant& value : values) query.addBindValue(value);
        query.addBindValue(text(room.code));
        stored = query.exec();
    }
    if (!stored) {
        lastError_ = QStringLiteral("cannot store room %1: %2")
                         .arg(text(room.code), oneLine(query.lastError()));
        return false;
    }
    return true;
}

bool SqlRoomStore::remove(const std::string& code) {
    QSqlDatabase db = QSqlDatabase::database(connectionName_, false);
    QSqlQuery query(db);
    query.prepare(QStringLiteral("DELETE FROM rooms WHERE code = ?"));
    query.addBindValue(text(code));
    if (!query.exec()) {
        lastError_ =
            QStringLiteral("cannot remove room %1: %2").arg(text(code), oneLine(query.lastError()));
        return false;
    }
    return true;
}

std::vector<StoredRoom> SqlRoomStore::loadAll() {
    std::vector<StoredRoom> rooms;
    lastError_.clear();
    QSqlDatabase db = QSqlDatabase::database(connectionName_, false);
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral(
            "SELECT code, game, options, south_name, south_token, north_name, north_token, moves,"
            " over, resigned_by, touched, record FROM rooms ORDER BY code"))) {
        lastError_ = QStringLiteral("cannot read the rooms: %1").arg(oneLine(query.lastError()));
        return rooms;
    }
    while (query.next()) {
        StoredRoom room;
        room.code = utf8(query.value(0));
        room.game = utf8(query.value(1));
        room.options = utf8(query.value(2));
        room.south = {utf8(query.value(3)), utf8(query.value(4))};
        room.north = {utf8(query.value(5)), utf8(query.value(6))};
        room.moves = splitMoves(query.value(7).toString());
        room.over = utf8(query.value(8));
        room.resignedBy = utf8(query.value(9));
        room.touched = query.value(10).toLongLong();
        room.record = utf8(query.value(11));
        rooms.push_back(std::move(room));
    }
    return rooms;
}

}  // namespace cowrie::net
