#pragma once
// BoardArt: the carved wooden board under the seeds: the hull of the game's
// traditional board (a boat for congkak and congklak, a hinged plank for
// pallankuzhi and chonka, ...), its grain and bevel, and a hollow for every
// place of a BoardModel. It is painted once per size and shape; everything
// that moves (seeds, hands, highlights) is drawn by QML on top of it.
//
// It also owns the board's layout, so QML and the painting agree: the cell
// of row r, column c is at (originX + c*cell, originY + r*rowPitch), one cell
// wide and rowSpan*rowPitch - rowGap high.

#include <QtQml/qqmlregistration.h>
#include <QPointer>
#include <QQuickPaintedItem>

#include "app/ui/board/boardmodel.h"
#include "app/ui/board/woodpainter.h"
#include "core/registry.h"

namespace cowrie::ui {

class BoardArt : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(cowrie::ui::BoardModel* model READ model WRITE setModel NOTIFY modelChanged)
    // The wood is light (dark marks read on it): the traditional board of
    // the model's game says so.
    Q_PROPERTY(bool paleWood READ paleWood NOTIFY layoutChanged)
    Q_PROPERTY(qreal cell READ cell NOTIFY layoutChanged)
    Q_PROPERTY(qreal originX READ originX NOTIFY layoutChanged)
    Q_PROPERTY(qreal originY READ originY NOTIFY layoutChanged)
    Q_PROPERTY(qreal rowPitch READ rowPitch NOTIFY layoutChanged)
    Q_PROPERTY(qreal rowGap READ rowGap NOTIFY layoutChanged)
    // Width over height of the whole carved board (the hull with its ends,
    // and the room below and beside it for its shadow).
    Q_PROPERTY(qreal aspect READ aspect NOTIFY layoutChanged)
    // The high-contrast board (flat, dark, bright rims) instead of the wood
    // (the player's setting, AppSettings.highContrast).
    Q_PROPERTY(bool highContrast READ highContrast WRITE setHighContrast NOTIFY highContrastChanged)
    // Stores drawn square rather than as long hollows (the game says which).
    Q_PROPERTY(bool squareStores READ squareStores NOTIFY layoutChanged)

  public:
    explicit BoardArt(QQuickItem* parent = nullptr);

    BoardModel* model() const { return model_; }
    void setModel(BoardModel* model);
    bool paleWood() const;
    bool highContrast() const { return highContrast_; }
    void setHighContrast(bool on);
    qreal cell() const { return cell_; }
    qreal originX() const { return originX_; }
    qreal originY() const { return originY_; }
    qreal rowPitch() const { return cell_ * (1 + gapUnits_); }
    qreal rowGap() const { return cell_ * gapUnits_; }
    qreal aspect() const;
    bool squareStores() const { return look_.stores == cowrie::StoreShape::Square; }

    void paint(QPainter* painter) override;

  signals:
    void modelChanged();
    void layoutChanged();
    void highContrastChanged();

  protected:
    void geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) override;

  private:
    struct Shape {
        int rows = 2, columns = 6;
        qreal endUnits = 0.4, padUnits = 0.3, gapUnits = 0.1;
    };
    Shape shape() const;
    QSizeF units() const;
    void relayout();
    QRectF hullRect() const;
    QRectF placeRect(int place) const;
    Wood wood() const;

    QPointer<BoardModel> model_;
    cowrie::Presentation look_;  // of the model's game
    qreal cell_ = 0, originX_ = 0, originY_ = 0, gapUnits_ = 0.1;
    bool highContrast_ = false;
};

}  // namespace cowrie::ui
