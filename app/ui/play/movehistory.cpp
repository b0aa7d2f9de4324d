#include "app/ui/play/movehistory.h"

#include "app/ui/board/hiddencounts.h"

namespace cowrie::ui {

using cowrie::EventType;
using cowrie::Side;

MoveHistory::MoveHistory(QObject* parent) : QAbstractListModel(parent) {}

int MoveHistory::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant MoveHistory::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= count()) return {};
    const Entry& e = entries_[size_t(index.row())];
    switch (role) {
        case PlyRole:
            return index.row() + 1;
        case MoverRole:
            return int(e.mover);
        case MoverNameRole:
            return e.moverName;
        case MoveRole:
            return e.move;
        case CapturedRole:
            return countsHidden_ ? 0 : e.captured;
        case CaptureTextRole:
            return captureText(e);
        case AgainRole:
            return e.again;
        case RoundEndRole:
            return e.roundEnd;
        case SectionRole:
            return e.section;
        case ContinuesRole:
            return index.row() > 0 && entries_[size_t(index.row() - 1)].again;
    }
    return {};
}

QHash<int, QByteArray> MoveHistory::roleNames() const {
    return {{PlyRole, "ply"},
            {MoverRole, "mover"},
            {MoverNameRole, "moverName"},
            {MoveRole, "move"},
            {CapturedRole, "captured"},
            {CaptureTextRole, "captureText"},
            {AgainRole, "again"},
            {RoundEndRole, "roundEnd"},
            {SectionRole, "section"},
            {ContinuesRole, "continues"}};
}

MoveHistory::Entry MoveHistory::describe(const cowrie::Rules& rules, const cowrie::Position& before,
                                         cowrie::Move move, const cowrie::Trace& trace,
                                         const cowrie::Position& after, const ui::Names& names) {
    Entry entry;
    const bool single = cowrie::isSingle(before.toMove);
    const Side mover = single ? cowrie::sideOf(before.toMove) : Side::South;
    entry.mover = sides::of(before.toMove);
    entry.moverName = single ? names.of(mover) : QObject::tr("Both");
    entry.move = ui::moveLabel(rules, before, move);
    for (const cowrie::Event& e : trace) {
        const bool takes = e.type == EventType::Capture || e.type == EventType::Pasu;
        if (takes && (!single || e.actor == mover)) {
            entry.captured += e.count;
            (e.actor == Side::South ? entry.capturedSouth : entry.capturedNorth) += e.count;
        }
        if (e.type == EventType::RoundEnd || e.type == EventType::GameEnd) entry.roundEnd = true;
    }
    entry.together = !single;
    entry.again = single && !after.over() && after.toMove == before.toMove;
    entry.section = rules.roundsArePhases() ? QObject::tr("Phase %1").arg(before.round)
                                            : QObject::tr("Round %1").arg(before.round);
    return entry;
}

bool MoveHistory::grouped() const {
    // Rounds (and phases) only go up: the first and last differ when there are two.
    return !entries_.empty() && entries_.front().section != entries_.back().section;
}

void MoveHistory::append(const Entry& entry) {
    beginInsertRows({}, count(), count());
    entries_.push_back(entry);
    endInsertRows();
    emit countChanged();
}

void MoveHistory::truncate(int n) {
    n = std::max(0, n);
    if (n >= count()) return;
    beginRemoveRows({}, n, count() - 1);
    entries_.resize(size_t(n));
    endRemoveRows();
    emit countChanged();
}

void MoveHistory::clear() {
    truncate(0);
}

void MoveHistory::rebuild(const cowrie::Match& match, const ui::Names& names) {
    beginResetModel();
    entries_.clear();
    countsHidden_ = ui::countsHidden(match.rules());
    endResetModel();
    emit countChanged();
    follow(match, names);
}

void MoveHistory::follow(const cowrie::Match& match, const ui::Names& names) {
    const int at = match.moveCount();
    if (count() > at) truncate(at);
    if (count() == at) return;
    // The moves not listed yet, described from a walk along the game.
    const std::vector<cowrie::Move> moves = match.moves();
    cowrie::Match walk(match.sharedRules(), match.initialPosition());
    for (int i = 0; i < count(); ++i) walk.play(moves[size_t(i)]);
    beginInsertRows({}, count(), at - 1);
    for (int i = count(); i < at; ++i) {
        const cowrie::Position before = walk.position();
        const cowrie::Trace trace = walk.play(moves[size_t(i)]);
        entries_.push_back(
            describe(walk.rules(), before, moves[size_t(i)], trace, walk.position(), names));
    }
    endInsertRows();
    emit countChanged();
}

QString MoveHistory::captureText(const Entry& e) const {
    if (e.captured <= 0) return {};
    const auto gain = [this](int seeds) {
        return countsHidden_ ? QStringLiteral("+") : QStringLiteral("+%1").arg(seeds);
    };
    if (!e.together) return gain(e.captured);
    // Whose gain, in the letters of the move's own notation ("S3+N5").
    QStringList parts;
    if (e.capturedSouth > 0) parts << QStringLiteral("S") + gain(e.capturedSouth);
    if (e.capturedNorth > 0) parts << QStringLiteral("N") + gain(e.capturedNorth);
    return parts.join(QLatin1Char(' '));
}

QString MoveHistory::summaryFrom(int from) const {
    QStringList parts;
    for (int i = std::max(0, from); i < count(); ++i) {
        const Entry& e = entries_[size_t(i)];
        QString part = e.moverName + QLatin1Char(' ') + e.move;
        if (e.captured > 0)
            part += countsHidden_ && !e.together ? QObject::tr(" (captured)")
                                                 : QStringLiteral(" (%1)").arg(captureText(e));
        parts << part;
    }
    return parts.join(QStringLiteral(", "));
}

}  // namespace cowrie::ui
