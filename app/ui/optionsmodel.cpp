#include "optionsmodel.h"

#include "agreements.h"
#include "registry.h"

using cowrie::OptionSpec;

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

// "lone-seed" -> "Lone seed", "south" -> "South".
QString humanize(const std::string& key) {
    QString text = qs(key);
    text.replace(QLatin1Char('-'), QLatin1Char(' '));
    if (!text.isEmpty()) text[0] = text[0].toUpper();
    return text;
}

QString kindOf(OptionSpec::Type type) {
    switch (type) {
        case OptionSpec::Type::Int:
            return QStringLiteral("int");
        case OptionSpec::Type::Bool:
            return QStringLiteral("bool");
        case OptionSpec::Type::Choice:
            break;
    }
    return QStringLiteral("choice");
}

// The text the core reads for `value`.
std::string optionText(const QVariant& value) {
    if (value.typeId() == QMetaType::Bool) return value.toBool() ? "true" : "false";
    return value.toString().toStdString();
}

}  // namespace

OptionsModel::OptionsModel(QObject* parent) : QAbstractListModel(parent) {}

const OptionSpec* OptionsModel::specAt(int row) const {
    const cowrie::GameInfo* info = cowrie::findGame(gameId_.toStdString());
    if (!info || row < 0 || row >= int(info->options.size())) return nullptr;
    return &info->options[size_t(row)];
}

int OptionsModel::rowCount(const QModelIndex& parent) const {
    const cowrie::GameInfo* info = cowrie::findGame(gameId_.toStdString());
    return parent.isValid() || !info ? 0 : int(info->options.size());
}

QVariant OptionsModel::data(const QModelIndex& index, int role) const {
    const OptionSpec* spec = specAt(index.row());
    if (!index.isValid() || !spec) return {};
    const QString value = qs(resolved_.text(spec->key));
    switch (role) {
        case KeyRole:
            return qs(spec->key);
        case LabelRole:
            if (auto wording = cowrie::ui::optionWording(gameId_.toStdString(), spec->key))
                return wording->label;
            return humanize(spec->key);
        case KindRole:
            return kindOf(spec->type);
        case MinimumRole:
            return spec->min;
        case MaximumRole:
            return spec->max;
        case ChoicesRole: {
            QStringList choices;
            for (const auto& c : spec->choices) choices << qs(c);
            return choices;
        }
        case ChoiceLabelsRole: {
            QStringList labels;
            for (const auto& c : spec->choices) labels << humanize(c);
            return labels;
        }
        case DescriptionRole:
            if (auto wording = cowrie::ui::optionWording(gameId_.toStdString(), spec->key))
                return wording->description;
            return qs(spec->description);
        case ValueRole:
            if (spec->type == OptionSpec::Type::Int) return value.toInt();
            if (spec->type == OptionSpec::Type::Bool) return value == QLatin1String("true");
            return value;
        case IsDefaultRole:
            return value == qs(spec->defaultValue);
    }
    return {};
}

QHash<int, QByteArray> OptionsModel::roleNames() const {
    return {
        {KeyRole, "key"},
        {LabelRole, "label"},
        {KindRole, "kind"},
        {MinimumRole, "minimum"},
        {MaximumRole, "maximum"},
        {ChoicesRole, "choices"},
        {ChoiceLabelsRole, "choiceLabels"},
        {DescriptionRole, "description"},
        {ValueRole, "value"},
        {IsDefaultRole, "isDefault"},
    };
}

void OptionsModel::setGameId(const QString& id) {
    if (id == gameId_) return;
    beginResetModel();
    gameId_ = id;
    raw_.clear();
    resolved_ = {};
    std::string error;
    if (auto rules = cowrie::createRules(id.toStdString(), {}, error)) resolved_ = rules->options();
    endResetModel();
    setError(resolved_.all().empty() && !cowrie::findGame(id.toStdString())
                 ? QStringLiteral("There is no game called '%1'.").arg(id)
                 : QString());
    emit gameIdChanged();
    emit valuesChanged();
}

QVariantList OptionsModel::presets() const {
    QVariantList list;
    if (const cowrie::GameInfo* info = cowrie::findGame(gameId_.toStdString()))
        for (const cowrie::Preset& p : info->presets)
            list.append(QVariantMap{{"id", qs(p.id)}, {"name", qs(p.name)}});
    return list;
}

QString OptionsModel::preset() const {
    const cowrie::GameInfo* info = cowrie::findGame(gameId_.toStdString());
    if (!info) return {};
    for (const cowrie::Preset& p : info->presets) {
        std::string error;
        auto rules = cowrie::createRules(info->id, p.options, error);
        if (rules && rules->options() == resolved_) return qs(p.id);
    }
    return {};
}

QVariantMap OptionsModel::values() const {
    QVariantMap map;
    for (const auto& [key, text] : resolved_.all()) map.insert(qs(key), qs(text));
    return map;
}

bool OptionsModel::setValue(const QString& key, const QVariant& value) {
    cowrie::RawOptions raw = raw_;
    const std::string k = key.toStdString();
    std::erase_if(raw, [&](const auto& kv) { return kv.first == k; });
    raw.emplace_back(k, optionText(value));
    return adopt(raw);
}

bool OptionsModel::applyPreset(const QString& id) {
    const cowrie::GameInfo* info = cowrie::findGame(gameId_.toStdString());
    if (!info) return false;
    for (const cowrie::Preset& p : info->presets)
        if (qs(p.id) == id) return adopt(p.options);
    setError(QStringLiteral("%1 has no preset '%2'.").arg(qs(info->name), id));
    return false;
}

bool OptionsModel::applyOptions(const QVariantMap& options) {
    cowrie::RawOptions raw;
    for (auto it = options.cbegin(); it != options.cend(); ++it)
        raw.emplace_back(it.key().toStdString(), optionText(it.value()));
    return adopt(raw);
}

void OptionsModel::resetToDefaults() {
    adopt({});
}

bool OptionsModel::adopt(const cowrie::RawOptions& raw) {
    std::string error;
    auto rules = cowrie::createRules(gameId_.toStdString(), raw, error);
    if (!rules) {
        QString sentence = qs(error);
        if (!sentence.isEmpty()) sentence[0] = sentence[0].toUpper();
        setError(sentence);
        return false;
    }
    setError({});
    raw_ = raw;
    if (rules->options() == resolved_) return true;
    resolved_ = rules->options();
    if (rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1), {ValueRole, IsDefaultRole});
    emit valuesChanged();
    return true;
}

void OptionsModel::setError(const QString& error) {
    if (error == error_) return;
    error_ = error;
    emit errorChanged();
}
