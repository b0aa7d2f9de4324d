#include "app/ui/library/reviewmoves.h"

#include "app/ui/board/holelabels.h"
#include "app/ui/play/sides.h"

namespace cowrie::ui {

using cowrie::ai::MoveClass;

ReviewMoves::ReviewMoves(QObject* parent) : QAbstractListModel(parent) {}

int ReviewMoves::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant ReviewMoves::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= count()) return {};
    const Entry& e = entries_[size_t(index.row())];
    const cowrie::ai::MoveReview& r = e.review;
    switch (role) {
        case PlyRole:
            return r.ply;
        case MoverRole:
            return int(sides::of(r.mover));
        case MoverNameRole:
            return moverName(r.mover);
        case MoveRole:
            return e.move;
        case BestRole:
            return e.best;
        case IsBestRole:
            return r.played == r.best;
        case BeforeRole:
            return r.before;
        case AfterRole:
            return r.after;
        case SeedsLostRole:
            return r.seedsLost;
        case KindRole:
            return kindId(r.kind);
        case KindNameRole:
            return kindName(r.kind);
        case ExactRole:
            return r.exact;
    }
    return {};
}

QHash<int, QByteArray> ReviewMoves::roleNames() const {
    return {{PlyRole, "ply"},       {MoverRole, "mover"},       {MoverNameRole, "moverName"},
            {MoveRole, "move"},     {BestRole, "best"},         {IsBestRole, "isBest"},
            {BeforeRole, "before"}, {AfterRole, "after"},       {SeedsLostRole, "seedsLost"},
            {KindRole, "kind"},     {KindNameRole, "kindName"}, {ExactRole, "exact"}};
}

void ReviewMoves::show(const cowrie::Match& match,
                       const std::vector<cowrie::ai::MoveReview>& reviews) {
    beginResetModel();
    entries_.clear();
    for (const cowrie::ai::MoveReview& r : reviews) {
        const cowrie::Position& before = match.positionAfter(r.ply - 1);
        entries_.push_back(
            {r, moveLabel(match.rules(), before, r.played),
             r.best.isNull() ? QString() : moveLabel(match.rules(), before, r.best)});
    }
    endResetModel();
    emit countChanged();
}

void ReviewMoves::clear() {
    if (entries_.empty()) return;
    beginResetModel();
    entries_.clear();
    endResetModel();
    emit countChanged();
}

void ReviewMoves::retranslate() {
    if (!entries_.empty()) emit dataChanged(index(0), index(count() - 1));
}

QString ReviewMoves::kindId(MoveClass kind) {
    const std::string_view id = cowrie::ai::className(kind);
    return QString::fromUtf8(id.data(), qsizetype(id.size()));
}

QString ReviewMoves::kindName(MoveClass kind) {
    switch (kind) {
        case MoveClass::Best:
            return tr("best");
        case MoveClass::Good:
            return tr("good");
        case MoveClass::Inaccuracy:
            return tr("inaccuracy");
        case MoveClass::Mistake:
            return tr("mistake");
        case MoveClass::Blunder:
            return tr("blunder");
        case MoveClass::Simultaneous:
            return tr("chosen together");
    }
    return {};
}

QString ReviewMoves::moverName(cowrie::Turn mover) {
    switch (mover) {
        case cowrie::Turn::South:
            return tr("South");
        case cowrie::Turn::North:
            return tr("North");
        default:
            return tr("Both");
    }
}

}  // namespace cowrie::ui
