#pragma once
// The rooms of cowrie-server in SQLite (Qt SQL, QSQLITE): one table, one row
// a room, the schema's version in the database's user_version. `put` returns
// only once the row is committed, which is what ServerCore waits for before
// it announces a move (../shared/net-contract.md: durable before `moved`).

#include <QString>

#include "net/core/server_core.h"

namespace cowrie::net {

class SqlRoomStore : public RoomStore {
  public:
    // The version this code writes (user_version); a database of a newer
    // version is refused rather than misread.
    static constexpr int schemaVersion = 1;

    explicit SqlRoomStore(QString path);
    ~SqlRoomStore() override;
    SqlRoomStore(const SqlRoomStore&) = delete;
    SqlRoomStore& operator=(const SqlRoomStore&) = delete;

    // Opens (or creates) the database; false with a one-line `error` when
    // the file cannot be opened, is not a database, is damaged or is of a
    // newer schema.
    bool open(QString* error);
    bool isOpen() const { return open_; }
    // The last error of put/remove/loadAll, one line.
    QString lastError() const { return lastError_; }

    bool put(const StoredRoom& room) override;
    bool remove(const std::string& code) override;
    std::vector<StoredRoom> loadAll() override;

  private:
    bool connect(QString* error);
    bool prepareSchema(QString* error);
    void close();

    QString path_;
    QString connectionName_;  // unique: several stores may be open at once
    bool open_ = false;
    QString lastError_;
};

}  // namespace cowrie::net
