#pragma once
// Helpers shared by the controller tests: playing a core Move through the
// controller's intents, and reading which holes the board offers.

#include <QList>
#include <QString>

#include <memory>

#include "app/ui/board/boardmodel.h"
#include "app/ui/play/gamesession.h"
#include "app/ui/play/savestore.h"
#include "core/move.h"

// A game session that saves into `folder` (a test's temporary folder), never
// into the player's own.
inline std::unique_ptr<cowrie::ui::GameSession> sessionSavingTo(const QString& folder) {
    auto session = std::make_unique<cowrie::ui::GameSession>();
    session->saveStore()->setDirectory(folder);
    return session;
}

// Plays `move` through the controller's intent for its kind.
inline bool playThrough(cowrie::ui::GameSession& c, cowrie::Move move) {
    if (move.isPair()) return c.playPair(move.southHole(), move.northHole());
    if (move.hasDirection())
        return c.playDirected(move.holeNumber(), move.direction() == cowrie::Direction::Ccw);
    return c.play(move.holeNumber());
}

// The hole numbers of the places the board highlights as legal.
inline QList<int> legalHoles(const cowrie::ui::GameSession& c) {
    const cowrie::ui::BoardModel* m = c.board();
    const auto roles = m->roleNames();
    QList<int> holes;
    for (int p = 0; p < m->rowCount(); ++p)
        if (m->data(m->index(p), roles.key("legal")).toBool())
            holes << m->data(m->index(p), roles.key("holeNumber")).toInt();
    return holes;
}
