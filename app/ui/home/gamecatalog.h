#pragma once
// GameCatalog: the games of the core's registry as a list model for the home
// screen, with the default board shape of each for a small preview (rows and
// columns of holes, seeds per hole, where the stores are and their shape),
// and the names of its presets.

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QVariantMap>

namespace cowrie::ui {

class GameCatalog : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(int count READ count CONSTANT)

  public:
    enum Role {
        GameIdRole = Qt::UserRole + 1,
        NameRole,
        LocalNamesRole,
        RegionRole,
        DescriptionRole,
        HolesRole,
        SeedsPerHoleRole,
        StoreOnRightRole,
        RowsRole,
        ColumnsRole,
        PresetNamesRole,
        OptionCountRole,
        SquareStoresRole,  // the game's stores are drawn square
        SeedKindRole,      // "cowrie" or "redSeed" (BoardModel::seedKind)
    };
    Q_ENUM(Role)

    explicit GameCatalog(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const;
    // The registry id of row `row`, or "" when out of range.
    Q_INVOKABLE QString gameIdAt(int row) const;
    // The row of game `id`, or -1.
    Q_INVOKABLE int rowOf(const QString& id) const;
    // {gameId, name, localNames, region, description} of row `row` ({} if none).
    Q_INVOKABLE QVariantMap get(int row) const;
};

}  // namespace cowrie::ui
