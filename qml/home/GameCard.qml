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
    // A tall card: a larger description, six lines of it kept rather than
    // four. The home page says so from the room it has, not from the card's
    // height, which grows with `neededHeight`.
    property bool roomy: height >= 380
    // The least height that shows all the card keeps (the board small, the
    // description's kept lines, the links), for the home page to make every
    // card that tall when a language's words need it.
    readonly property real neededHeight: {
        // Read from the texts, not the footer's layout: asking a layout for
        // its size lays it out again, and that loops through this binding.
        const linksHeight = playText.implicitHeight;
        const footerHeight = !presetsText.visible ? linksHeight
            : footer.presetsAbove ? presetsText.implicitHeight + footer.rowSpacing + linksHeight
            : Math.max(presetsText.implicitHeight, linksHeight);
        const shown = [nameText, localNamesText, regionText, descriptionText]
            .filter(item => item.visible);
        // The board as tall as its width draws it (the layout gives it that
        // before it gives the texts their room), no less than its minimum.
        // Its width is the card's, not the layout's result (read during the
        // layout, that would stop it laying out a new width).
        const boardWidth = card.width - 2 * column.anchors.margins;
        const boardHeight = Math.max(miniBoard.Layout.minimumHeight,
                                     Math.min(170, miniBoard.boardHeightFor(boardWidth)));
        let height = 2 * column.anchors.margins + boardHeight
            + shown.length * column.spacing + nameText.Layout.topMargin
            + descriptionText.Layout.topMargin;
        for (const item of shown)
            height += item === descriptionText ? item.Layout.minimumHeight : item.implicitHeight;
        return Math.ceil(height + column.spacing + footerHeight);
    }
    // The least width that keeps the links on one line, for the home page to
    // choose fewer, wider columns when a language's words need it.
    readonly property real neededWidth: Math.ceil(footer.linksWidth + 2 * column.anchors.margins)
    // The unfinished game of this kind, in one line ("" when there is none).
    property string unfinished: ""
    // The game has puzzles (resources/puzzles/): the card links to them.
    property bool hasPuzzles: false

    signal chosen(string gameId)
    signal learnRequested(string gameId)
    signal rulesRequested(string gameId)
    signal resumeRequested(string gameId)
    signal puzzlesRequested(string gameId)

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
        id: column
        anchors.fill: parent
        anchors.margins: Theme.spacingLarge - 2
        spacing: Theme.spacingTiny + 1

        // The board grows with the card (taller cards on a large window).
        MiniBoard {
            id: miniBoard
            Layout.fillWidth: true
            Layout.minimumHeight: 64
            // No taller than its width can draw, so the text gets the rest.
            Layout.preferredHeight: Math.max(64, Math.min(170, card.height * 0.4 - 40,
                                                          boardHeightFor(width)))
            // The height its width draws a board of this shape at.
            function boardHeightFor(w) { return w * (rows + 0.7) / (columns + 3.2); }
            rows: card.rows
            columns: card.columns
            seedsPerHole: card.seedsPerHole
            squareStores: card.squareStores
            seedKind: card.seedKind
        }

        Text {
            id: nameText
            text: card.name
            color: Theme.text
            font.family: Theme.titleFamily
            font.pixelSize: Theme.fontHeading + 2
            font.bold: true
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 16
            Layout.fillWidth: true
            Layout.minimumHeight: implicitHeight
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
            Layout.minimumHeight: implicitHeight
        }
        Text {
            id: regionText
            text: card.region
            color: Theme.accentMuted
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
            Layout.minimumHeight: implicitHeight
        }
        // The description takes whatever height the card has left, and at
        // least four lines (six on a tall card) when it is that long, so the
        // links below never leave the card, whatever the language. It is cut
        // (with a tooltip) only when it has no more room.
        Text {
            id: descriptionText
            objectName: "description"
            readonly property int linesKept: card.roomy ? 6 : 4
            text: card.description
            color: Theme.textBody
            font.pixelSize: card.roomy ? Theme.fontBody - 1 : Theme.fontSmall
            lineHeight: 1.15
            wrapMode: Text.WordWrap
            elide: Text.ElideRight
            verticalAlignment: Text.AlignTop
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: Math.min(descriptionWhole.implicitHeight,
                                           Math.ceil(linesKept * lineHeight * descriptionMetrics.height) + 2)
            // Asks for no more than it keeps, so that when the card is short
            // the board gives up its height first, not these lines.
            Layout.preferredHeight: Layout.minimumHeight
            Layout.topMargin: 2
            FontMetrics {
                id: descriptionMetrics
                font: descriptionText.font
            }
            // The whole description at this width, never cut: the elided
            // text's own implicit height follows the height it is given.
            Text {
                id: descriptionWhole
                visible: false
                width: descriptionText.width
                text: descriptionText.text
                font: descriptionText.font
                lineHeight: descriptionText.lineHeight
                wrapMode: Text.WordWrap
            }
        }
        // The ways to play beside the links, or on a line of their own above
        // them when beside them they would be squeezed to a word a line.
        GridLayout {
            id: footer
            // Measured from the texts, never from a layout's own size (which
            // lays it out again and loops through neededHeight).
            readonly property real linksWidth: learnLink.implicitWidth + rulesLink.implicitWidth
                + (puzzlesLink.visible ? puzzlesLink.implicitWidth + puzzlesLink.Layout.rightMargin + links.spacing : 0)
                + (resumeLink.visible ? resumeLink.implicitWidth + resumeLink.Layout.rightMargin + links.spacing : 0)
                + playText.implicitWidth + 2 * (learnLink.Layout.rightMargin + links.spacing)
            readonly property bool presetsAbove: card.width - 2 * column.anchors.margins - linksWidth
                                                 - columnSpacing < Math.min(presetsText.implicitWidth, 140)
            Layout.fillWidth: true
            columns: presetsAbove ? 1 : 2
            rowSpacing: 2
            columnSpacing: 6
            Text {
                id: presetsText
                text: card.presetNames.length > 0 ? card.presetNames.join(" · ") : ""
                visible: text !== ""
                color: Theme.textMuted
                font.pixelSize: Theme.fontTiny
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
                Layout.preferredWidth: 0
            }
            RowLayout {
                id: links
                Layout.alignment: Qt.AlignRight
                spacing: 5
                CardLink {
                    id: learnLink
                    objectName: "learnLink"
                    text: qsTr("Learn")
                    onClicked: card.learnRequested(card.gameId)
                }
                CardLink {
                    id: rulesLink
                    objectName: "rulesLink"
                    text: qsTr("Rules")
                    onClicked: card.rulesRequested(card.gameId)
                }
                CardLink {
                    id: puzzlesLink
                    objectName: "puzzlesLink"
                    visible: card.hasPuzzles
                    text: qsTr("Puzzles")
                    onClicked: card.puzzlesRequested(card.gameId)
                }
                CardLink {
                    id: resumeLink
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
                    id: playText
                    text: qsTr("Play  ›")
                    color: Theme.accent
                    font.pixelSize: Theme.fontBody + 1
                    font.bold: true
                }
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
