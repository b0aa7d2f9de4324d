#include "app/ui/home/gamecatalog.h"

#include <QStringList>

#include "app/ui/board/boardmodel.h"
#include "app/ui/settings/languages.h"
#include "app/ui/shared/coretext.h"
#include "core/registry.h"

namespace cowrie::ui {

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

}  // namespace

GameCatalog::GameCatalog(QObject* parent) : QAbstractListModel(parent) {
    // The names and descriptions are translated as they are read.
    connect(LanguageNotifier::instance(), &LanguageNotifier::changed, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int GameCatalog::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

int GameCatalog::count() const {
    return static_cast<int>(cowrie::allGames().size());
}

QVariant GameCatalog::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= count()) return {};
    const cowrie::GameInfo& game = cowrie::allGames()[static_cast<size_t>(index.row())];
    switch (role) {
        case GameIdRole:
            return qs(game.id);
        case NameRole:
            return coreText(game.name);
        case LocalNamesRole:
            return coreText(game.localNames);
        case RegionRole:
            return coreText(game.region);
        case DescriptionRole:
            return coreText(game.description);
        case PresetNamesRole: {
            QStringList names;
            for (const cowrie::Preset& p : game.presets) names << coreText(p.name);
            return names;
        }
        case OptionCountRole:
            return int(game.options.size());
        case SquareStoresRole:
            return game.presentation.stores == cowrie::StoreShape::Square;
        case SeedKindRole:
            return BoardModel::seedKindName(game.presentation.seeds);
        case HolesRole:
        case SeedsPerHoleRole:
        case StoreOnRightRole:
        case RowsRole:
        case ColumnsRole: {
            std::string error;
            const auto rules = cowrie::createRules(game.id, {}, error);
            if (!rules) return {};
            if (role == StoreOnRightRole) return rules->geometry().storeOnRight;
            if (role == RowsRole) return rules->geometry().rows;
            if (role == ColumnsRole) return rules->geometry().columns;
            const cowrie::Board board = rules->initialPosition().board;
            if (role == HolesRole) return int(board.holes);
            return board.count(board.hole(cowrie::Side::South, 1));
        }
    }
    return {};
}

QHash<int, QByteArray> GameCatalog::roleNames() const {
    return {
        {GameIdRole, "gameId"},
        {NameRole, "name"},
        {LocalNamesRole, "localNames"},
        {RegionRole, "region"},
        {DescriptionRole, "description"},
        {HolesRole, "holes"},
        {SeedsPerHoleRole, "seedsPerHole"},
        {StoreOnRightRole, "storeOnRight"},
        {RowsRole, "rows"},
        {ColumnsRole, "columns"},
        {PresetNamesRole, "presetNames"},
        {OptionCountRole, "optionCount"},
        {SquareStoresRole, "squareStores"},
        {SeedKindRole, "seedKind"},
    };
}

QString GameCatalog::gameIdAt(int row) const {
    if (row < 0 || row >= count()) return {};
    return qs(cowrie::allGames()[static_cast<size_t>(row)].id);
}

int GameCatalog::rowOf(const QString& id) const {
    for (int r = 0; r < count(); ++r)
        if (gameIdAt(r) == id) return r;
    return -1;
}

QVariantMap GameCatalog::get(int row) const {
    if (row < 0 || row >= count()) return {};
    const QModelIndex i = index(row);
    return {
        {"gameId", data(i, GameIdRole)},           {"name", data(i, NameRole)},
        {"localNames", data(i, LocalNamesRole)},   {"region", data(i, RegionRole)},
        {"description", data(i, DescriptionRole)},
    };
}

}  // namespace cowrie::ui
