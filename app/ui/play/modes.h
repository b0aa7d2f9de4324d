#pragma once
// The app's one vocabulary for how a game is played, as QML reads it
// (Mode.HotSeat, Mode.VersusComputer, Mode.Demo, Mode.Online): two people at
// this computer, a person against the computer, the computer against itself,
// or a person here against a friend over the network (app/ui/online/).
// The words a save file keeps ("hotseat", "computer", "demo", "online") are
// modeText() and modeOfText() (gamesetup.h), the file's format.

#include <QtQml/qqmlregistration.h>
#include <QObject>

namespace cowrie::ui::modes {
Q_NAMESPACE
QML_NAMED_ELEMENT(Mode)

enum Mode { HotSeat, VersusComputer, Demo, Online };
Q_ENUM_NS(Mode)

}  // namespace cowrie::ui::modes
