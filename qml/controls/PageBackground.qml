import QtQuick
import Cowrie

// A page's background: the table, a little lighter at the top.
Rectangle {
    gradient: Gradient {
        GradientStop { position: 0.0; color: Theme.backgroundTop }
        GradientStop { position: 1.0; color: Theme.backgroundBottom }
    }
}
