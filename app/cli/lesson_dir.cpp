#include "app/cli/lesson_dir.h"

#include <filesystem>

namespace cowrie::cli {

std::string defaultLessonDir() {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const fs::path installed = exe.parent_path() / COWRIE_INSTALLED_LESSON_DIR;
        if (fs::is_directory(installed, ec)) return installed.lexically_normal().string();
    }
    return COWRIE_LESSON_DIR;
}

}  // namespace cowrie::cli
