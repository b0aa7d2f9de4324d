import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The player's preferences, kept between runs (AppSettings): animation
// speed, sound, seed counts on the pits, the computer's usual level.
Page {
    id: page

    title: qsTr("Settings")

    signal backRequested()

    Keys.onEscapePressed: page.backRequested()
    Component.onCompleted: speedRow.forceActiveFocus()

    background: Rectangle {
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#3a2a1e" }
            GradientStop { position: 1.0; color: "#1e1611" }
        }
    }

    header: ToolBar {
        implicitHeight: 50
        background: Rectangle { color: "#1c140f" }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 8
            BarButton { text: qsTr("‹ Back"); onClicked: page.backRequested() }
            Label {
                text: qsTr("Settings")
                color: "#fbeedb"
                font.pixelSize: 20
                font.bold: true
                Layout.leftMargin: 10
            }
            Item { Layout.fillWidth: true }
        }
    }

    GridLayout {
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.margins: 40
        columns: 2
        columnSpacing: 24
        rowSpacing: 18

        Name { text: qsTr("Animation speed") }
        SpeedSelector {
            id: speedRow
            stepMs: AppSettings.stepMs
            onPicked: (ms) => AppSettings.stepMs = ms
        }

        Name { text: qsTr("Sound") }
        Switch {
            objectName: "soundSwitch"
            checked: AppSettings.sound
            text: checked ? qsTr("On") : qsTr("Off")
            onToggled: AppSettings.sound = checked
        }

        Name { text: qsTr("Seed counts on the pits") }
        Switch {
            checked: AppSettings.showCounts
            text: checked ? qsTr("Shown") : qsTr("Hidden (count the cowries yourself)")
            onToggled: AppSettings.showCounts = checked
        }

        Name { text: qsTr("Computer's level") }
        Row {
            spacing: 4
            Repeater {
                model: [qsTr("Novice"), qsTr("Easy"), qsTr("Medium"), qsTr("Strong"), qsTr("Master")]
                delegate: BarButton {
                    required property int index
                    required property string modelData
                    text: modelData
                    checkable: true
                    checked: AppSettings.aiLevel === index
                    focusPolicy: Qt.StrongFocus
                    onClicked: AppSettings.aiLevel = index
                }
            }
        }

        Item { width: 1; height: 1 }
        Label {
            text: qsTr("The level applies to new games; the last game's options and the window's size are remembered too.")
            color: "#b89a76"
            font.pixelSize: 13
        }
    }

    component Name: Label {
        color: "#fbeedb"
        font.pixelSize: 17
        font.bold: true
    }
}
