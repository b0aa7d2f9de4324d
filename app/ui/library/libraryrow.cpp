#include "app/ui/library/libraryrow.h"

#include <QCoreApplication>
#include <QLocale>

#include "app/ui/play/defaultnames.h"
#include "app/ui/shared/coretext.h"
#include "core/registry.h"

namespace cowrie::ui {

namespace {

// The Library page's words share LibraryModel's translation context.
struct LibraryText {
    Q_DECLARE_TR_FUNCTIONS(cowrie::ui::LibraryModel)
};

QString playerText(const cowrie::RecordPlayer& p, cowrie::Side side) {
    const QString name = shownName(QString::fromStdString(p.name), side, p.computer);
    if (!p.computer) return name;
    //: A computer player: %1 its name, %2 its level (Novice, Easy...).
    return LibraryText::tr("%1 (%2)").arg(name, levelText(p.level));
}

}  // namespace

QString levelText(int level) {
    switch (level) {
        case 0:
            return LibraryText::tr("Novice");
        case 1:
            return LibraryText::tr("Easy");
        case 2:
            return LibraryText::tr("Medium");
        case 3:
            return LibraryText::tr("Strong");
        case 4:
            return LibraryText::tr("Master");
    }
    return {};
}

LibraryRow libraryRow(const GameLibrary::Entry& entry) {
    LibraryRow row;
    row.id = entry.id;
    row.sortKey = entry.written.toUTC().toString(Qt::ISODate);
    if (!entry.summary) {
        row.gameName = entry.id + QStringLiteral(".json");
        row.problem = entry.problem;
        row.result = LibraryText::tr("Cannot be read: %1").arg(entry.problem);
        row.date = QLocale().toString(entry.written, QLocale::ShortFormat);
        return row;
    }
    const cowrie::RecordSummary& s = *entry.summary;
    const cowrie::GameInfo* info = cowrie::findGame(s.game);
    row.gameId = QString::fromStdString(s.game);
    row.gameName = info ? coreText(info->name) : row.gameId;
    row.moves = s.moves;
    row.finished = s.meta.result.has_value();
    if (!s.meta.started.empty()) {
        row.sortKey = QString::fromStdString(s.meta.started);
        const QDateTime started = QDateTime::fromString(row.sortKey, Qt::ISODate);
        row.date = QLocale().toString(started.toLocalTime(), QLocale::ShortFormat);
    } else {
        row.date = QLocale().toString(entry.written, QLocale::ShortFormat);
    }

    QString names[2] = {LibraryText::tr("South"), LibraryText::tr("North")};
    int computers = 0;
    if (s.meta.players) {
        const auto& players = *s.meta.players;
        names[0] = playerText(players[0], cowrie::Side::South);
        names[1] = playerText(players[1], cowrie::Side::North);
        computers = int(players[0].computer) + int(players[1].computer);
        if (computers == 1) {
            const int c = players[0].computer ? 0 : 1;
            row.level = players[static_cast<size_t>(c)].level;
            row.opponent = LibraryText::tr("Computer (%1)").arg(levelText(row.level));
        }
    }
    if (computers == 0) row.opponent = LibraryText::tr("Two players");
    if (computers == 2) row.opponent = LibraryText::tr("Computer demo");
    row.players = LibraryText::tr("%1 against %2").arg(names[0], names[1]);

    if (!s.meta.result) {
        row.result = LibraryText::tr("Unfinished");
        row.level = -1;
        return row;
    }
    const cowrie::RecordResult& r = *s.meta.result;
    row.margin = r.margin;
    const auto kept = [&](cowrie::Side side) {
        if (!s.meta.players) return defaultName(side, false);
        const cowrie::RecordPlayer& p = (*s.meta.players)[static_cast<size_t>(sideIndex(side))];
        return shownName(QString::fromStdString(p.name), side, p.computer);
    };
    const QString south = kept(cowrie::Side::South);
    const QString north = kept(cowrie::Side::North);
    if (r.resigned)
        row.result =
            LibraryText::tr("%1 resigned").arg(*r.resigned == cowrie::Side::South ? south : north);
    else if (r.winner == cowrie::Winner::Draw)
        row.result = LibraryText::tr("A draw");
    else
        row.result =
            //: %1 is the winner's name, %2 their lead in seeds.
            LibraryText::tr("%1 won by %2")
                .arg(r.winner == cowrie::Winner::South ? south : north)
                .arg(r.margin);
    if (row.level >= 0) {
        const bool personSouth = !(*s.meta.players)[0].computer;
        const cowrie::Winner person = personSouth ? cowrie::Winner::South : cowrie::Winner::North;
        row.outcome = r.winner == cowrie::Winner::Draw ? 0 : r.winner == person ? 1 : -1;
    }
    return row;
}

}  // namespace cowrie::ui
