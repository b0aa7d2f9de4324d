#pragma once
// Between the core's JSON and Qt's variants, for what the app keeps in a
// JSON file but hands around as a map (the save file's GameSetup).
//
// Maps become objects (keys in QVariantMap's order) and lists arrays; whole
// numbers stay integers. A variant of another kind is written as its text, or
// null when it has none.

#include <QVariant>

#include "core/json.h"

namespace cowrie::ui {

Json jsonFromVariant(const QVariant& value);
QVariant variantFromJson(const Json& value);

}  // namespace cowrie::ui
