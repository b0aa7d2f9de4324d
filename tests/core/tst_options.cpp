// When an option changes a game (OptionSpec::onlyWhen, OptionSpec::inert):
// the schema's conditions name real options and values, and an option the
// schema calls without effect really is: random games played with either of
// its values are the same move for move. The setup page offers only options
// with an effect, so a wrong condition would hide a real choice or show a
// dead one.

#include <QTest>

#include <vector>

#include "core/match.h"
#include "core/options.h"
#include "core/registry.h"
#include "core/split_mix.h"
#include "tests/core/support.h"

using namespace cowrie;

namespace {

const OptionSpec& specOf(const GameInfo& game, const std::string& key) {
    for (const OptionSpec& spec : game.options)
        if (spec.key == key) return spec;
    qFatal("%s has no option %s", game.id.c_str(), key.c_str());
}

OptionValues valuesOf(const std::string& game, const RawOptions& raw) {
    return test::rules(game, raw)->options();
}

// Every value `spec` accepts, or its ends for a number.
std::vector<std::string> valuesToTry(const OptionSpec& spec) {
    switch (spec.type) {
        case OptionSpec::Type::Bool:
            return {"false", "true"};
        case OptionSpec::Type::Int:
            return {std::to_string(spec.min), std::to_string(spec.max)};
        case OptionSpec::Type::Choice:
            break;
    }
    return spec.choices;
}

// The settings a player starts from: the defaults and every preset.
std::vector<RawOptions> startingPoints(const GameInfo& game) {
    std::vector<RawOptions> points{{}};
    for (const Preset& preset : game.presets) points.push_back(preset.options);
    return points;
}

// Plays the same random game (same seed, same choice by index) under `a` and
// `b`; false when they part, with `why` saying where.
bool sameGames(std::shared_ptr<const Rules> a, std::shared_ptr<const Rules> b, std::uint64_t seed,
               std::string& why) {
    Match ma(std::move(a));
    Match mb(std::move(b));
    SplitMix64 rng(seed);
    for (int ply = 0; ply < 4000 && !ma.position().over(); ++ply) {
        if (!(ma.position() == mb.position())) {
            why = "positions differ at ply " + std::to_string(ply);
            return false;
        }
        const MoveList movesA = ma.legalMoves(), movesB = mb.legalMoves();
        if (movesA.size() != movesB.size()) {
            why = "legal moves differ at ply " + std::to_string(ply);
            return false;
        }
        if (movesA.size() == 0) break;
        const int pick = int(rng.below(std::uint64_t(movesA.size())));
        if (!(movesA[pick] == movesB[pick])) {
            why = "legal moves differ at ply " + std::to_string(ply);
            return false;
        }
        ma.play(movesA[pick]);
        mb.play(movesB[pick]);
    }
    if (!(ma.position() == mb.position())) {
        why = "the games end apart";
        return false;
    }
    return true;
}

}  // namespace

class OptionsTest : public QObject {
    Q_OBJECT

  private slots:
    void conditionsNameOtherOptionsAndTheirValues() {
        for (const GameInfo& game : allGames()) {
            for (const OptionSpec& spec : game.options) {
                for (const auto& [key, value] : spec.onlyWhen) {
                    QVERIFY2(key != spec.key, (game.id + " " + spec.key).c_str());
                    const OptionSpec& other = specOf(game, key);
                    std::string error;
                    auto resolved = resolveOptions(game.options, {{key, value}}, error);
                    QVERIFY2(resolved, error.c_str());
                    // Conditions are written in canonical text, or they never hold.
                    QCOMPARE(resolved->text(other.key), value);
                }
            }
        }
    }

