#pragma once
// GameCatalog: the games of the core's registry as a list model for the home
// screen, with the default board size of each for a small preview.

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>

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
    };
    Q_ENUM(Role)

    explicit GameCatalog(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const;
    // The registry id of row `row`, or "" when out of range.
    Q_INVOKABLE QString gameIdAt(int row) const;
};
