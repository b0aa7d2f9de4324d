#pragma once
// BoardModel: every place of the board (holes and stores) as a list model for
// QML, one row per place in the core's place order, so row == place. It only
// mirrors what its owner gives it; it decides nothing. Where each
// place is drawn comes from the rules (Rules::cellOf), so a board of any shape
// (two rows, three rows, stores at either end) needs no layout logic in QML.

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QHash>
#include <QVariantMap>

#include <memory>
#include <optional>
#include <vector>

#include "core/position.h"
#include "core/rules.h"

namespace cowrie::ui {

class BoardModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A BoardModel belongs to a BoardFeed")

    Q_PROPERTY(int holes READ holes NOTIFY holesChanged)
    Q_PROPERTY(bool storeOnRight READ storeOnRight NOTIFY storeOnRightChanged)
    // The grid the places are drawn in: `rows` rows of `columns` holes, with a
    // store column at each end (0 and columns+1).
    Q_PROPERTY(int rows READ rows NOTIFY shapeChanged)
    Q_PROPERTY(int columns READ columns NOTIFY shapeChanged)
    // The registry id of the game shown ("" before the first game).
    Q_PROPERTY(QString gameId READ gameId NOTIFY shapeChanged)
    // The seeds the game is played with, as its description says: "cowrie"
    // or "redSeed" (Olinda keliya's red olinda seeds).
    Q_PROPERTY(QString seedKind READ seedKind NOTIFY shapeChanged)
    // Option `hidden-counts`: the board shows seeds but no numbers.
    Q_PROPERTY(bool hiddenCounts READ hiddenCounts NOTIFY shapeChanged)
    // How the game names its holes (holelabels.h): the keys that play a
    // hole for the key line ("1–6", three-row's "A–I") and the hint's key
    // ("H", or "?" where H is a hole).
    Q_PROPERTY(QString holeKeys READ holeKeys NOTIFY shapeChanged)
    Q_PROPERTY(QString hintKey READ hintKey NOTIFY shapeChanged)
    // The line about rounds (playtext.h roundLine: "Round 2 · rounds won
    // 1 – 0", three-row's "Phase 2: turns"), and whether the players' bars
    // show round wins.
    Q_PROPERTY(QString roundLine READ roundLine NOTIFY roundChanged)
    Q_PROPERTY(bool showsRoundWins READ showsRoundWins NOTIFY roundChanged)

  public:
    enum Role {
        PlaceRole = Qt::UserRole + 1,
        SideRole,  // the place's owner, a Side (sides.h)
        HoleNumberRole,
        LabelRole,
        IsStoreRole,
        SeedsRole,
        LegalRole,
        InPlayRole,
        RowRole,
        ColumnRole,
        RowSpanRole,
        BurntRole,
        BlindRole,
        PutaRole,
        NagaRole,
    };
    Q_ENUM(Role)

    explicit BoardModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int holes() const { return position_.board.holes; }
    bool storeOnRight() const { return geometry_.storeOnRight; }
    int rows() const { return geometry_.rows; }
    int columns() const { return geometry_.columns; }
    QString gameId() const { return gameId_; }
    QString seedKind() const;
    // How the game shown is drawn (board style, seeds, stores): its own
    // description's, or the plain default before any game is shown.
    const cowrie::Presentation& presentation() const;
    // The QML name of a kind of seed ("cowrie", "redSeed").
    static QString seedKindName(cowrie::SeedKind kind);
    bool hiddenCounts() const { return hiddenCounts_; }
    QString holeKeys() const;
    QString hintKey() const;
    QString roundLine() const { return roundLine_; }
    bool showsRoundWins() const { return showsRoundWins_; }

    // The hole number (1..holes) the key with text `keyText` plays for the
    // player to move, or 0: a digit, or a letter where holes have letters.
    Q_INVOKABLE int holeForKey(const QString& keyText) const;

    // Seeds at `place` now, or 0 for a place that does not exist.
    Q_INVOKABLE int seedsAt(int place) const;

    // What playing the hole at `place` would do, worked out by the rules on a
    // copy of the position: {valid, lastPlace, path (the places seeds drop
    // into, in order), captured (seeds), capturedFrom (places), extraMove}.
    // valid is false when the place cannot be played alone now.
    Q_INVOKABLE QVariantMap previewOf(int place) const;
    // The same for a first move that also chooses the direction, sowing
    // towards the mover's right (`towardsRight`) or left.
    Q_INVOKABLE QVariantMap previewDirected(int place, bool towardsRight) const;

    // Shows `position` as `rules` draw it; `legalPlaces` are the holes the
    // player(s) to move may play. Changed rows are reported with dataChanged;
    // a board of another size resets the model.
    void show(std::shared_ptr<const cowrie::Rules> rules, const cowrie::Position& position,
              const std::vector<int>& legalPlaces);

  signals:
    void holesChanged();
    void storeOnRightChanged();
    void shapeChanged();
    void roundChanged();

  private:
    std::shared_ptr<const cowrie::Rules> rules_;
    cowrie::Position position_;
    cowrie::Geometry geometry_;
    std::vector<cowrie::Cell> cells_;
    std::vector<bool> legal_;
    // The previews of the position shown, filled as they are asked for.
    mutable std::optional<cowrie::MoveList> legalMoves_;
    mutable QHash<int, QVariantMap> previews_;
    QString gameId_;
    bool hiddenCounts_ = false;
    QString roundLine_;
    bool showsRoundWins_ = false;
};

}  // namespace cowrie::ui
