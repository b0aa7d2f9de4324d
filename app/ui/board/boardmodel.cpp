#include "app/ui/board/boardmodel.h"

#include "app/ui/board/holelabels.h"
#include "app/ui/board/movepreview.h"
#include "app/ui/play/playtext.h"
#include "app/ui/play/sides.h"
#include "core/match.h"

namespace cowrie::ui {

using cowrie::Board;
using cowrie::Cell;

BoardModel::BoardModel(QObject* parent) : QAbstractListModel(parent) {}

QString BoardModel::holeKeys() const {
    return rules_ ? cowrie::ui::holeKeysText(*rules_, holes()) : QString();
}

QString BoardModel::hintKey() const {
    return rules_ ? cowrie::ui::hintKeyText(*rules_, holes()) : QStringLiteral("H");
}

int BoardModel::holeForKey(const QString& keyText) const {
    return rules_ ? cowrie::ui::holeForKey(*rules_, holes(), keyText) : 0;
}

int BoardModel::rowCount(const QModelIndex& parent) const {
    // A board of no holes (before the first game) shows nothing, not two stores.
    return parent.isValid() || holes() == 0 ? 0 : position_.board.places();
}

QVariant BoardModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const Board& b = position_.board;
    const int place = index.row();
    const auto marked = [&](Board::Marker m) { return (b.markers[place] & m) != 0; };
    switch (role) {
        case PlaceRole:
            return place;
        case SideRole:
            return int(sides::of(b.owner(place)));
        case HoleNumberRole:
            return b.isStore(place) ? 0 : b.holeNumber(place);
        case LabelRole:
            if (b.isStore(place)) return QString();
            return rules_ ? QString::fromStdString(
                                rules_->holeName(b.owner(place), b.holeNumber(place)))
                          : QString::number(b.holeNumber(place));
        case IsStoreRole:
            return b.isStore(place);
        case SeedsRole:
            return b.count(place);
        case LegalRole:
            return bool(legal_[place]);
        case InPlayRole:
            return b.inPlay(place);
        case RowRole:
            return cells_[place].row;
        case ColumnRole:
            return cells_[place].column;
        case RowSpanRole:
            return cells_[place].rowSpan;
        case BurntRole:
            return marked(Board::Burnt);
        case BlindRole:
            return marked(Board::Blind);
        case PutaRole:
            return marked(Board::Puta);
        case NagaRole:
            return marked(Board::Naga);
    }
    return {};
}

QHash<int, QByteArray> BoardModel::roleNames() const {
    return {
        {PlaceRole, "place"},   {SideRole, "side"},       {HoleNumberRole, "holeNumber"},
        {LabelRole, "label"},   {IsStoreRole, "isStore"}, {SeedsRole, "seeds"},
        {LegalRole, "legal"},   {InPlayRole, "inPlay"},   {RowRole, "row"},
        {ColumnRole, "column"}, {RowSpanRole, "rowSpan"}, {BurntRole, "burnt"},
        {BlindRole, "blind"},   {PutaRole, "puta"},       {NagaRole, "naga"},
    };
}

int BoardModel::seedsAt(int place) const {
    return place >= 0 && place < rowCount() ? position_.board.count(place) : 0;
}

QVariantMap BoardModel::previewOf(int place) const {
    if (!rules_ || place < 0 || place >= rowCount() || !legal_[place]) return {{"valid", false}};
    // Each hole's preview is worked out once per position: hovering back and
    // forth costs nothing more.
    if (const auto known = previews_.constFind(place); known != previews_.cend()) return *known;
    if (!legalMoves_) {
        legalMoves_.emplace();
        rules_->legalMoves(position_, *legalMoves_);
    }
    return previews_[place] = cowrie::ui::previewMove(*rules_, position_, *legalMoves_, place);
}

QVariantMap BoardModel::previewDirected(int place, bool towardsRight) const {
    if (!rules_ || place < 0 || place >= rowCount() || !legal_[place]) return {{"valid", false}};
    if (!legalMoves_) {
        legalMoves_.emplace();
        rules_->legalMoves(position_, *legalMoves_);
    }
    // The mover's right is counter-clockwise (GameSession::playDirected).
    return cowrie::ui::previewMove(*rules_, position_, *legalMoves_, place,
                                   towardsRight ? cowrie::Direction::Ccw : cowrie::Direction::Cw);
}

void BoardModel::show(std::shared_ptr<const cowrie::Rules> rules, const cowrie::Position& position,
                      const std::vector<int>& legalPlaces) {
    const Board& board = position.board;
    std::vector<bool> legal(static_cast<size_t>(board.places()), false);
    for (int place : legalPlaces) legal[static_cast<size_t>(place)] = true;
    std::vector<Cell> cells;
    for (int place = 0; place < board.places(); ++place)
        cells.push_back(rules->cellOf(position, place));
    const cowrie::Geometry geometry = rules->geometryAt(position);
    const QString gameId = QString::fromStdString(std::string(rules->gameId()));
    const bool hiddenCounts = rules->options().text("hidden-counts") == "true";

    const Board old = position_.board;
    const cowrie::Geometry oldGeometry = geometry_;
    const std::vector<Cell> oldCells = cells_;
    const std::vector<bool> oldLegal = legal_;
    const bool shapeDiffers = geometry.rows != geometry_.rows ||
                              geometry.columns != geometry_.columns || gameId != gameId_ ||
                              hiddenCounts != hiddenCounts_;
    const bool resized = board.holes != old.holes || geometry.rows != geometry_.rows;

    if (resized) beginResetModel();
    if (rules != rules_ || !(position == position_)) {
        legalMoves_.reset();
        previews_.clear();
    }
    rules_ = std::move(rules);
    position_ = position;
    geometry_ = geometry;
    cells_ = std::move(cells);
    legal_ = std::move(legal);
    gameId_ = gameId;
    hiddenCounts_ = hiddenCounts;
    if (resized) endResetModel();

    if (board.holes != old.holes) emit holesChanged();
    if (geometry.storeOnRight != oldGeometry.storeOnRight) emit storeOnRightChanged();
    if (shapeDiffers) emit shapeChanged();
    const QString line = cowrie::ui::roundLine(*rules_, position_);
    const bool wins = cowrie::ui::showsRoundWins(*rules_, position_);
    if (line != roundLine_ || wins != showsRoundWins_) {
        roundLine_ = line;
        showsRoundWins_ = wins;
        emit roundChanged();
    }
    if (resized) return;

    for (int place = 0; place < board.places(); ++place) {
        QList<int> roles;
        if (old.seeds[place] != board.seeds[place]) roles << SeedsRole;
        if (oldLegal[place] != legal_[place]) roles << LegalRole;
        if (old.markers[place] != board.markers[place])
            roles << InPlayRole << BurntRole << BlindRole << PutaRole << NagaRole;
        if (oldCells[place] != cells_[place]) roles << RowRole << ColumnRole << RowSpanRole;
        if (!roles.isEmpty()) emit dataChanged(index(place), index(place), roles);
    }
}

const cowrie::Presentation& BoardModel::presentation() const {
    static const cowrie::Presentation plain;
    return rules_ ? rules_->game().presentation : plain;
}

QString BoardModel::seedKind() const {
    return seedKindName(presentation().seeds);
}

QString BoardModel::seedKindName(cowrie::SeedKind kind) {
    return kind == cowrie::SeedKind::RedSeed ? QStringLiteral("redSeed") : QStringLiteral("cowrie");
}

}  // namespace cowrie::ui
