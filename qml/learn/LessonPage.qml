import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// Learning a game: its list of lessons (a mark on those finished; the rules
// lessons first, then those on playing well under a heading), and one
// lesson at a time on the real board. The LessonSession sequences the steps
// and asks the rules core; this page draws the board, the arrows and
// highlights the step points at, the narration of every event, and the
// step's text and buttons.
Page {
    id: page

    required property string gameId
    property string gameName: gameId
    // A lesson id or a rules section to open at once ("" shows the list).
    property string openAt: ""
    // Another lesson file than the app's own (tests).
    property string lessonFile: ""
    readonly property alias session: session

    signal backRequested()
    signal playRequested(string gameId)
    // From the end of the game's last lesson.
    signal puzzlesRequested(string gameId)
    signal rulesRequested(string gameId, string anchor)

    title: qsTr("Learn %1").arg(gameName)
    background: PageBackground {}
    focus: true

    LessonSession { id: session }

    Component.onCompleted: {
        session.load(gameId, lessonFile);
        if (openAt !== "") {
            const i = session.indexOf(openAt);
            if (i >= 0) session.begin(i);
        }
    }

    readonly property bool inLesson: session.lessonIndex >= 0
    // The board's height for its width, measured when a lesson's board
    // changes shape (a binding on preferredHeight loops through the art's
    // layout).
    property real boardRatio: 0.4
    Connections {
        target: session
        function onGameChanged() {
            Qt.callLater(() => { page.boardRatio = board.preferredHeight(1000) / 1000; });
        }
    }

    Keys.onEscapePressed: {
        if (inLesson) session.load(gameId, lessonFile);  // back to the list
        else page.backRequested();
    }
    // Space and Enter press the button that leads: Watch a step's moves
    // not seen yet, else Next.
    function goOn() {
        if (session.canWatch && !session.step.watched) session.watch();
        else if (session.canGoOn) session.next();
    }
    Keys.onSpacePressed: {
        if (board.animating) board.animator.finish();
        else page.goOn();
    }
    Keys.onReturnPressed: page.goOn()

    header: PageHeader {
        BarButton {
            objectName: "lessonBackButton"
            text: page.inLesson ? qsTr("‹ Lessons") : qsTr("‹ Home")
            onClicked: page.inLesson ? session.load(page.gameId, page.lessonFile) : page.backRequested()
        }
        PageTitle {
            Layout.fillWidth: true
            text: page.inLesson
                  ? qsTr("%1 — lesson %2: %3").arg(page.gameName).arg(session.lessonIndex + 1).arg(session.lessonTitle)
                  : qsTr("Learn %1").arg(page.gameName)
            horizontalAlignment: Text.AlignHCenter
        }
        BarButton {
            objectName: "lessonRulesButton"
            text: qsTr("Rules")
            onClicked: page.rulesRequested(page.gameId, page.inLesson
                                           ? (session.lessons[session.lessonIndex].section || "") : "")
        }
    }

    // The list of lessons.
    ListView {
        id: lessonList
        objectName: "lessonList"
        visible: !page.inLesson
        anchors.fill: parent
        anchors.margins: 16
        spacing: 8
        clip: true
        model: session.lessons
        header: Label {
            width: lessonList.width
            bottomPadding: 12
            text: session.loadError !== "" ? session.loadError
                  : qsTr("Short lessons on the real board. Each takes a minute or two; finish them all and you are ready for a game against the computer.")
            wrapMode: Text.WordWrap
            color: Theme.textBody
            font.pixelSize: Theme.fontBody
        }
        // The strategy lessons ("Playing well") follow the rules lessons.
        readonly property bool hasStrategy: session.lessons.some(l => l.strategy)
        delegate: Column {
            id: row
            required property var modelData
            required property int index
            width: lessonList.width
            spacing: 8
            // The first lesson of a group, when there are two, names it.
            readonly property bool opensGroup: lessonList.hasStrategy
                && (index === 0 || session.lessons[index - 1].strategy !== modelData.strategy)
            Label {
                objectName: row.modelData.strategy ? "playingWellHeading" : "rulesHeading"
                visible: row.opensGroup
                topPadding: row.index === 0 ? 0 : 12
                text: row.modelData.strategy ? qsTr("Playing well") : qsTr("The rules")
                color: Theme.accent
                font.pixelSize: Theme.fontLarge
                font.bold: true
            }
            ItemDelegate {
                id: entry
                readonly property var modelData: row.modelData
                readonly property int index: row.index
                width: lessonList.width
                height: Math.max(62, implicitHeight)
                // Tab walks the lessons (the list follows), Enter or Space opens one.
                focusPolicy: Qt.TabFocus
                onActiveFocusChanged: if (activeFocus) lessonList.positionViewAtIndex(index, ListView.Contain)
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                onClicked: session.begin(index)
                background: Rectangle {
                    radius: Theme.radius
                    color: entry.hovered ? Theme.cardHover : Theme.card
                    border.color: entry.activeFocus ? Theme.focus : Theme.border
                }
                contentItem: RowLayout {
                    spacing: 12
                    Rectangle {
                        Layout.preferredWidth: 34
                        Layout.preferredHeight: 34
                        radius: 17
                        color: entry.modelData.done ? Theme.successDark : Theme.highContrast ? Theme.controlDown : Theme.borderFaint
                        border.color: Theme.accentMuted
                        Text {
                            anchors.centerIn: parent
                            text: entry.modelData.done ? "✓" : (entry.index + 1)
                            color: Theme.text
                            font.pixelSize: Theme.fontBody
                            font.bold: true
                        }
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 2
                        Label {
                            text: entry.modelData.title
                            color: Theme.text
                            font.pixelSize: Theme.fontLarge
                            font.bold: true
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                        }
                        Label {
                            text: entry.modelData.summary
                            color: Theme.accentMuted
                            font.pixelSize: Theme.fontBody
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                        }
                    }
                    Label {
                        text: entry.modelData.steps === 1 ? qsTr("1 step")
                                                          : qsTr("%1 steps").arg(entry.modelData.steps)
                        color: Theme.textFaint
                        font.pixelSize: Theme.fontSmall
                    }
                }
            }
        }
    }

    // One lesson.
    ColumnLayout {
        id: lessonView
        visible: page.inLesson
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8

        Item {
            id: boardArea
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 150

            Board {
                id: board
                objectName: "lessonBoard"
                feed: session.feed
                previewEnabled: false
                animator.stepMs: AppSettings.stepMs
                muted: !AppSettings.sound
                highlighted: session.step.highlighted
                // As on the play screen: the full width, at most the board's
                // own height for it (the wood is drawn to fit).
                width: boardArea.width
                height: Math.min(boardArea.height, boardArea.width * page.boardRatio)
                anchors.centerIn: parent
                onPlaceActivated: (place) => {
                    // South's holes are places 0 .. holes-1 (core/board.h).
                    if (session.phase === LessonSession.AwaitingMove && session.needsDirection
                            && place < session.holes) {
                        directionPicker.ask(place, place + 1, Side.South, page.contentItem);
                        return;
                    }
                    session.choosePlace(place);
                }
                animator.onEventShown: (index) => {
                    const c = session.feed.captions[index];
                    if (c) {
                        caption.text = c;
                        caption.eventIndex = index;
                    }
                }
            }

            LessonArrows {
                objectName: "lessonArrows"
                anchors.fill: board
                board: board
                arrows: board.animating ? [] : session.step.arrows
            }
        }

        CaptionBar {
            id: caption
            objectName: "captionBar"
            Layout.fillWidth: true
            // The event of the last move the caption tells (-1: none).
            property int eventIndex: -1
            Connections {
                target: session
                function onStepChanged() {
                    caption.text = "";
                    caption.eventIndex = -1;
                }
            }
            Connections {
                target: session.feed
                function onMovePlayed() { caption.eventIndex = -1; }
                // Another move: the event index told belonged to the one before.
                function onMoveChanged() { caption.eventIndex = -1; }
                // A move, or a switch of language: the event told anew. No
                // captions: the move was taken back (Try again), nothing to tell.
                function onCaptionsChanged() {
                    if (session.feed.captions.length === 0) {
                        caption.text = "";
                        caption.eventIndex = -1;
                        return;
                    }
                    const c = session.feed.captions[caption.eventIndex];
                    if (c) caption.text = c;
                }
            }
        }

        LessonStepPanel {
            id: stepPanel
            objectName: "stepPanel"
            session: session
            Layout.fillWidth: true
            Layout.preferredHeight: Math.max(170, Math.min(260, page.height * 0.33))
            onPlayRequested: page.playRequested(page.gameId)
            onPuzzlesRequested: page.puzzlesRequested(page.gameId)
        }
    }

    DirectionPicker {
        id: directionPicker
        board: board
        onChosen: (hole, towardsRight) => session.choosePlace(hole - 1, towardsRight ? "R" : "L")
        onClosed: page.forceActiveFocus()
    }
}
