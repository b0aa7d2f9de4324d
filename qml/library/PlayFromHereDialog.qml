import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// "Play from here" asks who plays which side before the new game starts:
// the player takes South or North against the computer (at a level), or
// both sides are played at this computer. Nothing is chosen for him: the
// side to move in the position shown is said, not given (it may be the
// losing side), and Start waits for a choice. Playing North turns the
// board, as the dialog says, so that the player's row is nearest him.
ThemedDialog {
    id: dialog
    objectName: "playHereDialog"

    // Who is to move in the position shown (a Side).
    property int toMove: Side.South
    // The choice: Side.South or Side.North against the computer,
    // Side.BothSides both at this computer, Side.NoSide not yet chosen.
    property int person: Side.NoSide
    // The computer's level, 0 (Novice) .. 4 (Master).
    property int level: 2

    // The player chose and pressed Start.
    signal chosen(int person, int level)

    title: qsTr("Play from here")
    preferredWidth: 520
    standardButtons: Dialog.Ok | Dialog.Cancel
    onAboutToShow: person = Side.NoSide
    onAccepted: chosen(person, level)
    Component.onCompleted: {
        const start = standardButton(Dialog.Ok);
        start.text = qsTr("Start");
        start.objectName = "playHereStart";
        start.enabled = Qt.binding(() => dialog.person !== Side.NoSide);
    }

    ColumnLayout {
        width: parent.width
        spacing: Theme.spacingSmall

        DialogText {
            text: dialog.toMove === Side.North ? qsTr("North is to move. Which side do you play?")
                  : dialog.toMove === Side.BothSides ? qsTr("Both players choose at once. Which side do you play?")
                  : qsTr("South is to move. Which side do you play?")
        }
        ButtonGroup { id: sideGroup }
        ThemedRadio {
            objectName: "playHereSouth"
            ButtonGroup.group: sideGroup
            text: qsTr("South, against the computer")
            checked: dialog.person === Side.South
            onClicked: dialog.person = Side.South
            Layout.fillWidth: true
        }
        ThemedRadio {
            objectName: "playHereNorth"
            ButtonGroup.group: sideGroup
            text: qsTr("North, against the computer (the board turns)")
            checked: dialog.person === Side.North
            onClicked: dialog.person = Side.North
            Layout.fillWidth: true
        }
        ThemedRadio {
            objectName: "playHereBoth"
            ButtonGroup.group: sideGroup
            text: qsTr("Both sides, at this computer")
            checked: dialog.person === Side.BothSides
            onClicked: dialog.person = Side.BothSides
            Layout.fillWidth: true
        }
        Label {
            text: qsTr("The computer's level")
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            Layout.topMargin: Theme.spacingSmall
        }
        Flow {
            objectName: "playHereLevels"
            enabled: dialog.person === Side.South || dialog.person === Side.North
            opacity: enabled ? 1 : 0.5
            spacing: Theme.spacingSmall
            Layout.fillWidth: true
            Repeater {
                model: [qsTr("Novice"), qsTr("Easy"), qsTr("Medium"), qsTr("Strong"), qsTr("Master")]
                ThemedButton {
                    required property int index
                    required property string modelData
                    objectName: "playHereLevel" + index
                    text: modelData
                    checked: dialog.level === index
                    onClicked: dialog.level = index
                }
            }
        }
    }
}
