import QtQml

// The pace a move is shown at: `stepMs` a beat (a seed from one pit to the
// next), except that a move longer than `longestBeats` beats (a chain of
// relays round the board) is shown faster, in about `longestBeats` beats,
// so that each move of a demo is watched in seconds. The beats are
// TraceAnimator's: a drop, a skip or a refill one; a lift or relay 1.6; a
// capture 2.5; a sweep, pasu, burn or mark 1.5; a turn's or round's end
// (with its banner) 3.
QtObject {
    property int stepMs: 220
    // The move's events (BoardFeed.trace).
    property var trace: []
    property int longestBeats: 60

    readonly property real beats: {
        let sum = 0;
        for (const e of trace || []) {
            switch (e.type) {
            case "lift": case "relay": sum += 1.6; break;
            case "capture": sum += 2.5; break;
            case "sweep": case "pasu": case "burn": case "mark": sum += 1.5; break;
            case "extraMove": case "turnEnd": case "pass": case "roundEnd": case "gameEnd":
                sum += 3; break;
            default: sum += 1;
            }
        }
        return sum;
    }
    readonly property int shownStepMs: stepMs <= 0 || beats <= longestBeats
        ? stepMs : Math.max(10, Math.floor(stepMs * longestBeats / beats))
}
