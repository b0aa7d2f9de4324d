pragma Singleton
import QtQuick

// The app's one visual language, taken from the carved board: dark walnut
// for the table and the panels, cream for the text, brass for what is lit
// or chosen. Every page and control reads its colours, type sizes, spacing
// and shapes here; only the board's painting keeps its own wood palettes
// (woodpainter.cpp), of which the miniature boards share one below.
QtObject {
    // The table: the window and the pages' backgrounds, darker downwards.
    readonly property color background: "#241b15"
    readonly property color backgroundTop: "#3a2a1e"
    readonly property color backgroundBottom: "#1e1611"
    // A page's title bar.
    readonly property color toolbar: "#1c140f"
    readonly property color toolbarEdge: "#3a2a1e"

    // Surfaces laid on the table: panels and bars, sunken lists, raised cards.
    readonly property color surface: "#2f241b"
    readonly property color surfaceSunken: "#2a1f17"
    readonly property color card: "#3f2f22"
    readonly property color cardHover: "#4e3a2a"
    // Popups and dialogs, nearly opaque over the board.
    readonly property color popup: "#f22b1a0e"
    readonly property color popupSolid: "#2b1a0e"
    // Behind a modal dialog, and behind the secret hand-over (opaque enough
    // that the board cannot be read).
    readonly property color scrim: "#99120c08"
    readonly property color scrimOpaque: "#f0120c08"

    readonly property color border: "#5e4531"
    readonly property color borderStrong: "#6b4f37"
    readonly property color borderFaint: "#4a3626"

    // Controls: buttons, switches' tracks, fields.
    readonly property color control: "#4a3626"
    readonly property color controlHover: "#5a4331"
    readonly property color controlDown: "#6b4f37"
    readonly property color controlDisabled: "#2a1f17"
    readonly property color controlBorderDisabled: "#3a2c21"
    readonly property color field: "#1e1611"

    // Text, from the brightest to the faintest.
    readonly property color textTitle: "#f6e7cf"
    readonly property color text: "#fbeedb"
    readonly property color textBody: "#e8d6bd"
    readonly property color textSoft: "#d9c3a2"
    readonly property color textMuted: "#b89a76"
    readonly property color textFaint: "#8f7760"
    readonly property color textDisabled: "#7a6654"
    // Text on the brass accent.
    readonly property color textOnAccent: "#2b1a0e"

    // Brass: what is chosen, lit or to be acted on; its softer tone for
    // secondary headings and local names.
    readonly property color accent: "#f2c14e"
    readonly property color accentHover: "#f7d27a"
    readonly property color accentSoft: "#e0b27a"
    readonly property color accentMuted: "#cfae86"
    // The keyboard's ring.
    readonly property color focus: "#fff3c4"

    // What a message is about.
    readonly property color success: "#7fe08a"
    readonly property color successSoft: "#9ad27a"
    readonly property color successDark: "#7fb35a"
    readonly property color warning: "#ffb38a"
    readonly property color danger: "#ff6a4a"
    readonly property color dangerSoft: "#f0a070"
    readonly property color info: "#89e0ff"
    readonly property color chosen: "#7fd4ff"
    readonly property color arrow: "#ffd970"

    // The players' own tints (the move list).
    readonly property color north: "#c9d8ff"
    readonly property color south: "#ffe0a8"

    // On the board: marks drawn over the wood.
    readonly property color legalGlow: "#ffd56a"
    readonly property color ember: "#f0a040"
    readonly property color emberEdge: "#5a2e10"
    readonly property color highlightRing: "#ffc870"
    readonly property color highlightHalo: "#ff9d3a"
    readonly property color flash: "#fff4e0"
    readonly property color chip: "#e62b1a0e"
    readonly property color chipEmpty: "#b35a3a22"
    readonly property color chipEdge: "#e0b27a"
    // The hover preview: the path sown, what would be captured and into
    // which store, and the extra move it earns.
    readonly property color previewPath: "#5589e0ff"
    readonly property color previewGain: "#e6ff6a4a"
    readonly property color previewAgain: "#e62a6fa8"
    readonly property color previewAgainEdge: "#dff6ff"
    readonly property color previewAgainText: "#ffffff"
    // A hole out of play: soot in a burnt one, a shade in a blind one.
    readonly property color burntTop: "#cc120a05"
    readonly property color burntBottom: "#99301a0a"
    readonly property color blindTop: "#8c1a0f08"
    readonly property color blindBottom: "#55301a0a"
    // Banners over the board: a message, a capture, the game's end.
    readonly property color banner: "#e02b1a0e"
    readonly property color bannerCapture: "#e0a8432a"
    readonly property color bannerEnd: "#e0f2c14e"
    // The board's corner buttons, and the mute mark.
    readonly property color boardButton: "#992b1a0e"
    readonly property color boardButtonHover: "#d92b1a0e"
    readonly property color mutedMark: "#ff8a6a"
    // The rule under a section's title.
    readonly property color sectionRule: "#a8753f"
    readonly property color sectionRuleEnd: "#00a8753f"
    // A hole's name, cut into the wood: pale, with a dark edge (legible on
    // every board's wood and over cowries).
    readonly property color holeName: "#f6e2c0"
    readonly property color holeNameShade: "#3b2110"
    readonly property color holeNameLight: "#80fff0d8"

    // The miniature boards' wood (a warm teak between the painted boards'
    // palettes, woodpainter.cpp) and their cowries.
    readonly property color woodLight: "#c88a4f"
    readonly property color woodBase: "#b0713a"
    readonly property color woodDark: "#8a5228"
    readonly property color woodEdge: "#4a2a12"
    readonly property color woodHollow: "#5a3417"
    readonly property color woodHollowEdge: "#3e220d"
    readonly property color woodDeep: "#3b2110"
    readonly property color cowrie: "#f3e6cf"
    readonly property color cowrieEdge: "#b9a37f"
    readonly property color redSeed: "#c9252b"
    readonly property color redSeedEdge: "#4a0c0e"

    // Type: one family for the text; a book face for titles.
    readonly property string titleFamily: "P052"
    readonly property int fontTiny: 12
    readonly property int fontSmall: 13
    readonly property int fontBody: 15
    readonly property int fontLarge: 17
    readonly property int fontTitle: 20
    readonly property int fontHeading: 24
    readonly property int fontHuge: 32
    readonly property int fontDisplay: 48

    // Spacing, on a 4 px step.
    readonly property int spacingTiny: 4
    readonly property int spacingSmall: 8
    readonly property int spacing: 12
    readonly property int spacingLarge: 20
    readonly property int spacingHuge: 32
    // The margin around a page's content.
    readonly property int pageMargin: 24

    // Shapes.
    readonly property int radiusSmall: 6
    readonly property int radius: 10
    readonly property int radiusLarge: 16
    readonly property int controlHeight: 36
    readonly property int controlHeightLarge: 48
    readonly property int toolbarHeight: 56
    readonly property int focusWidth: 2
    // Wide forms and reading columns are centred at this width or less.
    readonly property int contentMaxWidth: 1440
}
