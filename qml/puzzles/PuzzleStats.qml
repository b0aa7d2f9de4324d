import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The player's record at a game's puzzles, in one row: rating (and what the
// last puzzle did to it), streak, puzzles solved, today's puzzle. A row
// that wraps where it is narrow (large text).
Flow {
    id: stats

    required property PuzzleSession session
    readonly property PuzzleProgress progress: session.progress

    spacing: Theme.spacingLarge
    Layout.fillWidth: true

    component Figure: ColumnLayout {
        property alias value: valueText.text
        property alias label: labelText.text
        property color valueColor: Theme.text
        spacing: 0
        Text {
            id: valueText
            color: parent.valueColor
            font.pixelSize: Theme.fontHeading
            font.bold: true
        }
        Text {
            id: labelText
            color: Theme.textSoft
            font.pixelSize: Theme.fontSmall
        }
    }

    Figure {
        objectName: "ratingFigure"
        value: stats.progress.provisional ? qsTr("%1?").arg(stats.progress.rating)
                                          : stats.progress.rating
        label: stats.progress.provisional && stats.progress.attempts === 0 ? qsTr("rating (provisional)")
               : stats.progress.lastChange === 0 ? qsTr("rating")
               : stats.progress.lastChange > 0 ? qsTr("rating (+%1)").arg(stats.progress.lastChange)
               : qsTr("rating (−%1)").arg(-stats.progress.lastChange)
    }
    Figure {
        objectName: "streakFigure"
        value: stats.progress.streak
        label: qsTr("in a row (best %1)").arg(stats.progress.bestStreak)
    }
    Figure {
        objectName: "solvedFigure"
        value: qsTr("%1 / %2").arg(stats.progress.solvedCount).arg(stats.session.puzzleCount)
        label: qsTr("solved")
    }
    Figure {
        objectName: "dailyFigure"
        value: stats.progress.dailySolved ? "✓" : "—"
        valueColor: stats.progress.dailySolved ? Theme.success : Theme.textSoft
        label: stats.progress.dailySolved ? qsTr("today's puzzle done") : qsTr("today's puzzle")
    }
}
