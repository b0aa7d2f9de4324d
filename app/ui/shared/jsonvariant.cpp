#include "app/ui/shared/jsonvariant.h"

#include <QVariantList>
#include <QVariantMap>

namespace cowrie::ui {

Json jsonFromVariant(const QVariant& value) {
    switch (value.typeId()) {
        case QMetaType::QVariantMap: {
            Json object = Json::object();
            const QVariantMap map = value.toMap();
            for (auto it = map.cbegin(); it != map.cend(); ++it)
                object[it.key().toStdString()] = jsonFromVariant(it.value());
            return object;
        }
        case QMetaType::QVariantList:
        case QMetaType::QStringList: {
            Json array = Json::array();
            for (const QVariant& item : value.toList()) array.push_back(jsonFromVariant(item));
            return array;
        }
        case QMetaType::Bool:
            return value.toBool();
        case QMetaType::Int:
        case QMetaType::LongLong:
            return value.toLongLong();
        case QMetaType::UInt:
        case QMetaType::ULongLong:
            return value.toULongLong();
        case QMetaType::Double:
        case QMetaType::Float:
            return value.toDouble();
        default:
            break;
    }
    if (value.isNull() || !value.canConvert<QString>()) return nullptr;
    return value.toString().toStdString();
}

QVariant variantFromJson(const Json& value) {
    switch (value.type()) {
        case Json::value_t::object: {
            QVariantMap map;
            for (auto it = value.begin(); it != value.end(); ++it)
                map.insert(QString::fromStdString(it.key()), variantFromJson(it.value()));
            return map;
        }
        case Json::value_t::array: {
            QVariantList list;
            for (const Json& item : value) list.append(variantFromJson(item));
            return list;
        }
        case Json::value_t::string:
            return QString::fromStdString(value.get_ref<const std::string&>());
        case Json::value_t::boolean:
            return value.get<bool>();
        case Json::value_t::number_integer:
            return QVariant::fromValue(value.get<qlonglong>());
        case Json::value_t::number_unsigned:
            return QVariant::fromValue(value.get<qulonglong>());
        case Json::value_t::number_float:
            return value.get<double>();
        default:
            return {};
    }
}

}  // namespace cowrie::ui
