#pragma once
// Where the puzzle files are: one a game, compiled in at
// qrc:/resources/puzzles/<game>.json (resources/resources.cmake). The page
// lists whichever files exist, in the home screen's order of games; the home
// screen's cards offer puzzles where there are some (PuzzleShelf).

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QStringList>

namespace cowrie::ui {

// The ids of the games that have a puzzle file, in the registry's order.
QStringList puzzleGames();

// The text of `gameId`'s puzzle file, or a null string when there is none.
QString puzzleFileText(const QString& gameId);

// The games that have puzzles, for QML.
class PuzzleShelf : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QStringList games READ games CONSTANT)

  public:
    explicit PuzzleShelf(QObject* parent = nullptr) : QObject(parent) {}
    QStringList games() const { return puzzleGames(); }
};

}  // namespace cowrie::ui
