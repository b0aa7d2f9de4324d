#include "app/cli/input_file.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "app/cli/cli_error.h"

namespace cowrie::cli {

std::string readInputFile(const std::string& path) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (ec || !fs::exists(status)) failBadInput(path + ": no such file");
    if (fs::is_directory(status)) failBadInput(path + ": is a directory");
    if (!fs::is_regular_file(status)) failBadInput(path + ": not a regular file");
    const std::uintmax_t size = fs::file_size(path, ec);
    if (ec) failBadInput(path + ": cannot read the file");
    if (size > kMaxInputFileBytes)
        failBadInput(path + ": too large (" + std::to_string(size) + " bytes; at most " +
                     std::to_string(kMaxInputFileBytes) + ")");
    std::ifstream in(path, std::ios::binary);
    if (!in) failBadInput(path + ": cannot open the file");
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) failBadInput(path + ": cannot read the file");
    return text.str();
}

}  // namespace cowrie::cli
