#pragma once
// Writing a whole file at once or not at all: QSaveFile, unbuffered, and a
// short write (a full disk) cancels the rename, so the file already there
// stays as it was. Used by the game library for its entries and exports.

#include <QByteArray>
#include <QString>

namespace cowrie::ui {

// Writes `bytes` to `path` atomically. On failure returns false and sets
// `error` to what went wrong, in words ("No space left on device", ...).
bool writeAtomically(const QString& path, const QByteArray& bytes, QString& error);

}  // namespace cowrie::ui
