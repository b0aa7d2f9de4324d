#include "app/ui/board/boardart.h"

#include <QPainter>

namespace cowrie::ui {

BoardArt::BoardArt(QQuickItem* parent) : QQuickPaintedItem(parent) {
    setAntialiasing(true);
    setOpaquePainting(false);
}

bool BoardArt::paleWood() const {
    return wood().pale;
}

Wood BoardArt::wood() const {
    return highContrast_ ? ui::highContrastWood() : ui::woodOf(look_.board);
}

void BoardArt::setHighContrast(bool on) {
    if (highContrast_ == on) return;
    highContrast_ = on;
    emit highContrastChanged();
    emit layoutChanged();  // paleWood changes with it
    update();
}

void BoardArt::setModel(BoardModel* model) {
    if (model_ == model) return;
    if (model_) disconnect(model_, nullptr, this, nullptr);
    model_ = model;
    if (model_) {
        connect(model_, &BoardModel::shapeChanged, this, &BoardArt::relayout);
        connect(model_, &QAbstractItemModel::modelReset, this, &BoardArt::relayout);
        connect(model_, &QAbstractItemModel::dataChanged, this,
                [this](const QModelIndex&, const QModelIndex&, const QList<int>& roles) {
                    if (roles.contains(BoardModel::ColumnRole)) update();
                });
    }
    emit modelChanged();
    relayout();
}

BoardArt::Shape BoardArt::shape() const {
    Shape s;
    if (model_ && model_->rowCount() > 0) {
        s.rows = model_->rows();
        s.columns = model_->columns();
    }
    if (look_.board == cowrie::BoardStyle::Boat) {
        s.endUnits = 1.0, s.padUnits = 0.3, s.gapUnits = 0.12;
    } else if (look_.board == cowrie::BoardStyle::Curled) {
        s.endUnits = 1.45, s.padUnits = 0.4, s.gapUnits = 0.12;
    } else if (look_.board == cowrie::BoardStyle::Hinged) {
        s.endUnits = 0.3, s.padUnits = 0.3, s.gapUnits = 0.3;
    } else if (look_.board == cowrie::BoardStyle::Olinda) {
        s.endUnits = 0.35, s.padUnits = 0.35, s.gapUnits = 0.45;
    } else if (look_.board == cowrie::BoardStyle::ThreeRow) {
        s.endUnits = 0.5, s.padUnits = 0.32, s.gapUnits = 0.1;
    } else {
        s.endUnits = 0.3, s.padUnits = 0.3, s.gapUnits = 0.12;
    }
    return s;
}

// The art's width and height in cells: the hull and the room for its shadow.
QSizeF BoardArt::units() const {
    const Shape s = shape();
    return {s.columns + 2 + 2 * s.endUnits + ui::kShadowRight,
            s.rows + (s.rows - 1) * s.gapUnits + 2 * s.padUnits + ui::kShadowBelow};
}

qreal BoardArt::aspect() const {
    const QSizeF u = units();
    return u.width() / u.height();
}

void BoardArt::relayout() {
    look_ = model_ ? model_->presentation() : cowrie::Presentation{};
    const Shape s = shape();
    const qreal u = units().width();
    const qreal v = units().height();
    cell_ = std::max(0.0, std::min(width() / u, height() / v));
    gapUnits_ = s.gapUnits;
    originX_ = (width() - u * cell_) / 2 + s.endUnits * cell_;
    originY_ = (height() - v * cell_) / 2 + s.padUnits * cell_;
    emit layoutChanged();
    update();
}

void BoardArt::geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) {
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size()) relayout();
}

QRectF BoardArt::hullRect() const {
    const Shape s = shape();
    const qreal gridH = s.rows * cell_ + (s.rows - 1) * rowGap();
    return {originX_ - s.endUnits * cell_, originY_ - s.padUnits * cell_,
            (s.columns + 2 + 2 * s.endUnits) * cell_, gridH + 2 * s.padUnits * cell_};
}

QRectF BoardArt::placeRect(int place) const {
    const QModelIndex i = model_->index(place);
    const int row = model_->data(i, BoardModel::RowRole).toInt();
    const int column = model_->data(i, BoardModel::ColumnRole).toInt();
    const int span = model_->data(i, BoardModel::RowSpanRole).toInt();
    return {originX_ + column * cell_, originY_ + row * rowPitch(), cell_,
            span * rowPitch() - rowGap()};
}

void BoardArt::paint(QPainter* painter) {
    if (cell_ <= 0) return;
    QPainter& p = *painter;
    p.setRenderHint(QPainter::Antialiasing);
    const ui::Wood wood = this->wood();
    const QRectF hull = hullRect();
    ui::paintWood(p, ui::hullPath(look_.board, hull, cell_), wood, cell_);

    const Shape s = shape();
    const QRectF grid(originX_, originY_, (s.columns + 2) * cell_,
                      s.rows * cell_ + (s.rows - 1) * rowGap());
    ui::paintOrnaments(p, look_.board, hull, cell_, grid, rowPitch(), s.rows, wood);

    if (!model_) return;
    for (int place = 0; place < model_->rowCount(); ++place) {
        const QRectF r = placeRect(place);
        const bool store = model_->data(model_->index(place), BoardModel::IsStoreRole).toBool();
        if (!store) {
            const qreal d = cell_ * 0.8;
            ui::paintHollow(p, QRectF(r.center().x() - d / 2, r.center().y() - d / 2, d, d),
                            ui::Hollow::Round, wood);
        } else if (squareStores()) {
            const qreal d = std::min(cell_ * 0.92, r.height());
            ui::paintHollow(p, QRectF(r.center().x() - d / 2, r.center().y() - d / 2, d, d),
                            ui::Hollow::Square, wood);
        } else {
            ui::paintHollow(p, r.adjusted(cell_ * 0.07, cell_ * 0.05, -cell_ * 0.07, -cell_ * 0.05),
                            ui::Hollow::Long, wood);
        }
    }
}

}  // namespace cowrie::ui
