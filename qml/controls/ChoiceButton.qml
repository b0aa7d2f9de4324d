import QtQuick
import Cowrie

// One button of a row of choices (checkable; the chosen one is lit and its
// text bold). As wide unchosen as chosen, so that choosing does not widen
// it: a row of them keeps its place and wraps where it did (a wider bold
// "Normal" made the speeds wrap anew and the page jump under the pointer).
BarButton {
    id: button

    checkable: true
    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            Math.ceil(boldText.advanceWidth) + leftPadding + rightPadding)

    TextMetrics {
        id: boldText
        font.family: button.font.family
        font.pixelSize: button.font.pixelSize
        font.bold: true
        text: button.text
    }
}
