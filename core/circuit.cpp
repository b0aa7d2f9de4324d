#include "core/circuit.h"

namespace cowrie {

Circuit twoRowCircuit(const Board& board, Side sower, Direction direction, StoreRule stores,
                      bool skipOutOfPlay) {
    Circuit c;
    c.indexOf.fill(-1);
    auto add = [&](int place) {
        if (skipOutOfPlay && !board.isStore(place) && !board.inPlay(place)) return;
        c.indexOf[place] = static_cast<std::int8_t>(c.length);
        c.order[c.length++] = static_cast<std::int8_t>(place);
    };
    const int n = board.holes;
    for (Side row : {sower, opponent(sower)}) {
        for (int i = 1; i <= n; ++i)
            add(board.hole(row, direction == Direction::Ccw ? i : n + 1 - i));
        if (row == sower && stores == StoreRule::OwnStore) add(board.store(sower));
    }
    return c;
}

}  // namespace cowrie
