#include "app/ui/library/librarystats.h"

#include <QMap>
#include <QVariantMap>

#include <algorithm>
#include <utility>

namespace cowrie::ui {

QVariantList libraryStatistics(const QList<LibraryRow>& rows, const QString& gameId) {
    struct Tally {
        QString gameId;
        int played = 0, won = 0, lost = 0, drawn = 0, bestMargin = 0;
    };
    QMap<std::pair<QString, int>, Tally> tallies;  // (game name, level)
    for (const LibraryRow& row : rows) {
        if (!row.finished || row.level < 0) continue;
        if (!gameId.isEmpty() && row.gameId != gameId) continue;
        Tally& t = tallies[{row.gameName, row.level}];
        t.gameId = row.gameId;
        ++t.played;
        if (row.outcome > 0) {
            ++t.won;
            t.bestMargin = std::max(t.bestMargin, row.margin);
        } else if (row.outcome < 0) {
            ++t.lost;
        } else {
            ++t.drawn;
        }
    }
    QVariantList out;
    for (auto it = tallies.cbegin(); it != tallies.cend(); ++it) {
        const Tally& t = it.value();
        out.push_back(QVariantMap{
            {"gameId", t.gameId},
            {"game", it.key().first},
            {"level", it.key().second},
            {"levelName", levelText(it.key().second)},
            {"played", t.played},
            {"won", t.won},
            {"lost", t.lost},
            {"drawn", t.drawn},
            {"bestMargin", t.bestMargin},
        });
    }
    return out;
}

}  // namespace cowrie::ui
