import QtQuick

// A cowrie shell (kept for older callers; the board uses Seed).
Seed {
    kind: "cowrie"
}
