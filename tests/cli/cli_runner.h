#pragma once
// Runs the built mancala-cli (path from the MANCALA_CLI compile definition)
// and collects what it printed. Shared by the CLI tests.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTest>

struct CliResult {
    bool finished = false;  // ended on its own within the time limit
    bool crashed = false;   // killed by a signal (abort, segfault, sanitizer)
    int exitCode = -1;
    QByteArray out;
    QByteArray err;

    QJsonDocument json() const { return QJsonDocument::fromJson(out); }
    QJsonObject object() const { return json().object(); }
    QJsonArray array() const { return json().array(); }
    QString errorText() const { return QString::fromUtf8(err).trimmed(); }
};

inline QString testDataPath(const QString& name) {
    return QStringLiteral(COWRIE_TEST_DATA "/") + name;
}

inline CliResult runCli(const QStringList& arguments, int timeoutMs = 120000) {
    QProcess process;
    process.start(QStringLiteral(MANCALA_CLI), arguments);
    CliResult result;
    if (!process.waitForStarted()) return result;
    result.finished = process.waitForFinished(timeoutMs);
    if (!result.finished) {
        process.kill();
        process.waitForFinished();
    }
    result.crashed = process.exitStatus() == QProcess::CrashExit;
    result.exitCode = process.exitCode();
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

// Success: exit 0, nothing on stderr, one JSON document on stdout.
#define CHECK_CLI_OK(result)                                                         \
    do {                                                                             \
        QVERIFY2((result).finished && !(result).crashed, "mancala-cli did not end"); \
        QVERIFY2((result).exitCode == 0, qPrintable((result).errorText()));          \
        QVERIFY2((result).err.isEmpty(), qPrintable((result).errorText()));          \
        QJsonParseError parseError;                                                  \
        QJsonDocument::fromJson((result).out, &parseError);                          \
        QVERIFY2(parseError.error == QJsonParseError::NoError,                       \
                 qPrintable(parseError.errorString()));                              \
    } while (false)

// Failure as the contract says: the given exit code, nothing on stdout, one
// line "mancala-cli: <message>" on stderr, no crash and no stack trace.
#define CHECK_CLI_FAILS(result, code)                                                 \
    do {                                                                              \
        QVERIFY2((result).finished && !(result).crashed, "mancala-cli did not end");  \
        QCOMPARE((result).exitCode, (code));                                          \
        QVERIFY2((result).out.isEmpty(), (result).out.constData());                   \
        QVERIFY2((result).err.startsWith("mancala-cli: "), (result).err.constData()); \
        QVERIFY2((result).err.endsWith('\n'), (result).err.constData());              \
        QCOMPARE((result).err.count('\n'), 1);                                        \
    } while (false)
