import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The rules of one game, for reading: its sections from docs/rules/<game>.md
// (a RulesBook), a table of contents to jump through them, every example
// position drawn with the real board, and "Show me" on each section a lesson
// teaches. Opened at `anchor` (a section or a decision id) when given. The
// page is in the app's language where it is translated, else in English
// with a line saying so.
// Keys: Up/Down and Page Up/Down scroll, Home/End, Esc goes back.
Page {
    id: page

    // A registry game id, or "README" for the conventions shared by all games.
    required property string gameId
    // Where to open: a section's anchor ("captures") or a decision id ("P4").
    property string anchor: ""
    property alias book: book
    property alias flickable: flick
    // The section being read: the one jumped to, until the reader scrolls;
    // else the one at the upper part of the view.
    readonly property int currentSection: jumpedSection >= 0 ? jumpedSection
                                          : sectionAt(flick.contentY + Math.min(150, flick.height / 4))
    property int jumpedSection: -1
    property bool jumping: false
    // The text grows a little with the window (16 px at 1024, 17 at 1280, 20 at 1600 and more).
    readonly property int fontSize: Theme.scaled(Math.max(16, Math.min(20, Math.round(width / 75))))

    title: book.title !== "" ? qsTr("Rules of %1").arg(book.title) : qsTr("Rules")

    signal backRequested()

    function windowCall(name, a, b) {
        const w = page.Window.window;
        if (w && typeof w[name] === "function") {
            w[name](a, b);
            return true;
        }
        return false;
    }

    function showLesson(lessonId) {
        windowCall("openLesson", page.gameId, lessonId);
    }

    // The item that begins `anchor`: its section, or within the section the
    // decision item carrying it.
    function itemOf(anchor) {
        const index = book.sectionOf(anchor);
        if (index < 0) return null;
        const section = sections.itemAt(index);
        if (!section) return null;
        const block = section.blockWithAnchor(anchor);
        return block ? block : section;
    }

    // Scrolls so that `anchor` is at the top; false when there is no such place.
    function jumpTo(anchor, animated) {
        const item = itemOf(anchor);
        if (!item) return false;
        const y = Math.max(0, Math.min(item.mapToItem(content, 0, 0).y - 12,
                                       flick.contentHeight - flick.height));
        scroller.stop();
        jumping = true;
        if (animated) {
            scroller.to = y;
            scroller.start();
        } else {
            flick.contentY = y;
            jumping = false;
        }
        jumpedSection = book.sectionOf(anchor);
        return true;
    }

    // The section whose top is nearest above `y` (in the content). At the
    // very end of the page, the last section.
    function sectionAt(y) {
        if (flick.contentHeight > flick.height && flick.atYEnd) return sections.count - 1;
        for (let i = sections.count - 1; i >= 0; --i) {
            const item = sections.itemAt(i);
            if (item && item.y + column.y <= y) return i;
        }
        return 0;
    }

    // Links in the text: "#P4" in this game, "README.md#G1" or "kalah.md" in
    // another rules file, anything else outside the app.
    function followLink(link) {
        if (link.startsWith("#")) {
            jumpTo(link.slice(1), true);
            return;
        }
        const m = /^(?:\.\/)?([A-Za-z0-9_-]+)\.md(?:#(.*))?$/.exec(link);
        if (m) {
            if (m[1] === page.gameId) jumpTo(m[2] || "", true);
            else windowCall("openRules", m[1], m[2] || "");
            return;
        }
        if (/^https?:/.test(link)) Qt.openUrlExternally(link);
    }

    // Scrolls just enough to show `item` (reached by Tab) with some margin.
    function reveal(item) {
        const top = item.mapToItem(flick.contentItem, 0, 0).y - 24;
        const bottom = top + item.height + 48;
        if (top < flick.contentY) scrollBy(top - flick.contentY);
        else if (bottom > flick.contentY + flick.height) scrollBy(bottom - flick.contentY - flick.height);
    }

    function scrollBy(dy) {
        scroller.stop();
        jumping = false;
        pendingAnchor = "";
        flick.contentY = Math.max(0, Math.min(flick.contentY + dy,
                                              flick.contentHeight - flick.height));
    }

    // Opening at an anchor: the jump is repeated while the page is laid out
    // (text and boards settle their heights), until the reader scrolls.
    property string pendingAnchor: ""
    function settle() {
        if (pendingAnchor !== "" && !jumpTo(pendingAnchor, false)) pendingAnchor = "";
    }
    Component.onCompleted: {
        pendingAnchor = anchor;
        Qt.callLater(settle);
        settleTimer.start();
    }
    Timer {
        id: settleTimer
        interval: 600
        onTriggered: {
            page.pendingAnchor = "";
            page.rereading = false;
        }
    }
    Connections {
        target: column
        function onHeightChanged() { if (page.pendingAnchor !== "") Qt.callLater(page.settle); }
    }
    // A switch of language reads the page anew: the reader stays at the
    // section being read (its anchor is the same in every language).
    property string readingAnchor: ""
    property bool rereading: false
    onCurrentSectionChanged: {
        const section = book.sections[currentSection];
        if (!rereading && section) readingAnchor = section.anchor;
    }
    Connections {
        target: book
        function onBookChanged() {
            if (page.readingAnchor === "") return;
            page.rereading = true;
            page.pendingAnchor = page.readingAnchor;
            Qt.callLater(page.settle);
            settleTimer.restart();
        }
    }

    focus: true
    StackView.onActivated: forceActiveFocus()
    Keys.onPressed: (event) => {
        switch (event.key) {
        case Qt.Key_Escape: page.backRequested(); break;
        case Qt.Key_Up: page.scrollBy(-60); break;
        case Qt.Key_Down: page.scrollBy(60); break;
        case Qt.Key_PageUp: page.scrollBy(-flick.height * 0.9); break;
        case Qt.Key_PageDown:
        case Qt.Key_Space: page.scrollBy(flick.height * 0.9); break;
        case Qt.Key_Home: page.scrollBy(-flick.contentHeight); break;
        case Qt.Key_End: page.scrollBy(flick.contentHeight); break;
        default: return;
        }
        event.accepted = true;
    }

    RulesBook {
        id: book
        gameId: page.gameId
    }

    FontMetrics {
        id: metrics
        font.pixelSize: page.fontSize
    }

    background: PageBackground {}

    header: PageHeader {
        BarButton {
            objectName: "rulesBack"
            text: qsTr("‹ Back")
            onClicked: page.backRequested()
        }
        PageTitle {
            text: page.gameId === "README" ? book.title : page.title
            Layout.fillWidth: true
        }
        BarButton {
            visible: page.gameId !== "README"
            text: qsTr("How to read the rules")
            onClicked: page.windowCall("openRules", "README", "")
            ToolTip.visible: hovered
            ToolTip.delay: 400
            ToolTip.text: qsTr("Players, hole numbers, direction and the decisions shared by all games")
        }
    }

    NumberAnimation {
        id: scroller
        target: flick
        property: "contentY"
        duration: 350
        easing.type: Easing.InOutQuad
        onFinished: page.jumping = false
    }

    // A paragraph, list or table of the rules, in Markdown: a read-only
    // TextEdit, whose document can be laid out for reading (RulesBook.styleText).
    component RulesText: TextEdit {
        id: rulesText
        property string markdown: ""
        // The document exists once the item is complete; it is styled after
        // every new text.
        property bool ready: false
        function show() {
            text = markdown;
            book.styleText(textDocument, Theme.accent, Theme.borderStrong, 118);
        }
        onMarkdownChanged: if (ready) show()
        onFontChanged: if (ready) show()
        Component.onCompleted: {
            ready = true;
            show();
        }
        textFormat: TextEdit.MarkdownText
        readOnly: true
        selectByMouse: false
        activeFocusOnPress: false
        wrapMode: TextEdit.Wrap
        color: Theme.textBody
        font.pixelSize: page.fontSize
        onLinkActivated: (link) => page.followLink(link)
        HoverHandler {
            cursorShape: rulesText.hoveredLink !== "" ? Qt.PointingHandCursor : Qt.ArrowCursor
        }
    }

    // An example position: the real board, still, with its lit places and caption.
    component ExampleBoard: Column {
        id: example
        required property var block
        // A board as wide as the text, but never taller than this.
        property real maxHeight: 300 * page.fontSize / 17
        // Height over width of the game's board; set once the position is
        // shown (bound, it would follow the board's own resizing in a loop).
        property real boardRatio: 0.3
        spacing: 6
        topPadding: 6
        bottomPadding: 8

        BoardSnapshot { id: snapshot }

        Board {
            id: exampleBoard
            objectName: "exampleBoard"
            feed: snapshot.feed
            interactive: false
            muted: true
            highlighted: example.block.highlight || []
            visible: snapshot.valid
            width: Math.min(example.width, 600 * page.fontSize / 17,
                            example.maxHeight / example.boardRatio)
            height: width * example.boardRatio
            anchors.horizontalCenter: parent.horizontalCenter
        }
        Text {
            text: example.block.caption || ""
            visible: text !== "" && snapshot.valid
            width: Math.min(example.width, Math.max(exampleBoard.width, 420))
            anchors.horizontalCenter: parent.horizontalCenter
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            color: Theme.textSoft
            font.pixelSize: page.fontSize - 2
            font.italic: true
        }
        Text {
            objectName: "exampleError"
            visible: !snapshot.valid
            width: example.width
            text: qsTr("This example cannot be drawn: %1").arg(snapshot.error)
            wrapMode: Text.Wrap
            color: Theme.warning
            font.pixelSize: page.fontSize - 3
        }
        Component.onCompleted: {
            if (snapshot.load(page.gameId, block.state))
                boardRatio = exampleBoard.preferredHeight(1000) / 1000;
        }
    }

    Text {
        anchors.centerIn: parent
        visible: !book.loaded
        width: Math.min(parent.width - 80, 600)
        text: book.error !== "" ? book.error : qsTr("No rules to show.")
        color: Theme.textBody
        font.pixelSize: Theme.fontLarge
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 20
        spacing: 20
        visible: book.loaded

        // The table of contents.
        Rectangle {
            Layout.fillHeight: true
            Layout.preferredWidth: Math.min(250, page.width * 0.22)
            radius: Theme.radius + 2
            color: Theme.surfaceSunken
            border.color: Theme.borderFaint

            ListView {
                id: toc
                objectName: "rulesToc"
                anchors.fill: parent
                anchors.margins: 8
                clip: true
                model: book.sections
                currentIndex: page.currentSection
                highlightMoveDuration: 150
                boundsBehavior: Flickable.StopAtBounds
                header: Text {
                    width: toc.width
                    text: qsTr("Contents")
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    font.capitalization: Font.AllUppercase
                    font.letterSpacing: 1
                    leftPadding: 10
                    topPadding: 6
                    bottomPadding: 8
                }
                highlight: Rectangle { radius: Theme.radiusSmall + 2; color: Theme.highContrast ? Theme.controlDown : Theme.borderFaint }
                delegate: Item {
                    id: entry
                    required property var modelData
                    required property int index
                    width: toc.width
                    height: entryText.implicitHeight + 12
                    Text {
                        id: entryText
                        anchors.verticalCenter: parent.verticalCenter
                        x: 10
                        width: parent.width - 20
                        text: entry.modelData.title
                        wrapMode: Text.Wrap
                        color: entry.index === page.currentSection ? Theme.accent
                             : entryMouse.containsMouse ? Theme.focus : Theme.textSoft
                        font.pixelSize: page.fontSize - 2
                        font.bold: entry.index === page.currentSection
                    }
                    MouseArea {
                        id: entryMouse
                        anchors.fill: parent
                        hoverEnabled: true
                        cursorShape: Qt.PointingHandCursor
                        onClicked: page.jumpTo(entry.modelData.anchor, true)
                    }
                }
            }
        }

        // The rules themselves.
        Flickable {
            id: flick
            objectName: "rulesFlickable"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: width
            contentHeight: content.height
            boundsBehavior: Flickable.StopAtBounds
            onMovementStarted: page.pendingAnchor = ""
            // The reader scrolled: the table of contents follows the view.
            onContentYChanged: if (!page.jumping && page.pendingAnchor === "") page.jumpedSection = -1
            ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }

            Item {
                id: content
                objectName: "rulesContent"
                width: flick.width
                height: column.height + 60

                Column {
                    id: column
                    // A comfortable line: about seventy characters.
                    width: Math.min(flick.width - 40, metrics.averageCharacterWidth * 74)
                    x: Math.max(0, (flick.width - width) / 2 - 10)
                    spacing: 14

                    Text {
                        width: column.width
                        text: book.title
                        color: Theme.textTitle
                        font.family: Theme.titleFamily
                        font.pixelSize: Math.round(page.fontSize * 2.2)
                        font.bold: true
                        wrapMode: Text.Wrap
                        topPadding: 4
                    }
                    // The app's language has no such page yet: the English one is shown.
                    Text {
                        objectName: "rulesFallbackNote"
                        width: column.width
                        visible: book.fallback
                        //: On the Rules page, when the rules of this game are not yet translated into the app's language. Name the language itself ("...not yet in Tamil...").
                        text: qsTr("This page is not yet in your language: it is shown in English.")
                        color: Theme.info
                        font.pixelSize: page.fontSize - 1
                        wrapMode: Text.Wrap
                    }
                    RulesText {
                        width: column.width
                        markdown: book.intro
                        visible: book.intro !== ""
                        font.pixelSize: page.fontSize + 1
                        color: Theme.text
                    }

                    Repeater {
                        id: sections
                        model: book.sections
                        delegate: Column {
                            id: sectionItem
                            objectName: "section-" + modelData.anchor
                            required property var modelData
                            required property int index
                            width: column.width
                            spacing: 12
                            topPadding: 22

                            function blockWithAnchor(anchor) {
                                if (anchor === modelData.anchor) return null;
                                for (let i = 0; i < blocks.count; ++i) {
                                    const b = blocks.itemAt(i);
                                    if (b && b.blockAnchor === anchor) return b;
                                }
                                return null;
                            }

                            RowLayout {
                                width: sectionItem.width
                                spacing: 12
                                Text {
                                    text: sectionItem.modelData.title
                                    color: Theme.textTitle
                                    font.family: Theme.titleFamily
                                    font.pixelSize: Math.round(page.fontSize * 1.5)
                                    font.bold: true
                                    wrapMode: Text.Wrap
                                    Layout.fillWidth: true
                                }
                                BarButton {
                                    objectName: "showMe-" + sectionItem.modelData.anchor
                                    visible: sectionItem.modelData.lessonId !== ""
                                    text: qsTr("Show me ›")
                                    onClicked: page.showLesson(sectionItem.modelData.lessonId)
                                    onActiveFocusChanged: if (activeFocus) page.reveal(this)
                                    ToolTip.visible: hovered
                                    ToolTip.delay: 400
                                    ToolTip.text: qsTr("Open the lesson that teaches this")
                                }
                            }
                            Rectangle {
                                width: sectionItem.width
                                height: 2
                                radius: 1
                                gradient: Gradient {
                                    orientation: Gradient.Horizontal
                                    GradientStop { position: 0.0; color: Theme.sectionRule }
                                    GradientStop { position: 1.0; color: Theme.sectionRuleEnd }
                                }
                            }

                            Repeater {
                                id: blocks
                                model: sectionItem.modelData.blocks
                                delegate: Column {
                                    id: blockItem
                                    required property var modelData
                                    readonly property string blockAnchor: modelData.anchor || ""
                                    readonly property bool isBoard: modelData.kind === "board"
                                    width: sectionItem.width
                                    RulesText {
                                        width: blockItem.width
                                        visible: !blockItem.isBoard
                                        markdown: blockItem.isBoard ? "" : blockItem.modelData.text
                                    }
                                    Loader {
                                        width: blockItem.width
                                        active: blockItem.isBoard
                                        visible: active
                                        sourceComponent: Component {
                                            ExampleBoard { block: blockItem.modelData }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
