#include "app/ui/play/optionsmodel.h"

#include <algorithm>

#include "app/ui/play/agreements.h"
#include "app/ui/settings/languages.h"
#include "app/ui/shared/coretext.h"
#include "core/registry.h"

namespace cowrie::ui {

using cowrie::OptionSpec;

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
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

OptionsModel::OptionsModel(QObject* parent) : QAbstractListModel(parent) {
    // Labels and descriptions are translated as they are read.
    connect(LanguageNotifier::instance(), &LanguageNotifier::changed, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

const OptionSpec* OptionsModel::specAt(int row) const {
    const cowrie::GameInfo* info = game_;
    if (!info || row < 0 || row >= int(rows_.size())) return nullptr;
    return &info->options[size_t(rows_[size_t(row)])];
}

int OptionsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

bool OptionsModel::setByPreset(const std::string& key) const {
    const cowrie::GameInfo* info = game_;
    if (!info) return false;
    return std::ranges::any_of(info->presets, [&](const cowrie::Preset& p) {
        return std::ranges::any_of(p.options, [&](const auto& kv) { return kv.first == key; });
    });
}

std::vector<int> OptionsModel::offeredOptions() const {
    std::vector<int> offered;
    const cowrie::GameInfo* info = game_;
    if (!info) return offered;
    for (size_t i = 0; i < info->options.size(); ++i) {
        const OptionSpec& spec = info->options[i];
        if (cowrie::hasEffect(spec, resolved_) && !setByPreset(spec.key)) offered.push_back(int(i));
    }
    return offered;
}

void OptionsModel::updateRows() {
    const std::vector<int> wanted = offeredOptions();
    // Rows no longer offered go first (from the end, so that the rows before
    // keep their numbers); what is left is in schema order, as `wanted` is.
    for (int row = int(rows_.size()) - 1; row >= 0; --row) {
        if (std::ranges::find(wanted, rows_[size_t(row)]) != wanted.end()) continue;
        beginRemoveRows({}, row, row);
        rows_.erase(rows_.begin() + row);
        endRemoveRows();
    }
    for (int row = 0; row < int(wanted.size()); ++row) {
        if (row < int(rows_.size()) && rows_[size_t(row)] == wanted[size_t(row)]) continue;
        beginInsertRows({}, row, row);
        rows_.insert(rows_.begin() + row, wanted[size_t(row)]);
        endInsertRows();
    }
}

QVariant OptionsModel::data(const QModelIndex& index, int role) const {
    const OptionSpec* spec = specAt(index.row());
    if (!index.isValid() || !spec) return {};
    const QString value = qs(resolved_.text(spec->key));
    switch (role) {
        case KeyRole:
            return qs(spec->key);
        case LabelRole:
            if (auto wording =
                    (game_ ? cowrie::ui::optionWording(*game_, spec->key) : std::nullopt))
                return wording->label;
            return optionWords(spec->key);
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
            for (const auto& c : spec->choices) labels << optionWords(c);
            return labels;
        }
        case DescriptionRole:
            if (auto wording =
                    (game_ ? cowrie::ui::optionWording(*game_, spec->key) : std::nullopt))
                return wording->description;
            return coreText(spec->description);
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
    game_ = cowrie::findGame(id.toStdString());
    raw_.clear();
    resolved_ = {};
    firstTurn_ = cowrie::Turn::South;
    std::string error;
    if (auto rules = cowrie::createRules(id.toStdString(), {}, error)) {
        resolved_ = rules->options();
        firstTurn_ = rules->initialPosition().toMove;
    }
    rows_ = offeredOptions();
    endResetModel();
    setError(resolved_.all().empty() && !game_ ? tr("There is no game called '%1'.").arg(id)
                                               : QString());
    emit gameIdChanged();
    emit valuesChanged();
}

QVariantList OptionsModel::presets() const {
    QVariantList list;
    if (const cowrie::GameInfo* info = game_)
        for (const cowrie::Preset& p : info->presets)
            list.append(QVariantMap{{"id", qs(p.id)}, {"name", coreText(p.name)}});
    return list;
}

QString OptionsModel::preset() const {
    const cowrie::GameInfo* info = game_;
    if (!info) return {};
    // A preset is chosen when the values have what every preset decides (the
    // rest, say Congklak's board size, is the player's to change).
    for (const cowrie::Preset& p : info->presets) {
        std::string error;
        auto rules = cowrie::createRules(info->id, p.options, error);
        if (!rules) continue;
        const bool chosen = std::ranges::all_of(resolved_.all(), [&](const auto& kv) {
            return !setByPreset(kv.first) || rules->options().text(kv.first) == kv.second;
        });
        if (chosen) return qs(p.id);
    }
    return {};
}

QString OptionsModel::presetsDescription() const {
    const cowrie::GameInfo* info = game_;
    QStringList descriptions;
    if (info)
        for (const OptionSpec& spec : info->options) {
            const bool switchedOff =
                spec.type == OptionSpec::Type::Bool && !resolved_.boolean(spec.key);
            if (setByPreset(spec.key) && !switchedOff) {
                auto wording = cowrie::ui::optionWording(*info, spec.key);
                descriptions << (wording ? wording->description : coreText(spec.description));
            }
        }
    return descriptions.join(QLatin1Char(' '));
}

bool OptionsModel::defaultsOffered() const {
    const cowrie::GameInfo* info = game_;
    if (!info) return false;
    std::string error;
    auto defaults = cowrie::createRules(info->id, {}, error);
    if (!defaults) return false;
    return std::ranges::none_of(info->presets, [&](const cowrie::Preset& p) {
        auto rules = cowrie::createRules(info->id, p.options, error);
        return rules && rules->options() == defaults->options();
    });
}

bool OptionsModel::atDefaults() const {
    std::string error;
    auto defaults = cowrie::createRules(gameId_.toStdString(), {}, error);
    return defaults && defaults->options() == resolved_;
}

OptionsModel::FirstMover OptionsModel::firstMover() const {
    switch (firstTurn_) {
        case cowrie::Turn::North:
            return FirstMover::North;
        case cowrie::Turn::Both:
            return FirstMover::Both;
        default:
            return FirstMover::South;
    }
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
    const cowrie::GameInfo* info = game_;
    if (!info) return false;
    for (const cowrie::Preset& p : info->presets)
        if (qs(p.id) == id) return adopt(p.options);
    setError(tr("%1 has no preset '%2'.").arg(coreText(info->name), id));
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
    firstTurn_ = rules->initialPosition().toMove;
    updateRows();
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

}  // namespace cowrie::ui
