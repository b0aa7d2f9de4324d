import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// Setting up a new game of one registry game: its presets and options
// (generated from the core's schema, each with its explanation) and who
// plays: two people on this computer, a person against the computer (either
// side, at a level), or the computer against itself. Enter starts the game.
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

    // The setup GameController.start() takes.
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

    RowLayout {
        anchors.fill: parent
        anchors.margins: 28
        spacing: 28

        // The rules: presets and options.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: 3
            spacing: 10

            SectionTitle { text: qsTr("Rules") }

            Flow {
                Layout.fillWidth: true
                spacing: 6
                visible: optionsModel.presets.length > 0
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
                    text: qsTr("Defaults")
                    focusPolicy: Qt.StrongFocus
                    onClicked: optionsModel.resetToDefaults()
                }
            }

            ListView {
                id: optionList
                objectName: "optionList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: 14
                model: optionsModel
                boundsBehavior: Flickable.StopAtBounds
                delegate: OptionControl {
                    width: optionList.width
                    onEdited: (key, value) => optionsModel.setValue(key, value)
                }
                ScrollBar.vertical: ScrollBar {}
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
            Layout.maximumWidth: 460
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

            RowLayout {
                visible: page.mode === "computer"
                spacing: 6
                Label { text: qsTr("You play"); color: "#d9c3a2" }
                BarButton {
                    text: qsTr("South (moves first)")
                    checkable: true
                    checked: page.computerSide === "north"
                    focusPolicy: Qt.StrongFocus
                    onClicked: page.computerSide = "north"
                }
                BarButton {
                    text: qsTr("North")
                    checkable: true
                    checked: page.computerSide === "south"
                    focusPolicy: Qt.StrongFocus
                    onClicked: page.computerSide = "south"
                }
            }

            RowLayout {
                visible: page.mode !== "hotseat"
                spacing: 4
                Label { text: qsTr("Level"); color: "#d9c3a2"; Layout.rightMargin: 6 }
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

            CheckBox {
                text: qsTr("Turn the board: North's row at the bottom")
                checked: page.turned
                onToggled: page.turned = checked
            }

            Item { Layout.fillHeight: true }

            Button {
                id: startButton
                objectName: "startButton"
                text: qsTr("Start the game  ›")
                font.pixelSize: 18
                font.bold: true
                Layout.alignment: Qt.AlignRight
                Layout.preferredHeight: 48
                onClicked: page.startGame()
            }
        }
    }

    component SectionTitle: Label {
        color: "#f2c14e"
        font.pixelSize: 22
        font.bold: true
    }
}
