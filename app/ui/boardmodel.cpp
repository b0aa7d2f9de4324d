#include "boardmodel.h"

#include "boardlayout.h"

BoardModel::BoardModel(QObject* parent) : QAbstractListModel(parent) {}

int BoardModel::rowCount(const QModelIndex& parent) const {
    // A board of no holes (before the first game) shows nothing, not two stores.
    return parent.isValid() || board_.holes == 0 ? 0 : board_.places();
}

QVariant BoardModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const int place = index.row();
    switch (role) {
        case PlaceRole:
            return place;
        case SideRole:
            return board_.owner(place) == cowrie::Side::South ? QStringLiteral("south")
                                                              : QStringLiteral("north");
        case HoleNumberRole:
            return board_.isStore(place) ? 0 : board_.holeNumber(place);
        case IsStoreRole:
            return board_.isStore(place);
        case SeedsRole:
            return board_.count(place);
        case LegalRole:
            return bool(legal_[place]);
        case InPlayRole:
            return board_.inPlay(place);
        case RowRole:
            return cowrie::ui::screenCell(board_, place, storeOnRight_).row;
        case ColumnRole:
            return cowrie::ui::screenCell(board_, place, storeOnRight_).column;
    }
    return {};
}

QHash<int, QByteArray> BoardModel::roleNames() const {
    return {
        {PlaceRole, "place"},     {SideRole, "side"},   {HoleNumberRole, "holeNumber"},
        {IsStoreRole, "isStore"}, {SeedsRole, "seeds"}, {LegalRole, "legal"},
        {InPlayRole, "inPlay"},   {RowRole, "row"},     {ColumnRole, "column"},
    };
}

int BoardModel::seedsAt(int place) const {
    return place >= 0 && place < rowCount() ? board_.count(place) : 0;
}

void BoardModel::show(const cowrie::Board& board, bool storeOnRight,
                      const std::vector<int>& legalPlaces) {
    std::vector<bool> legal(static_cast<size_t>(board.places()), false);
    for (int place : legalPlaces) legal[static_cast<size_t>(place)] = true;

    const bool reshaped = board.holes != board_.holes || storeOnRight != storeOnRight_;
    if (reshaped) {
        const bool holesDiffer = board.holes != board_.holes;
        const bool sidesDiffer = storeOnRight != storeOnRight_;
        beginResetModel();
        board_ = board;
        storeOnRight_ = storeOnRight;
        legal_ = std::move(legal);
        endResetModel();
        if (holesDiffer) emit holesChanged();
        if (sidesDiffer) emit storeOnRightChanged();
        return;
    }
    const cowrie::Board old = board_;
    const std::vector<bool> oldLegal = legal_;
    board_ = board;
    legal_ = std::move(legal);
    for (int place = 0; place < board_.places(); ++place) {
        QList<int> roles;
        if (old.seeds[place] != board_.seeds[place]) roles << SeedsRole;
        if (oldLegal[place] != legal_[place]) roles << LegalRole;
        if (old.markers[place] != board_.markers[place]) roles << InPlayRole;
        if (!roles.isEmpty()) emit dataChanged(index(place), index(place), roles);
    }
}