    void hasEffectFollowsTheOtherOptions() {
        const GameInfo& congklak = *findGame("congklak");
        const OptionSpec& rounds = specOf(congklak, "rounds");
        const OptionSpec& first = specOf(congklak, "first");
        const OptionSpec& holes = specOf(congklak, "holes");
        const OptionValues classic = valuesOf("congklak", {{"preset", "classic"}});
        const OptionValues roundsPreset = valuesOf("congklak", {{"preset", "rounds"}});
        QVERIFY(!hasEffect(rounds, classic));
        QVERIFY(hasEffect(rounds, roundsPreset));
        QVERIFY(hasEffect(first, classic));
        QVERIFY(!hasEffect(first, roundsPreset));
        QVERIFY(hasEffect(holes, classic));
        QVERIFY(hasEffect(holes, roundsPreset));
        QVERIFY(!hasEffect(specOf(congklak, "burnt-penalty"), classic));

        const GameInfo& congkak = *findGame("congkak");
        QVERIFY(hasEffect(specOf(congkak, "first"), valuesOf("congkak", {})));
        QVERIFY(
            !hasEffect(specOf(congkak, "first"), valuesOf("congkak", {{"traditional", "true"}})));

        // Three-row accepts `first` (G4) for every setting and ignores it.
        const GameInfo& threeRow = *findGame("three-row");
        QVERIFY(!hasEffect(specOf(threeRow, "first"), valuesOf("three-row", {})));
        QVERIFY(!hasEffect(specOf(threeRow, "first"), valuesOf("three-row", {{"games", "3"}})));
        QVERIFY(hasEffect(specOf(threeRow, "games"), valuesOf("three-row", {})));
    }

    // Where `first` has an effect it decides who moves first.
    void firstDecidesTheFirstMoverWhereItHasAnEffect() {
        for (const GameInfo& game : allGames()) {
            for (RawOptions raw : startingPoints(game)) {
                if (!hasEffect(specOf(game, "first"), valuesOf(game.id, raw))) continue;
                RawOptions north = raw;
                north.emplace_back("first", "north");
                raw.emplace_back("first", "south");
                QCOMPARE(test::rules(game.id, raw)->initialPosition().toMove, Turn::South);
                QCOMPARE(test::rules(game.id, north)->initialPosition().toMove, Turn::North);
            }
        }
    }

    // The comparison below tells games apart where an option does matter:
    // `first` in Kalah, burnt holes on the circuit in Congklak's rounds.
    void theComparisonSeesARealDifference() {
        std::string why;
        QVERIFY(!sameGames(test::rules("kalah", {{"first", "south"}}),
                           test::rules("kalah", {{"first", "north"}}), 1, why));
        bool parted = false;
        for (std::uint64_t seed = 1; seed <= 20 && !parted; ++seed)
            parted = !sameGames(
                test::rules("congklak", {{"preset", "rounds"}}),
                test::rules("congklak", {{"preset", "rounds"}, {"burnt-penalty", "true"}}), seed,
                why);
        QVERIFY(parted);
    }

    // An option without effect leaves random games exactly as they were.
    void optionsWithoutEffectChangeNothing_data() {
        QTest::addColumn<QString>("game");
        for (const GameInfo& game : allGames())
            QTest::newRow(game.id.c_str()) << QString::fromStdString(game.id);
    }

    void optionsWithoutEffectChangeNothing() {
        QFETCH(QString, game);
        const GameInfo& info = *findGame(game.toStdString());
        int checked = 0;
        for (const RawOptions& start : startingPoints(info)) {
            const OptionValues values = valuesOf(info.id, start);
            for (const OptionSpec& spec : info.options) {
                if (hasEffect(spec, values)) continue;
                std::vector<std::shared_ptr<const Rules>> variants;
                for (const std::string& value : valuesToTry(spec)) {
                    RawOptions raw = start;
                    raw.emplace_back(spec.key, value);
                    variants.push_back(test::rules(info.id, raw));
                }
                for (std::uint64_t seed = 1; seed <= 20; ++seed) {
                    std::string why;
                    const bool same = sameGames(variants.front(), variants.back(), seed, why);
                    QVERIFY2(same, (info.id + " " + spec.key + ": " + why).c_str());
                }
                ++checked;
            }
        }
        // Kalah, Chonka, Pallankuzhi and Olinda keliya have no such option.
        const bool expectsSome =
            info.id == "congkak" || info.id == "congklak" || info.id == "three-row";
        QCOMPARE(checked > 0, expectsSome);
    }
};

QTEST_GUILESS_MAIN(OptionsTest)

#include "tst_options.moc"
