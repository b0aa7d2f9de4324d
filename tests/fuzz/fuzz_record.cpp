// Fuzz target: the game record reader (core/record.h), the reader behind
// `mancala-cli replay` and the app's saved games. Any text is either refused
// with a reason or replayed; a replayed record, written again, reads back to
// the same game.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/game_record.h"
#include "core/record.h"
#include "core/record_summary.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cowrie;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string error;
    const auto match = readRecord(text, error);
    if (!match) {
        fuzz::expect(!error.empty(), "a refused record says why");
        return 0;
    }
    // A record read in full has a summary with the same metadata, and
    // reads back whole with its metadata.
    const auto whole = readGameRecord(text, error);
    fuzz::expect(whole.has_value(), "readRecord and readGameRecord agree");
    const auto summary = readRecordSummary(text, error);
    fuzz::expect(summary.has_value(), "a readable record has a summary");
    const auto wholeAgain = readGameRecord(writeGameRecord(*whole), error);
    fuzz::expect(wholeAgain.has_value() && wholeAgain->meta == whole->meta,
                 "a record with its metadata reads back to the same metadata");
    std::string again;
    const auto reread = readRecord(writeRecord(*match), again);
    fuzz::expect(reread.has_value(), "a record written by the core reads back");
    fuzz::expect(reread->position() == match->position(), "a record reads back to its position");
    fuzz::expect(reread->moves() == match->moves(), "a record reads back to its moves");
    return 0;
}
