#pragma once
// What `mancala-cli play` (MANCALA_CLI, set by tests/net/CMakeLists.txt)
// says of a game: the reference the server's announced states are compared
// with.

#include <QJsonObject>
#include <QStringList>

// The state object after `moves` of `game` with `options` (each value as
// option text); an empty object when mancala-cli fails (with a warning).
QJsonObject cliState(const QString& game, const QJsonObject& options, const QStringList& moves);
