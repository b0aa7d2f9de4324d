#include "app/ui/shared/atomicwrite.h"

#include <QCoreApplication>
#include <QSaveFile>

#include <algorithm>

namespace cowrie::ui {

bool writeAtomically(const QString& path, const QByteArray& bytes, QString& error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        error = file.errorString();
        return false;
    }
    // Unbuffered: Qt 6.4's buffered QSaveFile flushes in commit() and
    // renames a file cut short by a full disk over the good one (see
    // savestore.cpp and tst_savefaults).
    const qint64 written = file.write(bytes);
    if (written != bytes.size()) {
        error = file.error() != QFileDevice::NoError
                    ? file.errorString()
                    : QCoreApplication::translate("cowrie::ui::GameLibrary",
                                                  "only %1 of %2 bytes could be written "
                                                  "(is the disk full?)")
                          .arg(std::max<qint64>(written, 0))
                          .arg(bytes.size());
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        error = file.errorString();
        return false;
    }
    return true;
}

}  // namespace cowrie::ui
