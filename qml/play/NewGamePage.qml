import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// Setting up a new game of one registry game: its presets and options
// (generated from the core's schema, each with its explanation) and who
// plays: two people on this computer, a person against the computer (either
// side, at a level), or the computer against itself. Enter starts the game.
// Or a friend online (OnlineSetup): this computer hosts the game, or joins
// the friend's. Only what applies is shown, once: OptionsModel offers the options that
// change the game given the others, the presets choose what they set, and
// who moves first is said beside the players, from the rules themselves.
Page {
    id: page

    required property string gameId
    property string gameName: ""
    property string localNames: ""
    property string region: ""
    property alias options: optionsModel

    // Mode.HotSeat, Mode.VersusComputer, Mode.Demo or Mode.Online; the side the computer plays.
    property int mode: Mode.HotSeat
    readonly property bool online: mode === Mode.Online
    // Joining a friend's game: the host has chosen the game and its options.
    readonly property bool joining: online && onlineSetup.role === "join"
    property int computerSide: Side.North
    property int level: AppSettings.aiLevel
    property bool turned: false

    title: gameName

    signal startRequested(var setup)
    signal backRequested()
    signal rulesRequested(string gameId)
    signal lessonsRequested(string gameId)

    // The setup GameSession.start() takes (online: OnlineGame.host() or
    // join(), with the seat and `online`: role, name, invite, roomCode).
    function setup() {
        if (page.online) {
            return {
                game: page.gameId,
                options: optionsModel.values,
                mode: Mode.Online,
                seat: onlineSetup.seat,
                level: page.level,
                southName: "",
                northName: "",
                turned: onlineSetup.seat === "north",
                online: onlineSetup.details()
            };
        }
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

    // The name shown for `side` (a Side): the one typed, else the side.
    function nameOf(side) {
        const typed = (side === Side.South ? southName.text : northName.text).trim();
        if (typed !== "") return typed;
        return side === Side.South ? qsTr("South") : qsTr("North");
    }

    // Who moves first, in the words of the chosen players.
    readonly property string firstMoveNote: {
        const first = optionsModel.firstMover;
        if (online) {
            if (joining) return qsTr("Your friend's game: the host has chosen it and its rules.");
            if (first === OptionsModel.Both) return qsTr("You and your friend start at once.");
            if (onlineSetup.seat === "random") return qsTr("The seats are drawn when your friend joins.");
            const mine = onlineSetup.seat === "north" ? OptionsModel.North : OptionsModel.South;
            return first === mine ? qsTr("You move first.") : qsTr("Your friend moves first.");
        }
        if (first === OptionsModel.Both)
            return mode === Mode.VersusComputer ? qsTr("You and the computer start at once.")
                                                : qsTr("Both players start at once.");
        const side = first === OptionsModel.North ? Side.North : Side.South;
        if (mode === Mode.VersusComputer)
            return side === computerSide ? qsTr("The computer moves first.")
                                         : qsTr("You move first.");
        return qsTr("%1 moves first.").arg(nameOf(side));
    }

    function startGame() {
        if (page.online && !onlineSetup.ready) {
            onlineSetup.focusMissing();
            return;
        }
        AppSettings.aiLevel = page.level;
        page.startRequested(page.setup());
    }

    // The last setup of this game, if any, comes back.
    Component.onCompleted: {
        const last = AppSettings.lastOptionsFor(gameId);
        if (Object.keys(last).length > 0) optionsModel.applyOptions(last);
        const s = AppSettings.lastSetup;
        if (s && s.game === gameId) {
            // (A setup an older version kept in words starts from the defaults.)
            page.mode = typeof s.mode === "number" ? s.mode : Mode.HotSeat;
            page.computerSide = typeof s.computerSide === "number" ? s.computerSide : Side.North;
            southName.text = s.southName || "";
            northName.text = s.northName || "";
            page.turned = s.turned === true;
            onlineSetup.restore(s.online);
        }
        startButton.forceActiveFocus();
    }

    // Sitting at the keyboard as North against the computer: North at the bottom.
    onComputerSideChanged: if (mode === Mode.VersusComputer) turned = computerSide === Side.South
    onModeChanged: turned = mode === Mode.VersusComputer && computerSide === Side.South

    Keys.onReturnPressed: page.startGame()
    Keys.onEnterPressed: page.startGame()
    Keys.onEscapePressed: page.backRequested()

    OptionsModel {
        id: optionsModel
        gameId: page.gameId
    }

    background: PageBackground {}

    header: PageHeader {
        BarButton { text: qsTr("‹ Games"); onClicked: page.backRequested() }
        PageTitle { text: qsTr("New game of %1").arg(page.gameName) }
        Label {
            text: page.localNames ? "· " + page.localNames : ""
            color: Theme.accentSoft
            font.italic: true
            font.pixelSize: Theme.fontBody
            elide: Text.ElideRight
            Layout.fillWidth: true
        }
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

    // The game as the home page showed it, for the board above the form.
    GameCatalog { id: catalog }
    readonly property var info: catalog.get(catalog.rowOf(page.gameId))
    function catalogData(role) {
        const row = catalog.rowOf(page.gameId);
        return row < 0 ? undefined : catalog.data(catalog.index(row, 0), role);
    }
    readonly property int previewRows: catalogData(GameCatalog.RowsRole) || 2
    // The board drawn follows the options that change its size.
    readonly property int previewColumns: {
        const holes = Number(optionsModel.values.holes);
        return previewRows === 2 && holes > 0 ? holes : (catalogData(GameCatalog.ColumnsRole) || 6);
    }
    readonly property int previewSeeds: Number(optionsModel.values.seeds)
                                        || catalogData(GameCatalog.SeedsPerHoleRole) || 4

    // Wide windows put the options in two columns; a tall one shows the
    // game's board and its description above the form.
    readonly property bool wide: width >= 1500
    readonly property bool roomy: height >= 720

    ColumnLayout {
        // A form of at most Theme.contentMaxWidth, centred both ways: the
        // choices stay together; the panels are as tall as their content
        // (the taller one's), and scroll when the window is too low.
        readonly property real margin: page.wide ? Theme.spacingHuge : Theme.spacingLarge
        anchors.centerIn: parent
        height: Math.min(parent.height - 2 * margin, implicitHeight)
        width: Math.min(parent.width - 2 * (page.wide ? 48 : Theme.pageMargin), Theme.contentMaxWidth)
        spacing: page.wide ? Theme.spacingLarge + 4 : Theme.spacingLarge

        // The game itself: its board (as the options set it) and what it is.
        RowLayout {
            visible: page.roomy
            Layout.fillWidth: true
            spacing: Theme.spacingHuge
            MiniBoard {
                objectName: "setupBoard"
                Layout.preferredWidth: page.wide ? 420 : 300
                Layout.preferredHeight: page.wide ? 150 : 104
                rows: page.previewRows
                columns: page.previewColumns
                seedsPerHole: page.previewSeeds
                squareStores: page.catalogData(GameCatalog.SquareStoresRole) || false
                seedKind: page.catalogData(GameCatalog.SeedKindRole) || "cowrie"
            }
            ColumnLayout {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignVCenter
                spacing: Theme.spacingTiny
                Label {
                    text: page.gameName
                    color: Theme.textTitle
                    font.family: Theme.titleFamily
                    font.pixelSize: page.wide ? Theme.fontHuge + 4 : Theme.fontHuge - 4
                    font.bold: true
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                }
                Label {
                    text: page.region
                    visible: text !== ""
                    color: Theme.accentMuted
                    font.pixelSize: Theme.fontBody
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                }
                Label {
                    text: page.info.description || ""
                    color: Theme.textBody
                    font.pixelSize: page.wide ? Theme.fontLarge : Theme.fontBody
                    lineHeight: 1.15
                    wrapMode: Text.WordWrap
                    maximumLineCount: page.wide ? 4 : 3
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: Math.max(rulesPanel.contentHeight, playersPanel.contentHeight)
            Layout.maximumHeight: Layout.preferredHeight
            spacing: page.wide ? Theme.spacingHuge : Theme.spacingLarge

            // The rules: presets and options.
            Panel {
                id: rulesPanel
                visible: !page.joining
                Layout.fillWidth: true
                Layout.fillHeight: true
                contentHeight: rulesColumn.implicitHeight + 2 * rulesColumn.anchors.margins

                ColumnLayout {
                    id: rulesColumn
                    anchors.fill: parent
                    anchors.margins: page.wide ? Theme.spacingLarge + 4 : Theme.spacingLarge
                    spacing: Theme.spacing

                    SectionTitle { text: qsTr("Rules") }

                    // One way to choose the game's variant: its presets.
                    Flow {
                        objectName: "presetRow"
                        Layout.fillWidth: true
                        spacing: Theme.spacingSmall
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
                        color: Theme.textSoft
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }

                    // A thin line between the presets and the options.
                    Rectangle {
                        visible: optionsModel.presets.length > 0 || optionsModel.defaultsOffered
                        Layout.fillWidth: true
                        Layout.preferredHeight: 1
                        color: Theme.borderFaint
                    }

                    Flickable {
                        id: optionScroll
                        objectName: "optionScroll"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredHeight: contentHeight
                        clip: true
                        contentWidth: width
                        contentHeight: optionGrid.implicitHeight + 8
                        boundsBehavior: Flickable.StopAtBounds
                        // Shown whenever some options are out of sight.
                        ScrollBar.vertical: ScrollBar {
                            policy: optionScroll.contentHeight > optionScroll.height + 1
                                    ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
                        }
                        KeepFocusInView { flickable: optionScroll }

                        GridLayout {
                            id: optionGrid
                            // Room for the focus rings.
                            x: 4
                            y: 4
                            width: optionScroll.width - 20
                            columns: Math.max(1, Math.min(2, Math.floor(width / 420)))
                            columnSpacing: Theme.spacingHuge
                            rowSpacing: Theme.spacingLarge + 2
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
                        color: Theme.warning
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                }
            }

            // Joining: the players' panel alone, in the middle.
            Item { visible: page.joining; Layout.fillWidth: true }
            // The players, and the start.
            Panel {
                id: playersPanel
                Layout.fillHeight: true
                Layout.preferredWidth: page.wide ? 500 : 440
                Layout.minimumWidth: 360
                contentHeight: playersColumn.implicitHeight + 2 * playersColumn.anchors.margins

                // The choices scroll if they must; who moves first and the
                // start stay in view.
                ColumnLayout {
                    id: playersColumn
                    anchors.fill: parent
                    anchors.margins: page.wide ? Theme.spacingLarge + 4 : Theme.spacingLarge
                    spacing: Theme.spacing

                    Flickable {
                        id: playersScroll
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredHeight: contentHeight
                        clip: true
                        contentWidth: width
                        contentHeight: players.implicitHeight + 8
                        boundsBehavior: Flickable.StopAtBounds
                        // Shown whenever some choices are out of sight (a low
                        // window, large text); Tab scrolls to the one it reaches.
                        ScrollBar.vertical: ScrollBar {
                            policy: playersScroll.contentHeight > playersScroll.height + 1
                                    ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
                        }
                        KeepFocusInView { flickable: playersScroll }

                        ColumnLayout {
                            id: players
                            x: 4
                            y: 4
                            // Room for the focus rings and the scroll bar.
                            width: playersScroll.width - 20
                            spacing: Theme.spacing

                            SectionTitle { text: qsTr("Players") }

                            ButtonGroup { id: modeGroup }
                            Repeater {
                                model: [
                                    { mode: Mode.HotSeat, key: "hotseat", text: qsTr("Two players on this computer") },
                                    { mode: Mode.VersusComputer, key: "computer", text: qsTr("Against the computer") },
                                    { mode: Mode.Demo, key: "demo", text: qsTr("Computer against computer (demo)") },
                                    { mode: Mode.Online, key: "online", text: qsTr("Play a friend online") }
                                ].filter(m => m.mode !== undefined)  // (an app built without online play)
                                delegate: ThemedRadio {
                                    required property var modelData
                                    objectName: "mode-" + modelData.key
                                    text: modelData.text
                                    checked: page.mode === modelData.mode
                                    ButtonGroup.group: modeGroup
                                    Layout.fillWidth: true
                                    onClicked: page.mode = modelData.mode
                                }
                            }

                            // The side and the level against the computer; the buttons wrap
                            // in a narrow window.
                            OnlineSetup {
                                id: onlineSetup
                                objectName: "onlineSetup"
                                visible: page.online
                                Layout.fillWidth: true
                                onSubmitted: page.startGame()
                            }

                            GridLayout {
                                visible: page.mode === Mode.VersusComputer || page.mode === Mode.Demo
                                // The names beside their buttons when short, above
                                // them when long (Tamil), so the buttons keep the width.
                                columns: Math.max(youPlayWords.advanceWidth, levelWords.advanceWidth)
                                         <= players.width * 0.3 ? 2 : 1
                                columnSpacing: Theme.spacing
                                rowSpacing: Theme.spacingSmall
                                Layout.fillWidth: true
                                Layout.topMargin: Theme.spacingTiny
                                TextMetrics { id: youPlayWords; font.pixelSize: Theme.fontBody; text: qsTr("You play") }
                                TextMetrics { id: levelWords; font.pixelSize: Theme.fontBody; text: qsTr("Level") }
                                FieldName {
                                    visible: page.mode === Mode.VersusComputer
                                    text: qsTr("You play")
                                }
                                Flow {
                                    visible: page.mode === Mode.VersusComputer
                                    spacing: Theme.spacingTiny + 2
                                    Layout.fillWidth: true
                                    BarButton {
                                        objectName: "playSouth"
                                        text: qsTr("South")
                                        checkable: true
                                        checked: page.computerSide === Side.North
                                        focusPolicy: Qt.StrongFocus
                                        onClicked: page.computerSide = Side.North
                                    }
                                    BarButton {
                                        objectName: "playNorth"
                                        text: qsTr("North")
                                        checkable: true
                                        checked: page.computerSide === Side.South
                                        focusPolicy: Qt.StrongFocus
                                        onClicked: page.computerSide = Side.South
                                    }
                                }
                                FieldName {
                                    text: qsTr("Level")
                                    Layout.alignment: Qt.AlignTop
                                    Layout.topMargin: 8
                                }
                                Flow {
                                    objectName: "levelButtons"
                                    spacing: Theme.spacingTiny + 2
                                    Layout.fillWidth: true
                                    Repeater {
                                        model: [qsTr("Novice"), qsTr("Easy"), qsTr("Medium"), qsTr("Strong"), qsTr("Master")]
                                        delegate: ChoiceButton {
                                            required property int index
                                            required property string modelData
                                            text: modelData
                                            checked: page.level === index
                                            focusPolicy: Qt.StrongFocus
                                            onClicked: page.level = index
                                        }
                                    }
                                }
                            }

                            GridLayout {
                                visible: !page.online
                                // As the side and level: long names above their fields.
                                columns: Math.max(southWords.advanceWidth, northWords.advanceWidth)
                                         <= players.width * 0.35 ? 2 : 1
                                columnSpacing: Theme.spacing
                                rowSpacing: Theme.spacingSmall
                                Layout.fillWidth: true
                                Layout.topMargin: Theme.spacingSmall
                                TextMetrics { id: southWords; font.pixelSize: Theme.fontBody; text: qsTr("South's name") }
                                TextMetrics { id: northWords; font.pixelSize: Theme.fontBody; text: qsTr("North's name") }
                                FieldName { text: qsTr("South's name") }
                                ThemedTextField {
                                    id: southName
                                    objectName: "southName"
                                    Accessible.name: qsTr("South's name")
                                    placeholderText: page.mode === Mode.Demo || (page.mode === Mode.VersusComputer && page.computerSide === Side.South)
                                                     ? qsTr("Computer") : qsTr("South")
                                    Layout.fillWidth: true
                                    Keys.onReturnPressed: page.startGame()
                                }
                                FieldName { text: qsTr("North's name") }
                                ThemedTextField {
                                    id: northName
                                    objectName: "northName"
                                    Accessible.name: qsTr("North's name")
                                    placeholderText: page.mode === Mode.Demo || (page.mode === Mode.VersusComputer && page.computerSide === Side.North)
                                                     ? qsTr("Computer") : qsTr("North")
                                    Layout.fillWidth: true
                                    Keys.onReturnPressed: page.startGame()
                                }
                            }

                            ThemedCheckBox {
                                visible: !page.online
                                text: qsTr("Turn the board: North's row at the bottom")
                                checked: page.turned
                                onToggled: page.turned = checked
                                Layout.fillWidth: true
                            }
                        }
                    }

                    // Who moves first follows from the rules and the players
                    // chosen; said here once, just above the start.
                    Label {
                        objectName: "firstMoveNote"
                        text: page.firstMoveNote
                        color: Theme.textTitle
                        font.pixelSize: Theme.fontBody + 1
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                        Layout.leftMargin: 4
                    }

                    ThemedButton {
                        id: startButton
                        Layout.leftMargin: 4
                        Layout.rightMargin: 4
                        objectName: "startButton"
                        text: page.joining ? qsTr("Join the game  ›")
                              : page.online ? qsTr("Host the game  ›") : qsTr("Start the game  ›")
                        // Large, unless its words would then be cut (Tamil at 150%).
                        large: startWords.advanceWidth + 2 * 26 + 8 <= width
                        highlighted: true
                        TextMetrics {
                            id: startWords
                            font.pixelSize: Theme.fontLarge + 1
                            font.bold: true
                            text: startButton.text
                        }
                        Layout.fillWidth: true
                        onClicked: page.startGame()
                    }
                }
            }
            Item { visible: page.joining; Layout.fillWidth: true }
        }
    }

    // A raised panel of the form.
    component Panel: Rectangle {
        // The height that shows all of the panel's content.
        property real contentHeight: 0
        radius: Theme.radiusLarge
        color: Theme.surface
        border.color: Theme.borderFaint
    }
    component SectionTitle: Label {
        color: Theme.accent
        font.family: Theme.titleFamily
        font.pixelSize: Theme.fontHeading
        font.bold: true
    }
    component FieldName: Label {
        color: Theme.textSoft
        font.pixelSize: Theme.fontBody
    }
}
