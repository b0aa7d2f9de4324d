#pragma once
// bench_server's cowrie-server child: started with `--port 0 --data DIR`,
// its port read from the first line it prints, and its memory and CPU read
// from /proc while it runs.

#include <QProcess>
#include <QString>

#include <cstdint>

namespace cowrie::bench {

// What /proc tells of one process at one moment.
struct ProcessSample {
    long rssKb = 0;             // VmRSS of /proc/PID/status
    std::int64_t cpuTicks = 0;  // utime + stime of /proc/PID/stat
};

// Reads the sample of process `pid`; false when /proc has no such process.
bool sampleProcess(qint64 pid, ProcessSample& sample);

// Clock ticks a second (sysconf(_SC_CLK_TCK)), the unit of cpuTicks.
double ticksPerSecond();

// Raises this process's open-file limit to its hard limit (a child started
// afterwards inherits it): 1,000 games are 2,000 sockets on each side.
// Returns the soft limit now in force.
std::uint64_t raiseOpenFileLimit();

class ServerProcess {
  public:
    ServerProcess() = default;
    ~ServerProcess();
    ServerProcess(const ServerProcess&) = delete;
    ServerProcess& operator=(const ServerProcess&) = delete;

    // Starts `program --port 0 --data dataDir` and waits (at most 20 s) for
    // `listening on PORT`. False with a one-line `error` otherwise.
    bool start(const QString& program, const QString& dataDir, QString* error);
    quint16 port() const { return port_; }
    qint64 pid() const { return process_.processId(); }
    bool running() const { return process_.state() == QProcess::Running; }
    // SIGTERM, then SIGKILL after 10 s; returns the exit code (-1: killed or crashed).
    int stop();

  private:
    QProcess process_;
    quint16 port_ = 0;
};

}  // namespace cowrie::bench
