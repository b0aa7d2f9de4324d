#include "tests/net/cli_state.h"

#include <QJsonDocument>
#include <QProcess>
#include <QtGlobal>

QJsonObject cliState(const QString& game, const QJsonObject& options, const QStringList& moves) {
    QStringList args{"play", "--game", game};
    for (auto it = options.begin(); it != options.end(); ++it)
        args << "--option" << it.key() + "=" + it.value().toString();
    args << "--moves" << moves.join(' ');
    QProcess cli;
    cli.start(QStringLiteral(MANCALA_CLI), args);
    if (!cli.waitForFinished(60000) || cli.exitStatus() != QProcess::NormalExit ||
        cli.exitCode() != 0) {
        qWarning("mancala-cli play failed: %s", cli.readAllStandardError().constData());
        return {};
    }
    return QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
}
