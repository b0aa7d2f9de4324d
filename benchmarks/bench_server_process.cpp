#include "benchmarks/bench_server_process.h"

#include <sys/resource.h>
#include <unistd.h>

#include <QFile>
#include <QStringList>

namespace cowrie::bench {

bool sampleProcess(qint64 pid, ProcessSample& sample) {
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly)) return false;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            sample.rssKb = line.mid(6).trimmed().split(' ').front().toLong();

    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) return false;
    const QByteArray text = stat.readAll();
    // The command name (field 2) may hold spaces: count fields after its ')'.
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    // After the name, field 3 (state) is index 0: utime (14) and stime (15)
    // are indices 11 and 12.
    if (fields.size() < 13) return false;
    sample.cpuTicks = fields[11].toLongLong() + fields[12].toLongLong();
    return true;
}

double ticksPerSecond() {
    return static_cast<double>(sysconf(_SC_CLK_TCK));
}

std::uint64_t raiseOpenFileLimit() {
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return 0;
    if (limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        setrlimit(RLIMIT_NOFILE, &limit);
        getrlimit(RLIMIT_NOFILE, &limit);
    }
    return limit.rlim_cur;
}

ServerProcess::~ServerProcess() {
    if (running()) stop();
}

bool ServerProcess::start(const QString& program, const QString& dataDir, QString* error) {
    process_.setReadChannel(QProcess::StandardOutput);
    // The server's complaints reach the bench's stderr as they are.
    process_.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process_.start(program, {QStringLiteral("--port"), QStringLiteral("0"),
                             QStringLiteral("--data"), dataDir});
    if (!process_.waitForStarted(10000)) {
        *error = QStringLiteral("cannot start %1: %2").arg(program, process_.errorString());
        return false;
    }
    while (!process_.canReadLine()) {
        if (!process_.waitForReadyRead(20000)) {
            *error = QStringLiteral("%1 printed no 'listening on PORT' line").arg(program);
            stop();
            return false;
        }
    }
    const QString line = QString::fromUtf8(process_.readLine()).trimmed();
    const QStringList words = line.split(' ');
    bool ok = false;
    if (words.size() == 3 && line.startsWith(QStringLiteral("listening on ")))
        port_ = static_cast<quint16>(words[2].toUInt(&ok));
    if (!ok || port_ == 0) {
        *error =
            QStringLiteral("%1's first line is not 'listening on PORT': %2").arg(program, line);
        stop();
        return false;
    }
    // Whatever it prints later is read and dropped, so its pipe never fills.
    QObject::connect(&process_, &QProcess::readyReadStandardOutput,
                     [this] { process_.readAllStandardOutput(); });
    return true;
}

int ServerProcess::stop() {
    if (process_.state() == QProcess::NotRunning) return process_.exitCode();
    process_.terminate();
    if (!process_.waitForFinished(10000)) {
        process_.kill();
        process_.waitForFinished(5000);
        return -1;
    }
    return process_.exitStatus() == QProcess::NormalExit ? process_.exitCode() : -1;
}

}  // namespace cowrie::bench
