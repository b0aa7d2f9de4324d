#pragma once
// Housekeeping: what the app does for the machine it runs on between games.
// After a game page closes, the memory its scene, its engine and its table
// held is free but glibc keeps much of it in the process (bench_app_session
// measured 153 MB resident for 144 MB live after 21 games); giving it back
// keeps a long session's footprint that of the live objects.

#include <QtQml/qqmlregistration.h>
#include <QObject>

namespace cowrie::ui {

class Housekeeping : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

  public:
    using QObject::QObject;

    // Returns the heap's free pages to the system (glibc; a no-op elsewhere).
    Q_INVOKABLE void releaseFreedMemory();
};

}  // namespace cowrie::ui
