import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// Setting up a new game of one registry game: its presets and options
// (generated from the core's schema, each with its explanation) and who
// plays: two people on this computer, a person against the computer (either
// side, at a level), or the computer against itself. Enter starts the game.
// Only what applies is shown, once: OptionsModel offers the options that
// change the game given the others, the presets choose what they set, and
// who moves first is said beside the players, from the rules themselves.
Page {
    id: page

    required property string gameId
    property string gameName: ""
    property string localNames: ""
    property string region: ""
    property alias options: optionsModel

    // "hotseat", "computer" or "demo".
    property string mode: "hotseat"
    property string computerSide: "north"
    property int level: AppSettings.aiLevel
    property bool turned: false

    title: gameName

    signal startRequested(var setup)
    signal backRequested()
    signal rulesRequested(string gameId)
    signal lessonsRequested(string gameId)

    // The setup GameSession.start() takes.
    function setup() {
        return {
            game: page.gameId,
            options: optionsModel.values,
            mode: page.mode,
            computerSide: page.computerSide,
            level: page.level,
            southName: southName.text,
            northName: northName.text,
            turned: page.turned
        };
    }

    // The name shown for `side` ("south"/"north"): the one typed, else the side.
    function nameOf(side) {
        const typed = (side === "south" ? southName.text : northName.text).trim();
        if (typed !== "") return typed;
        return side === "south" ? qsTr("South") : qsTr("North");
    }

    // Who moves first, in the words of the chosen players.
    readonly property string firstMoveNote: {
        const first = optionsModel.firstMover;
        if (first === OptionsModel.Both)
            return mode === "computer" ? qsTr("You and the computer start at once.")
                                       : qsTr("Both players start at once.");
        const side = first === OptionsModel.North ? "north" : "south";
        if (mode === "computer")
            return side === computerSide ? qsTr("The computer moves first.")
                                         : qsTr("You move first.");
        return qsTr("%1 moves first.").arg(nameOf(side));
    }

    function startGame() {
        AppSettings.aiLevel = page.level;
        page.startRequested(page.setup());
    }

    // The last setup of this game, if any, comes back.
    Component.onCompleted: {
        const last = AppSettings.lastOptionsFor(gameId);
        if (Object.keys(last).length > 0) optionsModel.applyOptions(last);
        const s = AppSettings.lastSetup;
        if (s && s.game === gameId) {
            page.mode = s.mode || "hotseat";
            page.computerSide = s.computerSide || "north";
            southName.text = s.southName || "";
            northName.text = s.northName || "";
            page.turned = s.turned === true;
        }
        startButton.forceActiveFocus();
    }

    // Sitting at the keyboard as North against the computer: North at the bottom.
    onComputerSideChanged: if (mode === "computer") turned = computerSide === "south"
    onModeChanged: turned = mode === "computer" && computerSide === "south"

    Keys.onReturnPressed: page.startGame()
    Keys.onEnterPressed: page.startGame()
    Keys.onEscapePressed: page.backRequested()

    OptionsModel {
        id: optionsModel
        gameId: page.gameId
    }

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
            anchors.rightMargin: 8
            BarButton { text: qsTr("‹ Games"); onClicked: page.backRequested() }
            Label {
                text: qsTr("New game of %1").arg(page.gameName)
                color: "#fbeedb"
                font.pixelSize: 20
                font.bold: true
                Layout.leftMargin: 10
            }
            Label {
                text: page.localNames ? "· " + page.localNames : ""
                color: "#e0b27a"
                font.italic: true
                font.pixelSize: 14
            }
            Item { Layout.fillWidth: true }
            BarButton {
                objectName: "setupLessonsButton"
                text: qsTr("Lessons")
                onClicked: page.lessonsRequested(page.gameId)
            }
            BarButton {
                objectName: "setupRulesButton"
                text: qsTr("Read the rules")
                onClicked: page.rulesRequested(page.gameId)
            }
        }
    }

    // Wide windows put the options in columns beside the players; narrow
    // ones scroll the options.
    readonly property bool wide: width >= 1500

    RowLayout {
        // A form of at most 1500 px, centred: the choices stay together.
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.margins: page.wide ? 40 : 24
        width: Math.min(parent.width - 2 * anchors.margins, 1500)
        spacing: page.wide ? 48 : 28

        // The rules: presets and options.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: 3
            spacing: 10

            SectionTitle { text: qsTr("Rules") }

            // One way to choose the game's variant: its presets.
            Flow {
                objectName: "presetRow"
                Layout.fillWidth: true
                spacing: 6
                visible: optionsModel.presets.length > 0 || optionsModel.defaultsOffered
                Repeater {
                    model: optionsModel.presets
                    delegate: BarButton {
                        required property var modelData
                        objectName: "preset-" + modelData.id
                        text: modelData.name
                        checkable: true
                        checked: optionsModel.preset === modelData.id
                        focusPolicy: Qt.StrongFocus
                        onClicked: optionsModel.applyPreset(modelData.id)
                    }
                }
                BarButton {
                    objectName: "defaultsButton"
                    visible: optionsModel.defaultsOffered
                    enabled: !optionsModel.atDefaults
                    text: qsTr("Defaults")
                    focusPolicy: Qt.StrongFocus
                    onClicked: optionsModel.resetToDefaults()
                }
            }
            Label {
                visible: text !== ""
                text: optionsModel.presetsDescription
                color: "#d9c3a2"
                font.pixelSize: 13
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }

            Flickable {
                id: optionScroll
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.topMargin: 6
                clip: true
                contentWidth: width
                contentHeight: optionGrid.implicitHeight
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}

                GridLayout {
                    id: optionGrid
                    width: optionScroll.width - 12
                    columns: Math.max(1, Math.min(2, Math.floor(width / 420)))
                    columnSpacing: 28
                    rowSpacing: 18
                    Repeater {
                        id: optionList
                        objectName: "optionList"
                        model: optionsModel
                        delegate: OptionControl {
                            Layout.fillWidth: true
                            Layout.alignment: Qt.AlignTop
                            onEdited: (key, value) => optionsModel.setValue(key, value)
                        }
                    }
                }
            }

            Label {
                visible: optionsModel.error !== ""
                text: optionsModel.error
                color: "#ffb38a"
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
        }

        // The players.
        ColumnLayout {
            Layout.fillHeight: true
            Layout.preferredWidth: 2
            Layout.maximumWidth: page.wide ? 560 : 460
            spacing: 10

            SectionTitle { text: qsTr("Players") }

            ButtonGroup { id: modeGroup }
            Repeater {
                model: [
                    { mode: "hotseat", text: qsTr("Two players on this computer") },
                    { mode: "computer", text: qsTr("Against the computer") },
                    { mode: "demo", text: qsTr("Computer against computer (demo)") }
                ]
                delegate: RadioButton {
                    required property var modelData
                    objectName: "mode-" + modelData.mode
                    text: modelData.text
                    checked: page.mode === modelData.mode
                    ButtonGroup.group: modeGroup
                    onClicked: page.mode = modelData.mode
                }
            }

            // The side and the level against the computer; the buttons wrap
            // in a narrow window.
            GridLayout {
                visible: page.mode !== "hotseat"
                columns: 2
                columnSpacing: 12
                rowSpacing: 8
                Layout.fillWidth: true
                Label {
                    visible: page.mode === "computer"
                    text: qsTr("You play")
                    color: "#d9c3a2"
                }
                Flow {
                    visible: page.mode === "computer"
                    spacing: 4
                    Layout.fillWidth: true
                    BarButton {
                        objectName: "playSouth"
                        text: qsTr("South")
                        checkable: true
                        checked: page.computerSide === "north"
                        focusPolicy: Qt.StrongFocus
                        onClicked: page.computerSide = "north"
                    }
                    BarButton {
                        objectName: "playNorth"
                        text: qsTr("North")
                        checkable: true
                        checked: page.computerSide === "south"
                        focusPolicy: Qt.StrongFocus
                        onClicked: page.computerSide = "south"
                    }
                }
                Label {
                    text: qsTr("Level")
                    color: "#d9c3a2"
                    Layout.alignment: Qt.AlignTop
                    Layout.topMargin: 8
                }
                Flow {
                    objectName: "levelButtons"
                    spacing: 4
                    Layout.fillWidth: true
                    Repeater {
                        model: [qsTr("Novice"), qsTr("Easy"), qsTr("Medium"), qsTr("Strong"), qsTr("Master")]
                        delegate: BarButton {
                            required property int index
                            required property string modelData
                            text: modelData
                            checkable: true
                            checked: page.level === index
                            focusPolicy: Qt.StrongFocus
                            onClicked: page.level = index
                        }
                    }
                }
            }

            GridLayout {
                columns: 2
                columnSpacing: 10
                Layout.topMargin: 8
                Label { text: qsTr("South's name"); color: "#d9c3a2" }
                TextField {
                    id: southName
                    objectName: "southName"
                    placeholderText: page.mode === "demo" || (page.mode === "computer" && page.computerSide === "south")
                                     ? qsTr("Computer") : qsTr("South")
                    Layout.fillWidth: true
                    Keys.onReturnPressed: page.startGame()
                }
                Label { text: qsTr("North's name"); color: "#d9c3a2" }
                TextField {
                    id: northName
                    objectName: "northName"
                    placeholderText: page.mode === "demo" || (page.mode === "computer" && page.computerSide === "north")
                                     ? qsTr("Computer") : qsTr("North")
                    Layout.fillWidth: true
                    Keys.onReturnPressed: page.startGame()
                }
            }

            // Who moves first follows from the rules and the players chosen;
            // said here once.
            Label {
                objectName: "firstMoveNote"
                text: page.firstMoveNote
                color: "#f6e7cf"
                font.pixelSize: 15
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
                Layout.topMargin: 4
            }

            CheckBox {
                text: qsTr("Turn the board: North's row at the bottom")
                checked: page.turned
                onToggled: page.turned = checked
            }

            Button {
                id: startButton
                objectName: "startButton"
                text: qsTr("Start the game  ›")
                font.pixelSize: 18
                font.bold: true
                Layout.alignment: Qt.AlignRight
                Layout.preferredHeight: 48
                Layout.topMargin: 12
                onClicked: page.startGame()
            }

            Item { Layout.fillHeight: true }
        }
    }

    component SectionTitle: Label {
        color: "#f2c14e"
        font.pixelSize: 22
        font.bold: true
    }
}
