// cowrie-server: the game server of ../shared/net-contract.md as a program
// of its own (docs/man/cowrie-server.1). Headless: Qt Core, Network,
// WebSockets and SQL only.

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>
#include <QTimer>

#include <sys/resource.h>

#include <cstdio>

#include "net/server/game_server.h"
#include "net/server/quit_signals.h"

namespace {

constexpr quint16 defaultPort = 7341;
// Sockets told 1001 on a quit get this long to send their close frames.
constexpr int closingGraceMs = 200;

int fail(const QString& message, int code) {
    std::fprintf(stderr, "cowrie-server: %s\n", qPrintable(message));
    return code;
}

// Each connection is a file descriptor: the soft limit (often 1,024) goes
// up to the hard one so that thousands of players can connect.
void raiseOpenFileLimit() {
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        setrlimit(RLIMIT_NOFILE, &limit);
    }
}

QString defaultDataDir() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
        .filePath(QStringLiteral("cowrie-server"));
}

bool parseHost(const QString& text, QHostAddress* host) {
    if (text == QLatin1String("localhost")) {
        *host = QHostAddress(QHostAddress::LocalHost);
        return true;
    }
    return host->setAddress(text);
}

}  // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("cowrie-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(COWRIE_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Holds Cowrie's network games: rooms of two players on WebSockets "
                       "(path /v1), every move played through the rules core and stored in "
                       "SQLite before it is announced."));
    const QCommandLineOption portOption(
        QStringLiteral("port"), QStringLiteral("The TCP port (default 7341; 0 picks a free one)."),
        QStringLiteral("PORT"), QString::number(defaultPort));
    const QCommandLineOption hostOption(
        QStringLiteral("host"),
        QStringLiteral("The address to listen on (default: every address)."),
        QStringLiteral("HOST"));
    const QCommandLineOption dataOption(
        QStringLiteral("data"),
        QStringLiteral("The folder of the rooms' database (default %1).").arg(defaultDataDir()),
        QStringLiteral("DIR"), defaultDataDir());
    const QCommandLineOption certOption(
        QStringLiteral("cert"),
        QStringLiteral("A PEM certificate: with --key, the server speaks wss://."),
        QStringLiteral("FILE"));
    const QCommandLineOption keyOption(QStringLiteral("key"),
                                       QStringLiteral("The PEM private key of --cert."),
                                       QStringLiteral("FILE"));
    parser.addOptions({portOption, hostOption, dataOption, certOption, keyOption});
    parser.addHelpOption();
    parser.addVersionOption();
    if (!parser.parse(QCoreApplication::arguments())) return fail(parser.errorText(), 2);
    if (parser.isSet(QStringLiteral("help"))) parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version"))) parser.showVersion();
    if (!parser.positionalArguments().isEmpty())
        return fail(QStringLiteral("unexpected argument '%1' (see --help)")
                        .arg(parser.positionalArguments().first()),
                    2);

    cowrie::net::ServerConfig config;
    bool portOk = false;
    const uint port = parser.value(portOption).toUInt(&portOk);
    if (!portOk || port > 65535)
        return fail(QStringLiteral("--port takes a number from 0 to 65535, not '%1'")
                        .arg(parser.value(portOption)),
                    2);
    config.port = quint16(port);
    if (parser.isSet(hostOption) && !parseHost(parser.value(hostOption), &config.host))
        return fail(QStringLiteral("--host takes an IP address or localhost, not '%1'")
                        .arg(parser.value(hostOption)),
                    2);
    config.dataDir = parser.value(dataOption);
    config.certFile = parser.value(certOption);
    config.keyFile = parser.value(keyOption);

    raiseOpenFileLimit();
    cowrie::net::QuitSignals quitSignals;
    QString error;
    if (!quitSignals.install(&error)) return fail(error, 1);

    cowrie::net::GameServer server;
    if (!server.start(config, &error)) return fail(error, 1);
    QObject::connect(&quitSignals, &cowrie::net::QuitSignals::quitRequested, &app, [&server] {
        server.stop();
        QTimer::singleShot(closingGraceMs, QCoreApplication::instance(), &QCoreApplication::quit);
    });
    std::printf("listening on %u\n", unsigned(server.port()));
    std::fflush(stdout);
    return QCoreApplication::exec();
}
