#pragma once
// The head every file of the save store starts with, {"format": "<name>",
// "version": <n>, ...}: the unfinished-game files of earlier versions
// (oldsave.h) and the resume index (resumeindex.h) are read through it, so
// that both refuse the same things in the same words.

#include <QByteArray>
#include <QString>

#include <optional>

#include "core/json.h"

namespace cowrie::ui {

// The file's JSON when it parses, names `format` and is of `version`;
// otherwise nullopt, with `error` saying why in the player's language.
std::optional<cowrie::Json> readSaveFileHeader(const QByteArray& bytes, const char* format,
                                               int version, QString& error);

}  // namespace cowrie::ui
