import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cowrie

// The player's preferences, kept between runs (AppSettings): animation
// speed, sound, seed counts on the pits, the computer's usual level, the
// high-contrast look, the text size and the game server for online play.
Page {
    id: page

    title: qsTr("Settings")

    signal backRequested()

    Keys.onEscapePressed: page.backRequested()
    Component.onCompleted: speedRow.forceActiveFocus()

    background: PageBackground {}

    header: PageHeader {
        BarButton { text: qsTr("‹ Back"); onClicked: page.backRequested() }
        PageTitle { text: qsTr("Settings") }
        Item { Layout.fillWidth: true }
    }

    // One panel, centred, each setting a row: its name and what it does on
    // the left, its control on the right.
    Flickable {
        id: scroll
        anchors.fill: parent
        contentWidth: width
        contentHeight: panel.y + panel.height + Theme.spacingHuge
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        // Shown whenever the page is longer than the window.
        ScrollBar.vertical: ScrollBar {
            policy: scroll.contentHeight > scroll.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
        }
        KeepFocusInView { flickable: scroll }

        Rectangle {
            id: panel
            x: Math.round((scroll.width - width) / 2)
            // A little above the middle of a tall window.
            y: Math.max(Theme.spacingHuge, (scroll.height - height) / 3)
            width: Math.min(scroll.width - 2 * Theme.pageMargin, 880)
            height: rows.implicitHeight + 2 * Theme.spacingHuge
            radius: Theme.radiusLarge
            color: Theme.surface
            border.color: Theme.borderFaint

            ColumnLayout {
                id: rows
                anchors.fill: parent
                anchors.margins: Theme.spacingHuge
                spacing: Theme.spacingLarge + 4

                Setting {
                    name: qsTr("Animation speed")
                    note: qsTr("How fast the seeds travel from pit to pit.")
                    SpeedSelector {
                        id: speedRow
                        width: parent.width
                        stepMs: AppSettings.stepMs
                        onPicked: (ms) => AppSettings.stepMs = ms
                    }
                }
                Setting {
                    name: qsTr("Sound")
                    note: qsTr("The click of seeds falling and of captures (M in a game).")
                    ThemedSwitch {
                        objectName: "soundSwitch"
                        checked: AppSettings.sound
                        text: checked ? qsTr("On") : qsTr("Off")
                        onToggled: AppSettings.sound = checked
                    }
                }
                Setting {
                    name: qsTr("Seed counts on the pits")
                    note: qsTr("A number on every pit and store. Hidden, you count the cowries yourself.")
                    ThemedSwitch {
                        checked: AppSettings.showCounts
                        text: checked ? qsTr("Shown") : qsTr("Hidden")
                        onToggled: AppSettings.showCounts = checked
                    }
                }
                Setting {
                    name: qsTr("Language")
                    note: qsTr("The words of the app, its games and lessons. At first, your system's language.")
                    Flow {
                        width: parent.width
                        spacing: Theme.spacingTiny + 2
                        Repeater {
                            // Each language by its own name; "" is the system's.
                            model: Languages.available
                            delegate: ChoiceButton {
                                required property var modelData
                                objectName: "language-" + (modelData.code || "system")
                                text: modelData.code === "" ? qsTr("System") : modelData.name
                                checked: AppSettings.language === modelData.code
                                focusPolicy: Qt.StrongFocus
                                onClicked: AppSettings.language = modelData.code
                            }
                        }
                    }
                }
                Setting {
                    name: qsTr("Computer's level")
                    note: qsTr("The level applies to new games; the last game's options and the window's size are remembered too.")
                    Flow {
                        width: parent.width
                        spacing: Theme.spacingTiny + 2
                        Repeater {
                            model: [qsTr("Novice"), qsTr("Easy"), qsTr("Medium"), qsTr("Strong"), qsTr("Master")]
                            delegate: ChoiceButton {
                                required property int index
                                required property string modelData
                                text: modelData
                                checked: AppSettings.aiLevel === index
                                focusPolicy: Qt.StrongFocus
                                onClicked: AppSettings.aiLevel = index
                            }
                        }
                    }
                }
                Setting {
                    name: qsTr("High contrast")
                    note: qsTr("Black surfaces, white text and bright edges; a plain dark board with bright pits.")
                    ThemedSwitch {
                        objectName: "highContrastSwitch"
                        checked: AppSettings.highContrast
                        text: checked ? qsTr("On") : qsTr("Off")
                        onToggled: AppSettings.highContrast = checked
                    }
                }
                Setting {
                    name: qsTr("Text size")
                    note: qsTr("The size of all the text in the app.")
                    Flow {
                        width: parent.width
                        spacing: Theme.spacingTiny + 2
                        Repeater {
                            model: [100, 125, 150]
                            delegate: ChoiceButton {
                                required property int modelData
                                objectName: "textScale" + modelData
                                //: A text size, in percent of the normal size.
                                text: qsTr("%1%").arg(modelData)
                                checked: AppSettings.textScale === modelData
                                focusPolicy: Qt.StrongFocus
                                onClicked: AppSettings.textScale = modelData
                            }
                        }
                    }
                }
                Setting {
                    // (Not in an app built without online play.)
                    visible: AppSettings.serverAddress !== undefined
                    name: qsTr("Server address")
                    note: qsTr("For a public game server: its address as HOST:PORT. Joining with a room code alone goes there; an invite names its own server.")
                    ServerAddressField { width: parent.width }
                }
            }
        }
    }

    // A setting: its name and a line about it, and beside them (under
    // them in a narrow panel) its control, the setting's child, in a column
    // of its own. Placed by hand, not by a layout: a row of buttons that
    // wraps reports its height only once it has its width, and a layout
    // asking first drew the speeds over the next row.
    component Setting: Item {
        id: setting
        objectName: "setting"
        property string name: ""
        property string note: ""
        default property alias control: slot.data
        readonly property bool stacked: width < 640
        Layout.fillWidth: true
        implicitHeight: stacked ? words.height + Theme.spacing + slot.height
                                : Math.max(words.height, slot.height)

        Column {
            id: words
            width: setting.stacked ? setting.width : slot.x - Theme.spacingLarge
            spacing: Theme.spacingTiny
            Label {
                width: parent.width
                text: setting.name
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Label {
                width: parent.width
                text: setting.note
                visible: text !== ""
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
            }
        }
        // The control's column: the same for every setting, so that the
        // controls line up.
        Item {
            id: slot
            objectName: "settingControl"
            x: setting.stacked ? 0 : setting.width - width
            y: setting.stacked ? words.height + Theme.spacing : 0
            width: setting.stacked ? setting.width : Math.min(460, Math.round(setting.width * 0.55))
            height: childrenRect.height
        }
    }
}
