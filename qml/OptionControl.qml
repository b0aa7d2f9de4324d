import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

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

    spacing: 2

    RowLayout {
        Layout.fillWidth: true
        spacing: 12

        Label {
            text: option.label
            color: "#fbeedb"
            font.pixelSize: 16
            font.bold: true
            Layout.preferredWidth: 170
        }

        SpinBox {
            id: spin
            objectName: "int-" + option.key
            visible: option.kind === "int"
            from: option.minimum
            to: option.maximum
            value: option.kind === "int" ? option.value : 0
            editable: true
            onValueModified: option.edited(option.key, value)
        }

        Switch {
            objectName: "bool-" + option.key
            visible: option.kind === "bool"
            checked: option.kind === "bool" && option.value === true
            text: checked ? qsTr("On") : qsTr("Off")
            onToggled: option.edited(option.key, checked)
        }

        Row {
            visible: option.kind === "choice"
            spacing: 4
            Repeater {
                model: option.kind === "choice" ? option.choices : []
                delegate: BarButton {
                    required property int index
                    required property string modelData
                    objectName: "choice-" + option.key + "-" + modelData
                    text: option.choiceLabels[index]
                    checkable: true
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
        color: "#d9c3a2"
        font.pixelSize: 13
        wrapMode: Text.WordWrap
        Layout.fillWidth: true
        Layout.leftMargin: 182
    }
}
