// How long the Library page's list takes to open (issue 16: a library of
// 1,000 games opens in under 0.5 s). Fills a temporary library with random
// games of every game (players, dates, results; most finished), then times
// LibraryModel's reload: every file read, its summary checked, the rows
// made and sorted. For comparison it also times reading every record in full
// (moves replayed), which opening one game does.
//
//   bench_library [games] [folder]    prints one JSON line; with a folder,
//                                     the games are written there and kept
//                                     (a library to look at in the app)

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <cstdio>
#include <random>

#include "app/ui/library/gamelibrary.h"
#include "app/ui/library/librarymodel.h"
#include "app/ui/play/gamesetup.h"
#include "core/registry.h"

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int games = argc > 1 ? std::max(1, std::atoi(argv[1])) : 1000;
    QTemporaryDir temporary;
    const QString folder = argc > 2 ? QString::fromLocal8Bit(argv[2]) : temporary.path();
    cowrie::ui::GameLibrary library;
    library.setDirectory(folder);
    std::mt19937 random(16);
    const auto& all = cowrie::allGames();
    for (int g = 0; g < games; ++g) {
        const cowrie::GameInfo& info = all[static_cast<size_t>(g) % all.size()];
        std::string error;
        cowrie::Match match(cowrie::createRules(info.id, {}, error));
        // Nine in ten played to the end, as a library mostly holds.
        const int plies = g % 10 == 0 ? 20 : 100000;
        for (int i = 0; i < plies && !match.position().over(); ++i) {
            const cowrie::MoveList moves = match.legalMoves();
            match.play(moves[static_cast<int>(random() % moves.size())]);
        }
        cowrie::ui::GameSetup setup;
        setup.gameId = QString::fromStdString(info.id);
        setup.mode = cowrie::ui::modes::VersusComputer;
        setup.level = g % 5;
        if (!library.keep(QStringLiteral("game-%1").arg(g, 5, 10, QLatin1Char('0')), setup, match,
                          std::nullopt)) {
            std::fprintf(stderr, "cannot write: %s\n", qPrintable(library.lastError()));
            return 1;
        }
    }

    QElapsedTimer timer;
    timer.start();
    const int read = int(library.list().size());  // the files alone, no rows
    const double readMs = timer.nsecsElapsed() / 1e6;
    if (read != games) {
        std::fprintf(stderr, "read %d of %d games\n", read, games);
        return 1;
    }
    cowrie::ui::LibraryModel model;
    timer.restart();
    model.setDirectory(folder);  // reads the folder
    const double listMs = timer.nsecsElapsed() / 1e6;
    if (model.total() != games) {
        std::fprintf(stderr, "listed %d of %d games\n", model.total(), games);
        return 1;
    }
    timer.restart();
    int opened = 0;
    for (const auto& entry : library.list()) {
        QString error;
        opened += library.open(entry.id, error).has_value();
    }
    const double openAllMs = timer.nsecsElapsed() / 1e6;
    std::printf(
        "{\"bench\":\"library\",\"games\":%d,\"readMs\":%.1f,\"listMs\":%.1f,\"openEveryGameMs\":%."
        "1f,"
        "\"opened\":%d}\n",
        games, readMs, listMs, openAllMs, opened);
    return 0;
}
