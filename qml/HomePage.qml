import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The home screen, the variant picker: every game of the registry as a card.
// Choosing one (click, or arrows and Enter) opens its new-game setup; L and
// R open the lessons and the rules of the card the keyboard is on. The grid
// has the keyboard at start and whenever the page comes back; Tab goes round
// the grid and the page's buttons and returns to the grid.
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

    focus: true
    Component.onCompleted: grid.forceActiveFocus()
    StackView.onActivated: grid.forceActiveFocus()

    background: PageBackground {}

    GameCatalog { id: catalog }

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
            readonly property int fitting: Math.max(1, Math.floor(available / 300))
            readonly property int rowsNeeded: Math.ceil(count / fitting)
            readonly property int columns: Math.max(1, Math.ceil(count / rowsNeeded))
            readonly property real columnsWidth: columns * cellWidth
            readonly property real fullHeight: (height - topMargin) / rowsNeeded
            cellWidth: Math.floor(Math.min(available / columns, 480))
            cellHeight: Math.floor(Math.max(316 * Theme.textScale, Math.min(fullHeight, cellWidth * 0.85)))
            model: catalog
            delegate: GameCard {
                width: grid.cellWidth - grid.gap
                height: grid.cellHeight - grid.gap
                current: grid.activeFocus && GridView.isCurrentItem
                onChosen: (gameId) => page.gameChosen(gameId)
                onLearnRequested: (gameId) => page.learnRequested(gameId)
                onRulesRequested: (gameId) => page.rulesRequested(gameId)
                unfinished: page.unfinished[gameId] || ""
                onResumeRequested: (gameId) => page.resumeRequested(gameId)
            }
            Keys.onReturnPressed: page.gameChosen(catalog.gameIdAt(currentIndex))
            Keys.onEnterPressed: page.gameChosen(catalog.gameIdAt(currentIndex))
            Keys.onPressed: (event) => {
                if (event.modifiers !== Qt.NoModifier) return;
                if (event.key === Qt.Key_L) page.learnRequested(catalog.gameIdAt(currentIndex));
                else if (event.key === Qt.Key_R) page.rulesRequested(catalog.gameIdAt(currentIndex));
                else return;
                event.accepted = true;
            }
            ScrollBar.vertical: ScrollBar {}
        }
    }
}
