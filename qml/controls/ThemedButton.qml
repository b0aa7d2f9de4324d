import QtQuick
import QtQuick.Controls
import Cowrie

// The app's button: walnut at rest, brass when it is the main action
// (`highlighted`) or the chosen one of a row (`checked`), dimmed when
// disabled, with the keyboard's ring when it has the focus. `large` is for
// a page's one main action.
Button {
    id: button

    // A screen reader reads its words and, when it has one, its tooltip
    // (an icon-only button names itself where it is used).
    Accessible.name: text
    Accessible.description: ToolTip.text
    Accessible.onPressAction: button.clicked()
    // Enter presses the focused button, as Space does (Qt 6.4's buttons take
    // only Space): a keyboard user expects either.
    Keys.onReturnPressed: button.clicked()
    Keys.onEnterPressed: button.clicked()

    property bool large: false

    implicitHeight: large ? Theme.controlHeightLarge : Theme.controlHeight
    leftPadding: large ? 26 : 14
    rightPadding: large ? 26 : 14
    font.pixelSize: large ? Theme.fontLarge + 1 : Theme.fontBody - 1
    font.bold: large || highlighted || checked

    readonly property bool lit: checked || highlighted

    contentItem: Text {
        text: button.text
        font: button.font
        color: !button.enabled ? Theme.textDisabled : button.lit ? Theme.textOnAccent : Theme.text
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }
    background: Rectangle {
        implicitWidth: button.large ? 140 : 64
        radius: button.large ? Theme.radius : Theme.radiusSmall + 2
        color: !button.enabled ? (button.lit ? Theme.controlDown : Theme.controlDisabled)
             : button.lit ? (button.down ? Theme.accentSoft : button.hovered ? Theme.accentHover : Theme.accent)
             : button.down ? Theme.controlDown : button.hovered ? Theme.controlHover : Theme.control
        border.color: !button.enabled ? Theme.controlBorderDisabled
                    : button.lit ? Theme.accentSoft : Theme.borderStrong
        border.width: 1

        FocusRing {
            shown: button.activeFocus
            targetRadius: parent.radius
        }
    }
}
