#pragma once
// The built cowrie-server as a child process of a test (COWRIE_SERVER, set
// by tests/net/CMakeLists.txt): started on a free port of 127.0.0.1 with a
// data folder, its first stdout line read for the port.

#include <QProcess>
#include <QStringList>
#include <QUrl>

class ServerProcess {
  public:
    ServerProcess() = default;
    ~ServerProcess();
    ServerProcess(const ServerProcess&) = delete;
    ServerProcess& operator=(const ServerProcess&) = delete;

    // Starts `cowrie-server --port 0 --host 127.0.0.1 --data DATA_DIR ARGS`
    // and waits for `listening on PORT`. False (with `error()`) when it
    // exits or says nothing in time.
    bool start(const QString& dataDir, const QStringList& args = {});
    // Runs the server with `args` to its end: its exit code (-1 when it
    // crashed or did not end in time) and its stderr.
    static int runToEnd(const QStringList& args, QString* stderrText,
                        QString* stdoutText = nullptr);

    quint16 port() const { return port_; }
    QUrl url(const QString& scheme = QStringLiteral("ws"),
             const QString& path = QStringLiteral("/v1")) const;
    QString error() const { return error_; }

    // SIGKILL: the server gets no chance to close anything.
    void kill();
    // SIGTERM, then its exit code once it ended (-1: crashed or still running).
    int terminate();
    QProcess& process() { return process_; }

  private:
    QProcess process_;
    quint16 port_ = 0;
    QString error_;
};
