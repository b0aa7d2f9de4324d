#pragma once
// The library's statistics: for each game and level of the computer, the
// finished games a person played against it, won, lost and drew, and the
// best winning margin.

#include <QList>
#include <QVariantList>

#include "app/ui/library/libraryrow.h"

namespace cowrie::ui {

// One map a game and level, by game name then level: {gameId, game, level,
// levelName, played, won, lost, drawn, bestMargin (0 with no win)}. Only the
// games of `gameId` when it is not "".
QVariantList libraryStatistics(const QList<LibraryRow>& rows, const QString& gameId);

}  // namespace cowrie::ui
