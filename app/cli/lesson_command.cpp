// `lesson check [FILE...]`: plays every lesson of the files (by default the
// app's own, resources/lessons/*.json or where they are installed, see
// lesson_dir.h) through the rules core and prints
//   {"lessons": n, "steps": s, "failures": ["FILE: lesson ID, step N: ...", ...],
//    "slowestSearch": {"seconds": t, "where": "FILE: lesson ID, step N"}}
// with exit code 2 when any failure is found (docs/lesson-format.md). The
// slowest search is that of a strategy lesson's claims or engineBest goal
// (the app judges an engineBest goal live: it must stay well under 0.2 s).

#include <algorithm>
#include <filesystem>

#include "app/cli/cli_error.h"
#include "app/cli/command_flags.h"
#include "app/cli/command_words.h"
#include "app/cli/commands.h"
#include "app/cli/input_file.h"
#include "app/cli/lesson_dir.h"
#include "app/cli/output.h"
#include "core/lesson.h"

namespace cowrie::cli {

namespace {

std::vector<std::string> defaultLessonFiles() {
    std::vector<std::string> files;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(defaultLessonDir(), ec))
        if (entry.path().extension() == ".json") files.push_back(entry.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

// The files of `lesson check FILE...`: every word after "check", none a flag.
std::vector<std::string> lessonFiles(const CLI::App& lesson, const CLI::App& check) {
    if (!check.parsed() || !lesson.remaining().empty() || !strayWords(lesson).empty())
        failBadInput("usage: mancala-cli lesson check [FILE...]");
    const std::vector<std::string> files = strayWords(check);
    for (const std::vector<std::string>& words : {check.remaining(), files})
        for (const std::string& word : words)
            if (looksLikeFlag(word)) failBadInput("unknown flag '" + word + "' for 'lesson check'");
    return files;
}

int runLessonCheck(std::vector<std::string> files) {
    if (files.empty()) files = defaultLessonFiles();
    if (files.empty()) failBadInput("no lesson files found in " + defaultLessonDir());

    int lessons = 0;
    lessons::CheckStats stats;
    std::string slowestWhere;
    Json failures = Json::array();
    for (const std::string& path : files) {
        std::string error;
        auto file = lessons::readLessonFile(readInputFile(path), error);
        if (!file) {
            failures.push_back(path + ": " + error);
            continue;
        }
        lessons += static_cast<int>(file->lessons.size());
        const double slowestBefore = stats.slowestSearch;
        for (const std::string& problem : lessons::checkLessonFile(*file, stats))
            failures.push_back(path + ": " + problem);
        if (stats.slowestSearch > slowestBefore) slowestWhere = path + ": " + stats.slowestWhere;
    }
    const bool ok = failures.empty();
    Json out{{"lessons", lessons}, {"steps", stats.steps}, {"failures", std::move(failures)}};
    if (!slowestWhere.empty())
        out["slowestSearch"] = Json{{"seconds", stats.slowestSearch}, {"where", slowestWhere}};
    printJson(out);
    return ok ? kExitOk : kExitBadInput;
}

}  // namespace

CommandRun declareLessonCommand(CLI::App& lesson) {
    CLI::App& check = addCommand(lesson, "check");
    keepStrayWords(check);  // the files
    return [&lesson, &check] { return runLessonCheck(lessonFiles(lesson, check)); };
}

}  // namespace cowrie::cli
