// The main() of a fuzz target built without libFuzzer (GCC, the `ci` preset):
// it runs the target on every file of its corpus, then on a fixed number of
// inputs mutated from them, deterministically from a seed. It finds less than
// coverage-guided fuzzing (the `dev` preset, clang's libFuzzer) but runs on
// every CI build and replays every corpus entry as a regression test.
//
//   fuzz_x [--runs N] [--seed S] [--max-len BYTES] DIR_OR_FILE...

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include "core/split_mix.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

using Bytes = std::string;

bool readFile(const std::filesystem::path& path, Bytes& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    out.assign(std::istreambuf_iterator<char>(in), {});
    return true;
}

// Bytes that matter to the parsers under test, spliced in by the mutator.
constexpr std::string_view kTokens[] = {
    "{",         "}",        "[",           "]",         ",",         ":",          "\"",
    "\\u0000",   "null",     "true",        "-1",        "1e999",     "0.5",        "4294967296",
    "\"moves\"", "\"game\"", "\"options\"", "\"holes\"", "\"seeds\"", "\"toMove\"", "\"stores\"",
    "\"burnt\"", "S",        "N",           "+",         "R",         "L",          "=",
    "\n",        " ",        "9",           "0",
};

// One mutation of `input`: flip, insert, erase, duplicate, a token, or a
// splice with another corpus entry.
Bytes mutate(const Bytes& input, const std::vector<Bytes>& corpus, cowrie::SplitMix64& random,
             std::size_t maxLen) {
    Bytes out = input;
    const int edits = 1 + static_cast<int>(random.below(4));
    for (int e = 0; e < edits; ++e) {
        const std::size_t at = out.empty() ? 0 : random.below(out.size() + 1);
        switch (random.below(6)) {
            case 0:
                if (!out.empty()) out[std::min(at, out.size() - 1)] ^= char(1u << random.below(8));
                break;
            case 1:
                out.insert(at, 1, static_cast<char>(random.below(256)));
                break;
            case 2:
                if (!out.empty()) out.erase(std::min(at, out.size() - 1), 1 + random.below(8));
                break;
            case 3:
                if (!out.empty()) {
                    const std::size_t from = random.below(out.size());
                    const std::size_t len =
                        1 + random.below(std::min<std::size_t>(out.size() - from, 32));
                    out.insert(at, out.substr(from, len));
                }
                break;
            case 4:
                out.insert(at, kTokens[random.below(std::size(kTokens))]);
                break;
            default: {
                const Bytes& other = corpus[random.below(corpus.size())];
                const std::size_t cut = other.empty() ? 0 : random.below(other.size());
                out = out.substr(0, at) + other.substr(cut);
                break;
            }
        }
    }
    if (out.size() > maxLen) out.resize(maxLen);
    return out;
}

bool number(const char* text, std::uint64_t& out) {
    const char* end = text + std::strlen(text);
    return std::from_chars(text, end, out).ptr == end && end != text;
}

void run(const Bytes& input) {
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(input.data()), input.size());
}

}  // namespace

int main(int argc, char** argv) {
    std::uint64_t runs = 0, seed = 1, maxLen = 4096;
    std::vector<Bytes> corpus;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        std::uint64_t* target = arg == "--runs"      ? &runs
                                : arg == "--seed"    ? &seed
                                : arg == "--max-len" ? &maxLen
                                                     : nullptr;
        if (target) {
            if (i + 1 >= argc || !number(argv[++i], *target)) {
                std::fprintf(stderr, "%s needs a whole number\n", argv[i - 1]);
                return 2;
            }
            continue;
        }
        std::error_code error;
        std::vector<std::filesystem::path> files;
        if (std::filesystem::is_directory(arg, error)) {
            for (const auto& entry : std::filesystem::directory_iterator(arg))
                if (entry.is_regular_file()) files.push_back(entry.path());
            std::sort(files.begin(), files.end());  // the same order everywhere
        } else {
            files.emplace_back(arg);
        }
        for (const auto& file : files) {
            Bytes bytes;
            if (!readFile(file, bytes)) {
                std::fprintf(stderr, "cannot read %s\n", file.c_str());
                return 2;
            }
            corpus.push_back(std::move(bytes));
        }
    }
    if (corpus.empty()) corpus.emplace_back();

    for (const Bytes& input : corpus) run(input);
    cowrie::SplitMix64 random(seed);
    for (std::uint64_t r = 0; r < runs; ++r)
        run(mutate(corpus[random.below(corpus.size())], corpus, random, maxLen));
    std::printf("%zu corpus inputs and %llu mutations ran clean\n", corpus.size(),
                static_cast<unsigned long long>(runs));
    return 0;
}
