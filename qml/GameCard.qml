import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// One game on the home screen: its board in miniature, its name with the
// other names players know it by, its region and one line about it.
Rectangle {
    id: card

    required property int index
    required property string gameId
    required property string name
    required property string localNames
    required property string region
    required property string description
    required property int seedsPerHole
    required property bool storeOnRight
    required property int rows
    required property int columns
    required property var presetNames
    required property bool squareStores
    required property string seedKind

    // The card the keyboard is on.
    property bool current: false
    // The unfinished game of this kind, in one line ("" when there is none).
    property string unfinished: ""

    signal chosen(string gameId)
    signal learnRequested(string gameId)
    signal rulesRequested(string gameId)
    signal resumeRequested(string gameId)

    // A screen reader reads the card as one item: the game's name, then its
    // region, its description, the unfinished game and the card's keys.
    Accessible.role: Accessible.ListItem
    Accessible.name: card.name
    Accessible.description: [card.localNames ? qsTr("Also called %1.").arg(card.localNames) : "",
                             card.region, card.description, card.unfinished !== ""
                             ? qsTr("Unfinished game: %1.").arg(card.unfinished) : "",
                             qsTr("Press Enter to set up a game, L for its lessons, R for its rules.")]
                            .filter(s => s !== "").join(" ")
    Accessible.focusable: true
    Accessible.focused: card.current
    Accessible.selected: card.current
    Accessible.onPressAction: card.chosen(card.gameId)

    radius: Theme.radiusLarge
    color: mouse.containsMouse || current ? Theme.cardHover : Theme.card
    border.color: current ? Theme.focus : mouse.containsMouse ? Theme.accent : Theme.borderStrong
    border.width: current ? 3 : 2

    // The keyboard's ring, just outside the card.
    Rectangle {
        objectName: "focusRing"
        anchors.fill: parent
        anchors.margins: -5
        radius: card.radius + 5
        color: "transparent"
        border.color: Theme.accent
        border.width: Theme.focusWidth
        visible: card.current
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacingLarge - 2
        spacing: Theme.spacingTiny + 1

        // The board grows with the card (taller cards on a large window).
        MiniBoard {
            Layout.fillWidth: true
            Layout.preferredHeight: Math.max(64, Math.min(170, card.height * 0.4 - 40))
            rows: card.rows
            columns: card.columns
            seedsPerHole: card.seedsPerHole
            squareStores: card.squareStores
            seedKind: card.seedKind
        }

        Text {
            text: card.name
            color: Theme.text
            font.family: Theme.titleFamily
            font.pixelSize: Theme.fontHeading + 2
            font.bold: true
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 16
            Layout.fillWidth: true
            Layout.topMargin: 4
        }
        Text {
            id: localNamesText
            text: card.localNames ? qsTr("also %1").arg(card.localNames) : ""
            visible: text !== ""
            color: Theme.accentSoft
            font.pixelSize: Theme.fontSmall
            font.italic: true
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Text {
            id: regionText
            text: card.region
            color: Theme.accentMuted
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        // The whole description, wrapped; cut (with a tooltip) only if it is
        // longer than four lines.
        Text {
            id: descriptionText
            objectName: "description"
            text: card.description
            color: Theme.textBody
            font.pixelSize: card.height >= 380 ? Theme.fontBody - 1 : Theme.fontSmall
            lineHeight: 1.15
            wrapMode: Text.WordWrap
            maximumLineCount: card.height >= 380 ? 6 : 4
            elide: Text.ElideRight
            Layout.fillWidth: true
            Layout.topMargin: 2
        }
        Item { Layout.fillHeight: true }
        RowLayout {
            Layout.fillWidth: true
            Text {
                text: card.presetNames.length > 0 ? card.presetNames.join(" · ") : ""
                color: Theme.textMuted
                font.pixelSize: Theme.fontTiny
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            CardLink {
                objectName: "learnLink"
                text: qsTr("Learn")
                onClicked: card.learnRequested(card.gameId)
            }
            CardLink {
                objectName: "rulesLink"
                text: qsTr("Rules")
                onClicked: card.rulesRequested(card.gameId)
            }
            CardLink {
                objectName: "resumeLink"
                visible: card.unfinished !== ""
                text: qsTr("Resume")
                color: linkHovered ? Theme.focus : Theme.success
                font.bold: true
                onClicked: card.resumeRequested(card.gameId)
                ToolTip.visible: linkHovered
                ToolTip.text: card.unfinished
            }
            Text {
                text: qsTr("Play  ›")
                color: Theme.accent
                font.pixelSize: Theme.fontBody + 1
                font.bold: true
            }
        }
    }

    // Whatever had to be cut is readable on hover.
    readonly property bool cut: descriptionText.truncated || localNamesText.truncated
                                || regionText.truncated

    // A small text button on the card, above the card's own click area.
    component CardLink: Text {
        id: link
        signal clicked()
        readonly property bool linkHovered: linkMouse.containsMouse
        color: linkMouse.containsMouse ? Theme.focus : Theme.accentSoft
        font.pixelSize: Theme.fontBody
        font.underline: linkMouse.containsMouse
        z: 2
        Layout.rightMargin: 10
        MouseArea {
            id: linkMouse
            anchors.fill: parent
            anchors.margins: -6
            hoverEnabled: true
            cursorShape: Qt.PointingHandCursor
            onClicked: link.clicked()
        }
    }

    MouseArea {
        id: mouse
        z: -1
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: Qt.PointingHandCursor
        onClicked: card.chosen(card.gameId)
        ToolTip.visible: card.cut && containsMouse
        ToolTip.delay: 400
        ToolTip.text: [card.localNames ? qsTr("also %1").arg(card.localNames) : "",
                       card.region, card.description].filter(s => s !== "").join("\n")
    }
}
