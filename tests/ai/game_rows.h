#pragma once
// Data rows for QtTest: one row per game and preset of everyGameAndPreset(),
// named by its label, with the column "index" into that list.

#include <QTest>

#include "tests/ai/game_samples.h"

namespace cowrie::testing {

inline void addEveryGameRow() {
    QTest::addColumn<int>("index");
    const auto games = everyGameAndPreset();
    for (int i = 0; i < static_cast<int>(games.size()); ++i)
        QTest::newRow(games[i].label.c_str()) << i;
}

}  // namespace cowrie::testing
