pragma Singleton
import QtQuick
import Cowrie

// The app's one visual language, taken from the carved board: dark walnut
// for the table and the panels, cream for the text, brass for what is lit
// or chosen. The high-contrast look (the second colour of each pair) is
// near-black surfaces, white text, one bright yellow accent and white edges;
// tst_themecontrast checks that its text reads at 7:1 or better. Every page and control reads its colours, type sizes, spacing
// and shapes here; only the board's painting keeps its own wood palettes
// (woodpainter.cpp), of which the miniature boards share one below.
QtObject {
    // The player's look (Settings): the high-contrast palette for every
    // colour below, and every type size multiplied by the text scale.
    readonly property bool highContrast: AppSettings.highContrast
    readonly property real textScale: AppSettings.textScale / 100

    // The table: the window and the pages' backgrounds, darker downwards.
    readonly property color background: highContrast ? "#000000" : "#241b15"
    readonly property color backgroundTop: highContrast ? "#0c0c0c" : "#3a2a1e"
    readonly property color backgroundBottom: highContrast ? "#000000" : "#1e1611"
    // A page's title bar.
    readonly property color toolbar: highContrast ? "#000000" : "#1c140f"
    readonly property color toolbarEdge: highContrast ? "#ffffff" : "#3a2a1e"

    // Surfaces laid on the table: panels and bars, sunken lists, raised cards.
    readonly property color surface: highContrast ? "#0e0e0e" : "#2f241b"
    readonly property color surfaceSunken: highContrast ? "#000000" : "#2a1f17"
    readonly property color card: highContrast ? "#161616" : "#3f2f22"
    readonly property color cardHover: highContrast ? "#262626" : "#4e3a2a"
    // Popups and dialogs, nearly opaque over the board.
    readonly property color popup: highContrast ? "#f8000000" : "#f22b1a0e"
    readonly property color popupSolid: highContrast ? "#000000" : "#2b1a0e"
    // Behind a modal dialog, and behind the secret hand-over (opaque enough
    // that the board cannot be read).
    readonly property color scrim: highContrast ? "#cc000000" : "#99120c08"
    readonly property color scrimOpaque: highContrast ? "#fa000000" : "#f0120c08"

    readonly property color border: highContrast ? "#ffffff" : "#5e4531"
    readonly property color borderStrong: highContrast ? "#ffffff" : "#6b4f37"
    readonly property color borderFaint: highContrast ? "#c8c8c8" : "#4a3626"

    // Controls: buttons, switches' tracks, fields.
    readonly property color control: highContrast ? "#1c1c1c" : "#4a3626"
    readonly property color controlHover: highContrast ? "#262626" : "#5a4331"
    readonly property color controlDown: highContrast ? "#3a3a3a" : "#6b4f37"
    readonly property color controlDisabled: highContrast ? "#0e0e0e" : "#2a1f17"
    readonly property color controlBorderDisabled: highContrast ? "#8c8c8c" : "#3a2c21"
    readonly property color field: highContrast ? "#000000" : "#1e1611"

    // Text, from the brightest to the faintest.
    readonly property color textTitle: highContrast ? "#ffffff" : "#f6e7cf"
    readonly property color text: highContrast ? "#ffffff" : "#fbeedb"
    readonly property color textBody: highContrast ? "#ffffff" : "#e8d6bd"
    readonly property color textSoft: highContrast ? "#f2f2f2" : "#d9c3a2"
    readonly property color textMuted: highContrast ? "#e6e6e6" : "#b89a76"
    readonly property color textFaint: highContrast ? "#dcdcdc" : "#8f7760"
    readonly property color textDisabled: highContrast ? "#a8a8a8" : "#7a6654"
    // Text on the brass accent.
    readonly property color textOnAccent: highContrast ? "#000000" : "#2b1a0e"

    // Brass: what is chosen, lit or to be acted on; its softer tone for
    // secondary headings and local names.
    readonly property color accent: highContrast ? "#ffe14d" : "#f2c14e"
    readonly property color accentHover: highContrast ? "#fff09a" : "#f7d27a"
    readonly property color accentSoft: highContrast ? "#ffe14d" : "#e0b27a"
    readonly property color accentMuted: highContrast ? "#fff0a8" : "#cfae86"
    // The keyboard's ring.
    readonly property color focus: highContrast ? "#4de1ff" : "#fff3c4"

    // What a message is about.
    readonly property color success: highContrast ? "#7dff7d" : "#7fe08a"
    readonly property color successSoft: highContrast ? "#a6ffa6" : "#9ad27a"
    readonly property color successDark: highContrast ? "#7dff7d" : "#7fb35a"
    readonly property color warning: highContrast ? "#ffc27a" : "#ffb38a"
    readonly property color danger: highContrast ? "#ff9494" : "#ff6a4a"
    readonly property color dangerSoft: highContrast ? "#ffa3a3" : "#f0a070"
    readonly property color info: highContrast ? "#7ae8ff" : "#89e0ff"
    readonly property color chosen: highContrast ? "#7ae8ff" : "#7fd4ff"
    readonly property color arrow: highContrast ? "#ffe14d" : "#ffd970"

    // The players' own tints (the move list).
    readonly property color north: highContrast ? "#b8d4ff" : "#c9d8ff"
    readonly property color south: highContrast ? "#ffe6b0" : "#ffe0a8"

    // On the board: marks drawn over the wood.
    readonly property color legalGlow: highContrast ? "#ffe14d" : "#ffd56a"
    readonly property color ember: highContrast ? "#ffa64d" : "#f0a040"
    readonly property color emberEdge: highContrast ? "#000000" : "#5a2e10"
    readonly property color highlightRing: highContrast ? "#ffffff" : "#ffc870"
    readonly property color highlightHalo: highContrast ? "#ffe14d" : "#ff9d3a"
    readonly property color flash: highContrast ? "#ffffff" : "#fff4e0"
    readonly property color chip: highContrast ? "#f0000000" : "#e62b1a0e"
    readonly property color chipEmpty: highContrast ? "#d9000000" : "#b35a3a22"
    readonly property color chipEdge: highContrast ? "#ffffff" : "#e0b27a"
    // The hover preview: the path sown, what would be captured and into
    // which store, and the extra move it earns. A gain reads as good: green,
    // never red; the path is a warm dot, not a colour of its own.
    readonly property color previewPath: highContrast ? "#e6ffffff" : "#e6ffc870"
    readonly property color previewGain: highContrast ? "#f0006b1f" : "#e62f7d3c"
    readonly property color previewAgain: highContrast ? "#e6004fc4" : "#e62a6fa8"
    readonly property color previewAgainEdge: highContrast ? "#ffffff" : "#dff6ff"
    readonly property color previewAgainText: highContrast ? "#ffffff" : "#ffffff"
    // A hole out of play: soot in a burnt one, a shade in a blind one.
    readonly property color burntTop: highContrast ? "#e6000000" : "#cc120a05"
    readonly property color burntBottom: highContrast ? "#b3202020" : "#99301a0a"
    readonly property color blindTop: highContrast ? "#b3000000" : "#8c1a0f08"
    readonly property color blindBottom: highContrast ? "#80202020" : "#55301a0a"
    // Banners over the board: a message, a capture, the game's end.
    readonly property color banner: highContrast ? "#f0000000" : "#e02b1a0e"
    readonly property color bannerCapture: highContrast ? "#f0b00000" : "#e0a8432a"
    readonly property color bannerEnd: highContrast ? "#f0ffe14d" : "#e0f2c14e"
    // The board's corner buttons, and the mute mark.
    readonly property color boardButton: highContrast ? "#cc000000" : "#992b1a0e"
    readonly property color boardButtonHover: highContrast ? "#f0303030" : "#d92b1a0e"
    readonly property color mutedMark: highContrast ? "#ff8a8a" : "#ff8a6a"
    // The rule under a section's title.
    readonly property color sectionRule: highContrast ? "#ffe14d" : "#a8753f"
    readonly property color sectionRuleEnd: highContrast ? "#00ffe14d" : "#00a8753f"
    // A hole's name, cut into the wood: pale, with a dark edge (legible on
    // every board's wood and over cowries).
    readonly property color holeName: highContrast ? "#ffffff" : "#f6e2c0"
    readonly property color holeNameShade: highContrast ? "#000000" : "#3b2110"
    readonly property color holeNameLight: highContrast ? "#00000000" : "#80fff0d8"

    // The miniature boards' wood (a warm teak between the painted boards'
    // palettes, woodpainter.cpp) and their cowries.
    readonly property color woodLight: highContrast ? "#262626" : "#c88a4f"
    readonly property color woodBase: highContrast ? "#1c1c1c" : "#b0713a"
    readonly property color woodDark: highContrast ? "#141414" : "#8a5228"
    readonly property color woodEdge: highContrast ? "#ffffff" : "#4a2a12"
    readonly property color woodHollow: highContrast ? "#000000" : "#5a3417"
    readonly property color woodHollowEdge: highContrast ? "#ffe14d" : "#3e220d"
    readonly property color woodDeep: highContrast ? "#000000" : "#3b2110"
    readonly property color cowrie: highContrast ? "#fff8e8" : "#f3e6cf"
    readonly property color cowrieEdge: highContrast ? "#8c8c8c" : "#b9a37f"
    readonly property color redSeed: highContrast ? "#ff3b3b" : "#c9252b"
    readonly property color redSeedEdge: highContrast ? "#ffffff" : "#4a0c0e"

    // A type size at the player's text scale.
    function scaled(size) { return Math.round(size * textScale); }

    // Type: one family for the text; a book face for titles.
    readonly property string titleFamily: "P052"
    readonly property int fontTiny: scaled(12)
    readonly property int fontSmall: scaled(13)
    readonly property int fontBody: scaled(15)
    readonly property int fontLarge: scaled(17)
    readonly property int fontTitle: scaled(20)
    readonly property int fontHeading: scaled(24)
    readonly property int fontHuge: scaled(32)
    readonly property int fontDisplay: scaled(48)

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
    // Controls and the title bar grow with the text they hold.
    readonly property int controlHeight: Math.max(36, fontBody + 20)
    readonly property int controlHeightLarge: Math.max(48, fontLarge + 24)
    readonly property int toolbarHeight: Math.max(56, fontTitle + 24)
    readonly property int focusWidth: 2
    // Wide forms and reading columns are centred at this width or less.
    readonly property int contentMaxWidth: 1440
}
