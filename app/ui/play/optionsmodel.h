#pragma once
// OptionsModel: the options of one registry game as a list model, generated
// from the core's option schema, so that every game (and every option a game
// gains later) gets its controls without code of its own. One row per option
// the player can usefully set: its key, a label, its kind ("int", "bool",
// "choice"), bounds or choices, the short explanation, and its current value
// as the core resolves it. The game's presets are listed beside. Values the
// player has not touched follow the game's defaults (which may depend on
// other options, like Congklak's board size on its preset).
//
// Each choice is offered once: an option a preset sets (Congkak's
// `traditional`, Congklak's `preset`) is chosen with the preset buttons, not
// with a row of its own; an option without effect given the others (the
// core's OptionSpec::onlyWhen and inert: `first` with a simultaneous start,
// Congklak's `rounds` in Classic) has no row until it has an effect; rows
// come and go as the values change.

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

#include <vector>

#include "core/game_info.h"
#include "core/options.h"
#include "core/side.h"

namespace cowrie::ui {

class OptionsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString gameId READ gameId WRITE setGameId NOTIFY gameIdChanged)
    // [{id, name}] of the game's presets.
    Q_PROPERTY(QVariantList presets READ presets NOTIFY gameIdChanged)
    // The explanation of what the chosen preset sets: of each option the
    // presets set, except a switch that is off (Congkak's `traditional`
    // explains Traditional, not "Single round"); "" without presets.
    Q_PROPERTY(QString presetsDescription READ presetsDescription NOTIFY valuesChanged)
    // The preset chosen: the one whose own options the current values have
    // ("" when none does, or the game has no presets).
    Q_PROPERTY(QString preset READ preset NOTIFY valuesChanged)
    // Whether a "Defaults" choice adds anything: false when a preset is the
    // defaults already (Congkak's "Single round").
    Q_PROPERTY(bool defaultsOffered READ defaultsOffered NOTIFY gameIdChanged)
    // The values are the game's defaults.
    Q_PROPERTY(bool atDefaults READ atDefaults NOTIFY valuesChanged)
    // Who moves first with the current values (Both: a simultaneous start).
    Q_PROPERTY(FirstMover firstMover READ firstMover NOTIFY valuesChanged)
    // {key: text} of every option, resolved (what the game will be played with).
    Q_PROPERTY(QVariantMap values READ values NOTIFY valuesChanged)
    // Why the last change was refused ("" when it was accepted).
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)

  public:
    enum Role {
        KeyRole = Qt::UserRole + 1,
        LabelRole,
        KindRole,
        MinimumRole,
        MaximumRole,
        ChoicesRole,
        ChoiceLabelsRole,
        DescriptionRole,
        ValueRole,
        IsDefaultRole,
    };
    Q_ENUM(Role)

    enum class FirstMover { South, North, Both };
    Q_ENUM(FirstMover)

    explicit OptionsModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString gameId() const { return gameId_; }
    void setGameId(const QString& id);
    QVariantList presets() const;
    QString preset() const;
    QString presetsDescription() const;
    bool defaultsOffered() const;
    bool atDefaults() const;
    FirstMover firstMover() const;
    QVariantMap values() const;
    QString error() const { return error_; }

    // Sets option `key` to `value` (a number, a boolean or a choice's text).
    // A value the core refuses changes nothing; `error` says why.
    Q_INVOKABLE bool setValue(const QString& key, const QVariant& value);
    // Starts again from preset `id` (its options, the rest at their defaults).
    Q_INVOKABLE bool applyPreset(const QString& id);
    // Starts again from the given options {key: value} (say, the last ones used).
    Q_INVOKABLE bool applyOptions(const QVariantMap& options);
    Q_INVOKABLE void resetToDefaults();

  signals:
    void gameIdChanged();
    void valuesChanged();
    void errorChanged();

  private:
    // Takes `raw` as the chosen options if the core accepts them.
    bool adopt(const cowrie::RawOptions& raw);
    void setError(const QString& error);
    const cowrie::OptionSpec* specAt(int row) const;
    // The schema indices of the options offered as rows with the current values.
    std::vector<int> offeredOptions() const;
    // Inserts and removes rows so that they are offeredOptions().
    void updateRows();
    // Whether some preset sets option `key`.
    bool setByPreset(const std::string& key) const;

    QString gameId_;
    // The description of game gameId_, or null when there is no such game.
    const cowrie::GameInfo* game_ = nullptr;
    cowrie::RawOptions raw_;         // what the player chose
    cowrie::OptionValues resolved_;  // what the core makes of it
    cowrie::Turn firstTurn_ = cowrie::Turn::South;
    std::vector<int> rows_;  // the schema index of each row
    QString error_;
};

}  // namespace cowrie::ui
