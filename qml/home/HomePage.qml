import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The home screen, the variant picker: every game of the registry as a card.
// Choosing one (click, or arrows and Enter) opens its new-game setup; L and
// R open the lessons and the rules of the card the keyboard is on. The grid
// has the keyboard at start and whenever the page comes back; Tab goes round
// the grid and the page's buttons and returns to the grid. P opens the
// puzzles of the card the keyboard is on.
Page {
    id: page

    property alias catalog: catalog
    property alias grid: grid
    // One line about the saved unfinished game, "" when there is none.
    property string resumeSummary: ""
    // The unfinished games: game id -> one line about it (SaveStore.unfinished).
    property var unfinished: ({})

    signal gameChosen(string gameId)
    signal learnRequested(string gameId)
    signal rulesRequested(string gameId)
    // Resume the unfinished game of `gameId` ("": the one saved last).
    signal resumeRequested(string gameId)
    signal settingsRequested()
    signal libraryRequested()
    // The puzzles of `gameId` ("": the page's own choice of game).
    signal puzzlesRequested(string gameId)

    focus: true
    Component.onCompleted: grid.forceActiveFocus()
    StackView.onActivated: grid.forceActiveFocus()

    background: PageBackground {}

    GameCatalog { id: catalog }
    PuzzleShelf { id: shelf }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: page.width >= 1600 ? 48 : Theme.pageMargin + 4
        anchors.bottomMargin: Theme.spacing
        spacing: Theme.spacingSmall

        RowLayout {
            // As wide as the cards, centred with them.
            Layout.fillWidth: true
            Layout.maximumWidth: grid.columnsWidth - grid.gap + grid.leftMargin
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.spacingSmall + 2
            Text {
                text: qsTr("Cowrie")
                color: Theme.textTitle
                font.family: Theme.titleFamily
                font.pixelSize: Theme.fontDisplay
                font.bold: true
            }
            Item { Layout.fillWidth: true }
            BarButton {
                objectName: "resumeButton"
                visible: page.resumeSummary !== ""
                text: qsTr("Resume: %1").arg(page.resumeSummary)
                focusPolicy: Qt.StrongFocus
                onClicked: page.resumeRequested("")
            }
            BarButton {
                objectName: "puzzlesButton"
                text: qsTr("Puzzles")
                focusPolicy: Qt.StrongFocus
                onClicked: page.puzzlesRequested("")
            }
            BarButton {
                objectName: "libraryButton"
                text: qsTr("Library")
                focusPolicy: Qt.StrongFocus
                onClicked: page.libraryRequested()
            }
            BarButton {
                objectName: "settingsButton"
                text: qsTr("Settings")
                focusPolicy: Qt.StrongFocus
                onClicked: page.settingsRequested()
            }
        }
        Text {
            text: qsTr("Mancala games of South and Southeast Asia. Choose a game with the mouse, or with the arrow keys and Enter (L: its lessons, R: its rules).")
            color: Theme.textSoft
            font.pixelSize: Theme.fontLarge
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
            Layout.maximumWidth: grid.columnsWidth - grid.gap + grid.leftMargin
            Layout.alignment: Qt.AlignHCenter
            Layout.bottomMargin: Theme.spacingLarge
        }

        // The cards in balanced rows: as many columns as fit, then as few as
        // keep the same number of rows, so that the last row is (nearly)
        // full: seven games are 4 + 3 on a wide window, not 6 + 1. The cards
        // grow to fill the height when every row fits, up to a good shape.
        GridView {
            id: grid
            objectName: "gameGrid"
            Layout.fillHeight: true
            Layout.preferredWidth: columnsWidth + leftMargin
            Layout.maximumWidth: parent.width
            Layout.alignment: Qt.AlignHCenter
            clip: true
            focus: true
            activeFocusOnTab: true
            keyNavigationEnabled: true
            // Room for the focus ring of the first row and column.
            leftMargin: 6
            topMargin: 6
            readonly property int gap: Theme.spacingLarge
            readonly property real available: parent.width - leftMargin
            // As many columns as cards of 300 px fit, or of the width the
            // widest card's links need in this language.
            readonly property int fitting: Math.max(1, Math.floor(available / Math.max(300, widestNeed + gap)))
            readonly property int rowsNeeded: Math.ceil(count / fitting)
            readonly property int columns: Math.max(1, Math.ceil(count / rowsNeeded))
            readonly property real columnsWidth: columns * cellWidth
            readonly property real fullHeight: (height - topMargin) / rowsNeeded
            cellWidth: Math.floor(Math.min(available / columns, 480))
            // The cards' height for the room there is, then taller if a
            // card's words need it (a long language, large text).
            readonly property int roomHeight: Math.floor(Math.max(316 * Theme.textScale, Math.min(fullHeight, cellWidth * 0.85)))
            // Each card's neededHeight and neededWidth by index, as the cards
            // report them.
            property var neededHeights: []
            property var neededWidths: []
            readonly property real tallestNeed: Math.max(0, ...neededHeights.filter(h => h > 0))
            readonly property real widestNeed: Math.max(0, ...neededWidths.filter(w => w > 0))
            function reportNeed(index, height, width) {
                if (neededHeights[index] !== height) {
                    const heights = neededHeights.slice();
                    heights[index] = height;
                    neededHeights = heights;
                }
                if (neededWidths[index] !== width) {
                    const widths = neededWidths.slice();
                    widths[index] = width;
                    neededWidths = widths;
                }
            }
            cellHeight: Math.max(roomHeight, Math.ceil(tallestNeed) + gap)
            model: catalog
            delegate: GameCard {
                width: grid.cellWidth - grid.gap
                height: grid.cellHeight - grid.gap
                roomy: grid.roomHeight - grid.gap >= 380
                // Told after the change, not from inside it: the grid's answer
                // resizes this card, which would loop through the binding (and by
                // then the page may have gone).
                function reportNeed() { if (grid) grid.reportNeed(index, neededHeight, neededWidth); }
                onNeededHeightChanged: Qt.callLater(reportNeed)
                onNeededWidthChanged: Qt.callLater(reportNeed)
                Component.onCompleted: Qt.callLater(reportNeed)
                current: grid.activeFocus && GridView.isCurrentItem
                onChosen: (gameId) => page.gameChosen(gameId)
                onLearnRequested: (gameId) => page.learnRequested(gameId)
                onRulesRequested: (gameId) => page.rulesRequested(gameId)
                unfinished: page.unfinished[gameId] || ""
                onResumeRequested: (gameId) => page.resumeRequested(gameId)
                hasPuzzles: shelf.games.indexOf(gameId) >= 0
                onPuzzlesRequested: (gameId) => page.puzzlesRequested(gameId)
            }
            Keys.onReturnPressed: page.gameChosen(catalog.gameIdAt(currentIndex))
            Keys.onEnterPressed: page.gameChosen(catalog.gameIdAt(currentIndex))
            Keys.onPressed: (event) => {
                if (event.modifiers !== Qt.NoModifier) return;
                if (event.key === Qt.Key_L) page.learnRequested(catalog.gameIdAt(currentIndex));
                else if (event.key === Qt.Key_R) page.rulesRequested(catalog.gameIdAt(currentIndex));
                else if (event.key === Qt.Key_P) page.puzzlesRequested(catalog.gameIdAt(currentIndex));
                else return;
                event.accepted = true;
            }
            ScrollBar.vertical: ScrollBar {}
        }
    }
}
