// A game lives in one place (docs/adding-a-game.md): no source outside
// core/games/ and the registry's list names a game by its id. This test
// reads every string literal of the core, the app, the QML and the
// benchmarks and fails on one that is a game's id or the start of one
// ("olinda", as in startsWith).
// Comments may name games freely; so may the tests.

#include <QTest>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/registry.h"

namespace fs = std::filesystem;
using namespace cowrie;

namespace {

struct Literal {
    std::string text;
    int line = 0;
};

// The string literals of C++, QML or JavaScript source `code`, with the line
// each starts on; comments are skipped. Raw strings and template literals
// count as literals too.
std::vector<Literal> stringLiterals(const std::string& code) {
    std::vector<Literal> found;
    int line = 1;
    std::size_t i = 0;
    const auto at = [&](std::size_t k) { return k < code.size() ? code[k] : '\0'; };
    while (i < code.size()) {
        const char c = code[i];
        if (c == '\n') {
            ++line, ++i;
        } else if (c == '/' && at(i + 1) == '/') {
            while (i < code.size() && code[i] != '\n') ++i;
        } else if (c == '/' && at(i + 1) == '*') {
            i += 2;
            while (i < code.size() && !(code[i] == '*' && at(i + 1) == '/'))
                line += code[i++] == '\n';
            i += 2;
        } else if (c == 'R' && at(i + 1) == '"' && (i == 0 || !std::isalnum(code[i - 1]))) {
            const std::size_t open = code.find('(', i + 2);
            const std::string close = ")" + code.substr(i + 2, open - i - 2) + "\"";
            const std::size_t end = code.find(close, open);
            const std::string text = code.substr(open + 1, end - open - 1);
            found.push_back({text, line});
            for (char t : text) line += t == '\n';
            i = end + close.size();
        } else if (c == '"' || c == '\'' || c == '`') {
            // A digit separator (1'000) is no literal.
            if (c == '\'' && i > 0 && std::isxdigit(code[i - 1]) && std::isxdigit(at(i + 1))) {
                ++i;
                continue;
            }
            Literal literal{{}, line};
            ++i;
            while (i < code.size() && code[i] != c) {
                if (code[i] == '\\' && i + 1 < code.size()) ++i;
                line += code[i] == '\n';
                literal.text += code[i++];
            }
            ++i;
            found.push_back(literal);
        } else {
            ++i;
        }
    }
    return found;
}

// Whether `text` names game `id`: the id itself, or a start of the id long
// enough to mean it ("olinda", as startsWith("olinda") once did). Names of
// Kalah's own machinery ("kalah_search.h", "kalah-reference-playouts") are
// not ids.
bool namesGame(const std::string& text, const std::string& id) {
    if (text == id) return true;
    return text.size() >= 5 && id.compare(0, text.size(), text) == 0;
}

std::string readAll(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace

class TestGameIds : public QObject {
    Q_OBJECT

  private slots:
    // The scanner itself: literals found, comments skipped, ids recognised.
    void theScannerFindsLiteralsAndSkipsComments() {
        const std::string code =
            "// the kalah board\n"
            "if (id.startsWith(\"olinda\")) f('x'); /* \"congkak\" */\n"
            "auto n = 1'000; auto s = R\"(three-row)\";\n";
        const std::vector<Literal> literals = stringLiterals(code);
        QCOMPARE(literals.size(), std::size_t(3));
        QCOMPARE(literals[0].text, std::string("olinda"));
        QCOMPARE(literals[0].line, 2);
        QCOMPARE(literals[1].text, std::string("x"));
        QCOMPARE(literals[2].text, std::string("three-row"));
        QCOMPARE(literals[2].line, 3);
        QVERIFY(namesGame("olinda", "olinda-keliya"));
        QVERIFY(namesGame("kalah", "kalah"));
        QVERIFY(namesGame("three-", "three-row"));
        QVERIFY(!namesGame("kalahari", "kalah"));
        QVERIFY(!namesGame("kalah_search.h", "kalah"));
        QVERIFY(!namesGame("cowrie", "congkak"));
        QVERIFY(!namesGame("con", "congkak"));
    }

    // The registry lists each game's own description: the rules it makes
    // carry that very description, the ids are unique, and each game has its
    // texts (docs/adding-a-game.md).
    void eachGameIsDescribedOnce() {
        std::set<std::string> ids;
        for (const GameInfo& game : allGames()) {
            QVERIFY2(ids.insert(game.id).second, game.id.c_str());
            std::string error;
            const auto rules = createRules(game.id, {}, error);
            QVERIFY2(rules, error.c_str());
            QCOMPARE(&rules->game(), &game);
            QCOMPARE(findGame(game.id), &game);
            QVERIFY(!game.name.empty() && !game.description.empty() && game.make != nullptr);
            // Its rules in the project's words and its lessons, found by the id.
            const fs::path root = COWRIE_SOURCE_DIR;
            QVERIFY2(fs::exists(root / "docs" / "rules" / (game.id + ".md")), game.id.c_str());
            QVERIFY2(fs::exists(root / "resources" / "lessons" / (game.id + ".json")),
                     game.id.c_str());
        }
        QVERIFY(!ids.empty());
    }

    void noSourceOutsideTheGamesNamesAGame() {
        const fs::path root = COWRIE_SOURCE_DIR;
        const fs::path games = root / "core" / "games";
        const fs::path registryList = root / "core" / "registry.cpp";
        QStringList hits;
        int files = 0;
        for (const char* dir : {"core", "app", "qml", "benchmarks"}) {
            for (const auto& entry : fs::recursive_directory_iterator(root / dir)) {
                const fs::path& path = entry.path();
                const std::string ext = path.extension().string();
                if (!entry.is_regular_file() ||
                    (ext != ".cpp" && ext != ".h" && ext != ".qml" && ext != ".js"))
                    continue;
                if (path == registryList ||
                    std::mismatch(games.begin(), games.end(), path.begin()).first == games.end())
                    continue;
                ++files;
                for (const Literal& literal : stringLiterals(readAll(path)))
                    for (const GameInfo& game : allGames())
                        if (namesGame(literal.text, game.id))
                            hits << QString("%1:%2: \"%3\"")
                                        .arg(QString::fromStdString(
                                            fs::relative(path, root).string()))
                                        .arg(literal.line)
                                        .arg(QString::fromStdString(literal.text));
            }
        }
        QVERIFY2(files > 100, qPrintable(QString::number(files)));
        QVERIFY2(hits.isEmpty(), qPrintable("\n" + hits.join("\n")));
    }
};

QTEST_GUILESS_MAIN(TestGameIds)
#include "tst_game_ids.moc"
