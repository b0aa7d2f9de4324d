// How the sources are laid out (issue 15, point 4), checked rather than hoped
// for:
// - every project header is included by its path from the repository root
//   ("core/rules.h", "app/ui/board/boardmodel.h"), and that file exists;
// - every QObject type of the app lives in namespace cowrie::ui, as the
//   plain helpers beside it do;
// - every C++ source of the QML module is listed by the CMakeLists.txt of
//   its own folder.

#include <QTest>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

namespace fs = std::filesystem;

namespace {

const fs::path kRoot = COWRIE_SOURCE_DIR;

std::string readAll(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

bool isSource(const fs::path& path) {
    return path.extension() == ".h" || path.extension() == ".cpp";
}

// The C++ sources of the project's own folders.
std::vector<fs::path> projectSources() {
    std::vector<fs::path> found;
    for (const char* dir : {"core", "app", "tests", "benchmarks", "resources"})
        for (const auto& entry : fs::recursive_directory_iterator(kRoot / dir))
            if (entry.is_regular_file() && isSource(entry.path())) found.push_back(entry.path());
    return found;
}

std::string where(const fs::path& path, int line) {
    return fs::relative(path, kRoot).string() + ":" + std::to_string(line);
}

}  // namespace

class TestSourceLayout : public QObject {
    Q_OBJECT

  private slots:
    void includesAreRootedAtTheRepository() {
        const std::regex include("^\\s*#\\s*include\\s+\"([^\"]+)\"");
        int checked = 0;
        for (const fs::path& path : projectSources()) {
            std::istringstream lines(readAll(path));
            std::string line;
            for (int number = 1; std::getline(lines, line); ++number) {
                std::smatch match;
                if (!std::regex_search(line, match, include)) continue;
                const std::string header = match[1];
                if (header.ends_with(".moc")) continue;  // made by moc for a test
                ++checked;
                QVERIFY2(fs::is_regular_file(kRoot / header),
                         qPrintable(QString::fromStdString(where(path, number) + ": \"" + header +
                                                           "\" is not a path from the root")));
            }
        }
        QVERIFY(checked > 500);  // the walk found the sources
    }

    void appQObjectTypesLiveInCowrieUi() {
        const std::regex qobjectClass("^class (\\w+)\\s*(final\\s*)?:\\s*public Q\\w+");
        int checked = 0;
        for (const auto& entry : fs::recursive_directory_iterator(kRoot / "app")) {
            if (entry.path().extension() != ".h") continue;
            std::istringstream lines(readAll(entry.path()));
            std::string line;
            bool inUi = false;
            for (int number = 1; std::getline(lines, line); ++number) {
                if (line == "namespace cowrie::ui {") inUi = true;
                if (line.starts_with("}  // namespace cowrie::ui")) inUi = false;
                std::smatch match;
                if (!std::regex_search(line, match, qobjectClass)) continue;
                ++checked;
                QVERIFY2(inUi, qPrintable(QString::fromStdString(
                                   where(entry.path(), number) + ": " + match[1].str() +
                                   " is outside namespace cowrie::ui")));
            }
        }
        QVERIFY(checked >= 15);
    }

    void qmlModuleSourcesAreListedBesideThem() {
        const fs::path ui = kRoot / "app" / "ui";
        const std::string listed = readAll(ui / "CMakeLists.txt");
        int checked = 0;
        for (const auto& entry : fs::recursive_directory_iterator(ui)) {
            if (!isSource(entry.path())) continue;
            ++checked;
            // Listed by its folder and name (play/gamesession.h), never flat.
            const std::string name = entry.path().lexically_relative(ui).generic_string();
            QVERIFY2(
                name.find('/') != std::string::npos,
                qPrintable(QString::fromStdString(name + " is not in a folder of its concern")));
            QVERIFY2(std::regex_search(
                         listed,
                         std::regex("[\\s(]" + std::regex_replace(name, std::regex("\\."), "\\.") +
                                    "[\\s)]")),
                     qPrintable(QString::fromStdString(name + " is not in app/ui/CMakeLists.txt")));
        }
        QVERIFY(checked >= 30);
        // Each folder of QML pages is paired with the folder of its C++ types
        // (controls/, the themed widgets, has none).
        int paired = 0;
        for (const auto& entry : fs::directory_iterator(kRoot / "qml")) {
            if (!entry.is_directory() || entry.path().filename() == "controls") continue;
            ++paired;
            QVERIFY2(fs::is_directory(ui / entry.path().filename()),
                     qPrintable(QString::fromStdString("qml/" + entry.path().filename().string() +
                                                       " has no app/ui folder beside it")));
        }
        QVERIFY(paired >= 5);
        // The QML module's own CMakeLists names no C++ source of another folder.
        const std::string module = readAll(kRoot / "qml" / "CMakeLists.txt");
        QVERIFY(!std::regex_search(module, std::regex("app/ui/\\w+\\.(h|cpp)")));
    }
};

QTEST_APPLESS_MAIN(TestSourceLayout)
#include "tst_source_layout.moc"
