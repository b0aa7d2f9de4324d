// SqlRoomStore (net/server/sql_room_store.h): rooms written and read back
// whole, overwritten, removed; the schema's version; and files that are not
// its database refused with a clear error rather than a crash.

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include "net/server/sql_room_store.h"

using cowrie::net::SqlRoomStore;
using cowrie::net::StoredRoom;

namespace {

StoredRoom sampleRoom(const std::string& code, int moves) {
    StoredRoom room;
    room.code = code;
    room.game = "kalah";
    room.options = R"({"holes":6,"seeds":4,"empty-capture":false,"first":"south"})";
    room.south = {"Ana", std::string(32, 'a')};
    room.north = {"Bö – 北", std::string(32, 'b')};  // names are Unicode
    for (int i = 0; i < moves; ++i)
        room.moves.push_back(i % 2 ? "S3+N5" : std::to_string(1 + i % 6));
    room.over = moves > 3 ? "resign" : "";
    room.resignedBy = moves > 3 ? "north" : "";
    room.touched = 1764800000123 + moves;
    room.record = R"({"format":"cowrie-record","version":2})";
    return room;
}

bool sameRoom(const StoredRoom& a, const StoredRoom& b) {
    return a.code == b.code && a.game == b.game && a.options == b.options &&
           a.south.name == b.south.name && a.south.token == b.south.token &&
           a.north.name == b.north.name && a.north.token == b.north.token && a.moves == b.moves &&
           a.over == b.over && a.resignedBy == b.resignedBy && a.touched == b.touched &&
           a.record == b.record;
}

// The user_version of the SQLite file at `path`, read on a connection of
// its own.
int userVersion(const QString& path) {
    int version = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "reader");
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec("PRAGMA user_version") && query.next()) version = query.value(0).toInt();
        }
    }
    QSqlDatabase::removeDatabase("reader");
    return version;
}

void writeFile(const QString& path, const QByteArray& data, qint64 at = 0) {
    QFile file(path);
    QVERIFY(file.open(at == 0 && !file.exists() ? QIODevice::WriteOnly : QIODevice::ReadWrite));
    QVERIFY(file.seek(at));
    QCOMPARE(file.write(data), data.size());
}

}  // namespace

class NetSqlRoomStore : public QObject {
    Q_OBJECT

  private slots:
    void init() {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
    }

    void roundTrip() {
        const QString path = dir_->filePath("rooms.sqlite");
        const StoredRoom empty = sampleRoom("AAAAAAAA", 0), played = sampleRoom("BBBBBBBB", 7);
        {
            SqlRoomStore store(path);
            QString error;
            QVERIFY2(store.open(&error), qPrintable(error));
            QVERIFY(store.loadAll().empty());
            QVERIFY(store.put(played));
            QVERIFY(store.put(empty));
        }
        SqlRoomStore again(path);
        QString error;
        QVERIFY2(again.open(&error), qPrintable(error));
        const auto rooms = again.loadAll();
        QVERIFY(again.lastError().isEmpty());
        QCOMPARE(rooms.size(), std::size_t(2));
        QVERIFY(sameRoom(rooms[0], empty));  // in the order of their codes
        QVERIFY(sameRoom(rooms[1], played));
    }

    void overwrite() {
        SqlRoomStore store(dir_->filePath("rooms.sqlite"));
        QString error;
        QVERIFY2(store.open(&error), qPrintable(error));
        QVERIFY(store.put(sampleRoom("CCCCCCCC", 2)));
        const StoredRoom later = sampleRoom("CCCCCCCC", 5);
        QVERIFY(store.put(later));
        const auto rooms = store.loadAll();
        QCOMPARE(rooms.size(), std::size_t(1));
        QVERIFY(sameRoom(rooms[0], later));
    }

    void remove() {
        SqlRoomStore store(dir_->filePath("rooms.sqlite"));
        QString error;
        QVERIFY2(store.open(&error), qPrintable(error));
        QVERIFY(store.put(sampleRoom("DDDDDDDD", 1)));
        QVERIFY(store.put(sampleRoom("EEEEEEEE", 1)));
        QVERIFY(store.remove("DDDDDDDD"));
        QVERIFY(store.remove("NOSUCHROOM"));  // nothing to remove is no failure
        const auto rooms = store.loadAll();
        QCOMPARE(rooms.size(), std::size_t(1));
        QCOMPARE(rooms[0].code, std::string("EEEEEEEE"));
    }

    void twoStoresAtOnce() {
        SqlRoomStore first(dir_->filePath("one.sqlite")), second(dir_->filePath("two.sqlite"));
        QString error;
        QVERIFY2(first.open(&error), qPrintable(error));
        QVERIFY2(second.open(&error), qPrintable(error));
        QVERIFY(first.put(sampleRoom("FFFFFFFF", 1)));
        QVERIFY(second.put(sampleRoom("GGGGGGGG", 1)));
        QCOMPARE(first.loadAll().at(0).code, std::string("FFFFFFFF"));
        QCOMPARE(second.loadAll().at(0).code, std::string("GGGGGGGG"));
    }

    void schemaVersion() {
        const QString path = dir_->filePath("rooms.sqlite");
        {
            SqlRoomStore store(path);
            QString error;
            QVERIFY2(store.open(&error), qPrintable(error));
        }
        QCOMPARE(userVersion(path), SqlRoomStore::schemaVersion);

        // A database of a later schema is refused, not misread.
        {
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "writer");
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec("PRAGMA user_version=99"));
        }
        QSqlDatabase::removeDatabase("writer");
        SqlRoomStore newer(path);
        QString error;
        QVERIFY(!newer.open(&error));
        QVERIFY2(error.contains("schema version 99") && error.contains(path), qPrintable(error));
        QVERIFY(!newer.isOpen());
    }

    void notADatabase() {
        const QString path = dir_->filePath("rooms.sqlite");
        writeFile(path, QByteArray("these are not the rooms you are looking for\n").repeated(100));
        SqlRoomStore store(path);
        QString error;
        QVERIFY(!store.open(&error));
        QVERIFY2(error.contains(path) && !error.contains('\n'), qPrintable(error));
        qInfo("%s", qPrintable(error));
    }

    void damagedDatabase() {
        const QString path = dir_->filePath("rooms.sqlite");
        {
            SqlRoomStore store(path);
            QString error;
            QVERIFY2(store.open(&error), qPrintable(error));
            for (int i = 0; i < 50; ++i)
                QVERIFY(store.put(sampleRoom("R" + std::to_string(1000000 + i), 40)));
        }
        // The header's page size and the first page's contents overwritten.
        writeFile(path, QByteArray(3000, char(0x5a)), 16);
        SqlRoomStore store(path);
        QString error;
        const bool opened = store.open(&error);
        if (opened) {
            // SQLite may only find the damage when it reads the rooms.
            const auto rooms = store.loadAll();
            QVERIFY(!store.lastError().isEmpty());
            QVERIFY(rooms.empty());
            error = store.lastError();
        }
        QVERIFY2(!error.isEmpty() && !error.contains('\n'), qPrintable(error));
        qInfo("%s", qPrintable(error));
    }

    void unusablePath() {
        const QString file = dir_->filePath("plain-file");
        writeFile(file, "x");
        SqlRoomStore store(file + "/rooms.sqlite");
        QString error;
        QVERIFY(!store.open(&error));
        QVERIFY2(error.contains(file), qPrintable(error));
    }

  private:
    std::unique_ptr<QTemporaryDir> dir_;
};

QTEST_GUILESS_MAIN(NetSqlRoomStore)
#include "tst_net_sql_room_store.moc"
