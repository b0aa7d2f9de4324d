#include "app/ui/puzzles/puzzleshelf.h"

#include <QFile>

#include "core/registry.h"

namespace cowrie::ui {

namespace {

QString puzzlePath(const QString& gameId) {
    return QStringLiteral(":/resources/puzzles/%1.json").arg(gameId);
}

}  // namespace

QStringList puzzleGames() {
    QStringList games;
    for (const cowrie::GameInfo& game : cowrie::allGames()) {
        const QString id = QString::fromStdString(game.id);
        if (QFile::exists(puzzlePath(id))) games.append(id);
    }
    return games;
}

QString puzzleFileText(const QString& gameId) {
    QFile in(puzzlePath(gameId));
    if (!in.open(QIODevice::ReadOnly)) return QString();
    return QString::fromUtf8(in.readAll());
}

}  // namespace cowrie::ui
