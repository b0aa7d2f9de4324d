#include "tests/net/server_process.h"

#include <QDeadlineTimer>

namespace {
constexpr int startMs = 20000;
constexpr int endMs = 20000;
}  // namespace

ServerProcess::~ServerProcess() {
    if (process_.state() != QProcess::NotRunning) kill();
}

bool ServerProcess::start(const QString& dataDir, const QStringList& args) {
    port_ = 0;
    error_.clear();
    process_.setProgram(QStringLiteral(COWRIE_SERVER));
    process_.setArguments(QStringList{"--port", "0", "--host", "127.0.0.1", "--data", dataDir} +
                          args);
    process_.setReadChannel(QProcess::StandardOutput);
    process_.start();
    if (!process_.waitForStarted(startMs)) {
        error_ = QStringLiteral("cowrie-server did not start: %1").arg(process_.errorString());
        return false;
    }
    QDeadlineTimer deadline(startMs);
    while (!process_.canReadLine()) {
        if (deadline.hasExpired() || process_.state() == QProcess::NotRunning) {
            process_.waitForFinished(1000);
            error_ = QStringLiteral("cowrie-server said no 'listening on PORT' line; stderr: %1")
                         .arg(QString::fromUtf8(process_.readAllStandardError()).trimmed());
            return false;
        }
        process_.waitForReadyRead(100);
    }
    const QString line = QString::fromUtf8(process_.readLine()).trimmed();
    bool ok = false;
    const uint port =
        line.startsWith(QLatin1String("listening on ")) ? line.mid(13).toUInt(&ok) : 0;
    if (!ok || port == 0 || port > 65535) {
        error_ =
            QStringLiteral("cowrie-server's first line is '%1', not 'listening on PORT'").arg(line);
        return false;
    }
    port_ = quint16(port);
    return true;
}

int ServerProcess::runToEnd(const QStringList& args, QString* stderrText, QString* stdoutText) {
    QProcess process;
    process.start(QStringLiteral(COWRIE_SERVER), args);
    const bool ended = process.waitForFinished(endMs);
    if (!ended) {
        process.kill();
        process.waitForFinished(endMs);
    }
    if (stderrText) *stderrText = QString::fromUtf8(process.readAllStandardError());
    if (stdoutText) *stdoutText = QString::fromUtf8(process.readAllStandardOutput());
    return ended && process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

QUrl ServerProcess::url(const QString& scheme, const QString& path) const {
    QUrl url;
    url.setScheme(scheme);
    url.setHost(QStringLiteral("127.0.0.1"));
    url.setPort(port_);
    url.setPath(path);
    return url;
}

void ServerProcess::kill() {
    process_.kill();  // SIGKILL on Unix
    process_.waitForFinished(endMs);
}

int ServerProcess::terminate() {
    process_.terminate();  // SIGTERM on Unix
    if (!process_.waitForFinished(endMs)) return -1;
    return process_.exitStatus() == QProcess::NormalExit ? process_.exitCode() : -1;
}
