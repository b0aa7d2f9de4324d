import QtQuick
import QtQuick.Controls
import Cowrie

// The Settings' game server (AppSettings.serverAddress): HOST:PORT, or empty
// for none. Kept when the field is left or Enter is pressed, and only when
// it reads as an address; otherwise a line under it says how to write it.
Column {
    id: column

    // A host name or IPv4 address, a colon, a port (1-65535); or nothing.
    function valid(address) {
        if (address === "") return true;
        const match = /^([A-Za-z0-9.-]+):(\d{1,5})$/.exec(address);
        return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 65535;
    }
    function keep() {
        const address = field.text.trim();
        problem.visible = !valid(address);
        if (!problem.visible && address !== AppSettings.serverAddress) AppSettings.serverAddress = address;
    }

    spacing: Theme.spacingTiny

    ThemedTextField {
        id: field
        objectName: "serverAddressField"
        width: parent.width
        Accessible.name: qsTr("Server address")
        // The form, not a value (the line under the settings' name says more).
        placeholderText: "HOST:PORT"
        text: AppSettings.serverAddress
        inputMethodHints: Qt.ImhNoAutoUppercase | Qt.ImhUrlCharactersOnly
        onEditingFinished: column.keep()
        onTextEdited: problem.visible = false
    }
    Label {
        id: problem
        objectName: "serverAddressProblem"
        visible: false
        width: parent.width
        text: qsTr("Write it as HOST:PORT, for example %1.").arg("games.example.org:7341")
        color: Theme.warning
        font.pixelSize: Theme.fontSmall
        wrapMode: Text.WordWrap
    }
}
