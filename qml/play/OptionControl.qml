import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// One option of a game, drawn from its schema row (OptionsModel): a number
// field for "int", a switch for "bool", a row of buttons for "choice", with
// the option's short explanation underneath.
ColumnLayout {
    id: option

    required property string key
    required property string label
    required property string kind
    required property int minimum
    required property int maximum
    required property var choices
    required property var choiceLabels
    required property string description
    required property var value
    required property bool isDefault

    signal edited(string key, var value)

    // The names' column, the descriptions indented to the controls.
    readonly property int labelWidth: 170

    spacing: Theme.spacingTiny

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacing

        Label {
            text: option.label
            color: Theme.text
            font.pixelSize: Theme.fontBody
            font.bold: true
            wrapMode: Text.WordWrap
            Layout.preferredWidth: option.labelWidth
        }

        ThemedSpinBox {
            id: spin
            objectName: "int-" + option.key
            Accessible.name: option.label
            visible: option.kind === "int"
            from: option.minimum
            to: option.maximum
            value: option.kind === "int" ? option.value : 0
            editable: true
            onValueModified: option.edited(option.key, value)
        }

        ThemedSwitch {
            objectName: "bool-" + option.key
            // The option's name, then its state ("On"/"Off") as the switch's.
            Accessible.name: option.label
            visible: option.kind === "bool"
            checked: option.kind === "bool" && option.value === true
            text: checked ? qsTr("On") : qsTr("Off")
            onToggled: option.edited(option.key, checked)
        }

        Row {
            visible: option.kind === "choice"
            spacing: Theme.spacingTiny + 2
            Repeater {
                model: option.kind === "choice" ? option.choices : []
                delegate: ChoiceButton {
                    required property int index
                    required property string modelData
                    objectName: "choice-" + option.key + "-" + modelData
                    text: option.choiceLabels[index]
                    checked: option.value === modelData
                    focusPolicy: Qt.StrongFocus
                    onClicked: option.edited(option.key, modelData)
                }
            }
        }

        Item { Layout.fillWidth: true }
    }

    Label {
        text: option.description
        color: Theme.textSoft
        font.pixelSize: Theme.fontSmall
        wrapMode: Text.WordWrap
        Layout.fillWidth: true
        Layout.leftMargin: option.labelWidth + Theme.spacing
    }
}
