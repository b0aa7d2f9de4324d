#include "app/ui/board/holelabels.h"

namespace cowrie::ui {

QString holeLabel(const Rules& rules, Side side, int number) {
    return QString::fromStdString(rules.holeName(side, number));
}

bool holesHaveLetters(const Rules& rules) {
    const QString first = holeLabel(rules, Side::South, 1);
    return !first.isEmpty() && first.at(0).isLetter();
}

QString moveLabel(const Rules& rules, const Position& before, Move move) {
    if (!holesHaveLetters(rules)) return QString::fromStdString(rules.moveText(move));
    if (move.isPair())
        return holeLabel(rules, Side::South, move.southHole()) + QLatin1Char('+') +
               holeLabel(rules, Side::North, move.northHole());
    const Side mover = isSingle(before.toMove) ? sideOf(before.toMove) : Side::South;
    QString text = holeLabel(rules, mover, move.holeNumber());
    if (move.hasDirection())
        text += move.direction() == Direction::Ccw ? QLatin1Char('R') : QLatin1Char('L');
    return text;
}

int holeForKey(const Rules& rules, int holes, const QString& keyText) {
    if (keyText.size() != 1) return 0;
    const QChar key = keyText.at(0);
    if (!holesHaveLetters(rules)) {
        const int digit = key.digitValue();
        return digit >= 1 && digit <= std::min(holes, 9) ? digit : 0;
    }
    for (int h = 1; h <= holes; ++h)
        for (Side side : {Side::South, Side::North})
            if (holeLabel(rules, side, h) == key) return h;
    return 0;
}

QString holeKeysText(const Rules& rules, int holes) {
    if (holes < 1) return {};
    const int last = holesHaveLetters(rules) ? holes : std::min(holes, 9);
    return holeLabel(rules, Side::South, 1) + QChar(0x2013) + holeLabel(rules, Side::South, last);
}

QString hintKeyText(const Rules& rules, int holes) {
    return holeForKey(rules, holes, QStringLiteral("H")) > 0 ? QStringLiteral("?")
                                                             : QStringLiteral("H");
}

}  // namespace cowrie::ui
