import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The home screen: every game of the registry as a card. A click starts a
// two-player game on this screen with the game's default options.
Page {
    id: page


    signal gameChosen(string gameId)

    background: Rectangle {
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#3a2a1e" }
            GradientStop { position: 1.0; color: "#1e1611" }
        }
    }

    GameCatalog { id: catalog }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 40
        spacing: 8

        Text {
            text: qsTr("Cowrie")
            color: "#f6e7cf"
            font.pixelSize: 44
            font.bold: true
        }
        Text {
            text: qsTr("Mancala games for two players sharing one screen. Choose a game to start.")
            color: "#d9c3a2"
            font.pixelSize: 17
            Layout.bottomMargin: 20
        }

        GridView {
            id: grid
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            cellWidth: 390
            cellHeight: 290
            model: catalog
            delegate: GameCard {
                width: grid.cellWidth - 24
                height: grid.cellHeight - 24
                onChosen: (gameId) => page.gameChosen(gameId)
            }
        }
    }
}
