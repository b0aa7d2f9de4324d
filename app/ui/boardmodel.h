#pragma once
// BoardModel: every place of the board (holes and stores) as a list model for
// QML, one row per place in the core's place order, so row == place. It only
// mirrors what the GameController gives it; it decides nothing.

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>

#include <vector>

#include "board.h"
#include "move.h"

class BoardModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A BoardModel belongs to a GameController")

    Q_PROPERTY(int holes READ holes NOTIFY holesChanged)
    Q_PROPERTY(bool storeOnRight READ storeOnRight NOTIFY storeOnRightChanged)

  public:
    enum Role {
        PlaceRole = Qt::UserRole + 1,
        SideRole,
        HoleNumberRole,
        IsStoreRole,
        SeedsRole,
        LegalRole,
        InPlayRole,
        RowRole,
        ColumnRole,
    };
    Q_ENUM(Role)

    explicit BoardModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int holes() const { return board_.holes; }
    bool storeOnRight() const { return storeOnRight_; }

    // Seeds at `place` now, or 0 for a place that does not exist.
    Q_INVOKABLE int seedsAt(int place) const;

    // Shows `board`; `legalPlaces` are the holes the player to move may play.
    // Changed rows are reported with dataChanged; a new size resets the model.
    void show(const cowrie::Board& board, bool storeOnRight, const std::vector<int>& legalPlaces);

  signals:
    void holesChanged();
    void storeOnRightChanged();

  private:
    cowrie::Board board_;
    bool storeOnRight_ = true;
    std::vector<bool> legal_;
};
