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

    focus: true
    Component.onCompleted: grid.forceActiveFocus()
    StackView.onActivated: grid.forceActiveFocus()

    background: Rectangle {
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#3a2a1e" }
            GradientStop { position: 1.0; color: "#1e1611" }
        }
    }

    GameCatalog { id: catalog }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 36
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            Text {
                text: qsTr("Cowrie")
                color: "#f6e7cf"
                font.pixelSize: 44
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
                objectName: "settingsButton"
                text: qsTr("Settings")
                focusPolicy: Qt.StrongFocus
                onClicked: page.settingsRequested()
            }
        }
        Text {
            text: qsTr("Mancala games of South and Southeast Asia. Choose a game with the mouse, or with the arrow keys and Enter (L: its lessons, R: its rules).")
            color: "#d9c3a2"
            font.pixelSize: 17
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
            Layout.bottomMargin: 14
        }

        GridView {
            id: grid
            objectName: "gameGrid"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            focus: true
            activeFocusOnTab: true
            keyNavigationEnabled: true
            // Room for the focus ring of the first row and column.
            leftMargin: 6
            topMargin: 6
            readonly property real usableWidth: width - leftMargin
            cellWidth: Math.max(280, usableWidth / Math.max(1, Math.floor(usableWidth / 290)))
            cellHeight: 300
            model: catalog
            delegate: GameCard {
                width: grid.cellWidth - 20
                height: grid.cellHeight - 20
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
