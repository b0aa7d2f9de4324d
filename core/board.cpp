#include "core/board.h"

namespace cowrie {

Board Board::filled(int holesPerSide, int seedsPerHole) {
    Board b;
    b.holes = static_cast<std::uint8_t>(holesPerSide);
    for (Side s : {Side::South, Side::North})
        for (int h = 1; h <= holesPerSide; ++h)
            b.seeds[b.hole(s, h)] = static_cast<std::uint8_t>(seedsPerHole);
    return b;
}

int Board::rowSeeds(Side side) const {
    // A side's holes are consecutive places.
    const std::uint8_t* row = seeds.data() + hole(side, 1);
    int sum = 0;
    for (int i = 0; i < holes; ++i) sum += row[i];
    return sum;
}

int Board::totalSeeds() const {
    int sum = 0;
    for (int p = 0; p < places(); ++p) sum += seeds[p];
    return sum;
}

std::uint64_t Board::hash() const {
    // FNV-1a over the used places, their markers and the size.
    std::uint64_t h = 1469598103934665603ull ^ holes;
    for (int p = 0; p < places(); ++p) {
        h = (h ^ seeds[p]) * 1099511628211ull;
        h = (h ^ markers[p]) * 1099511628211ull;
    }
    return h;
}

std::string Board::toString() const {
    std::string out;
    for (Side s : {Side::South, Side::North}) {
        out += s == Side::South ? "S[" : " N[";
        for (int h = 1; h <= holes; ++h) {
            if (h > 1) out += ' ';
            out += std::to_string(seeds[hole(s, h)]);
            if (!inPlay(hole(s, h))) out += 'x';
        }
        out += '|' + std::to_string(seeds[store(s)]) + ']';
    }
    return out;
}

}  // namespace cowrie
