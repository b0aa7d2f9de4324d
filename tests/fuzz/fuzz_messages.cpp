// Fuzz target: the game server's message reader (net/core/client_message.h)
// and ServerCore::receive behind it, on a fresh core with a fake transport
// and a store in memory (tests/net/fake_server_parts.h).
//
// The input is a script, one line a step: the first byte picks one of three
// connections ('1', '2', '3'; any byte, modulo three), the second what
// happens:
//   ' '  the rest of the line is one frame from that connection
//   '='  the same, at the same time as the step before (floods)
//   '%'  a binary frame from that connection
//   '!'  the connection drops and a new one comes in its place
//   '#'  the store refuses writes from now on (again: accepts them again)
//   '~'  eight days pass and the idle rooms are swept
// In a frame, "$room", "$south" and "$north" stand for the code of the last
// room created and its seats' tokens, so that scripts reach joins, resumes
// and moves. Each step but a `=` comes a second after the one before.
//
// What must hold after every step: each message sent is a JSON object with
// a type; `chosen` names the chooser and no hole; an error says why on one
// line and changes no room, no stored row and nobody else's view; the store
// holds exactly the rooms of the core, each as the core has it (store before
// announce, undo when refused); and at the end a new core restores every
// stored room as it was.

#include <cstddef>
#include <cstdint>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "net/core/client_message.h"
#include "net/core/server_core.h"
#include "tests/fuzz/fuzz_check.h"
#include "tests/net/fake_server_parts.h"

namespace {

using namespace cowrie;
using namespace cowrie::net;

constexpr Millis start = 1'764'800'000'000;

// A room as the store must keep it: `touched` aside, which a phrase or a
// resume changes without a write (it only decides when a room is idle).
bool storedAsHeld(StoredRoom stored, StoredRoom held) {
    stored.touched = held.touched = 0;
    return fake::sameRoom(stored, held);
}

void replaceAll(std::string& text, std::string_view from, const std::string& to) {
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at)) {
        text.replace(at, from.size(), to);
        at += to.size();
    }
}

struct Run {
    fake::Transport transport;
    fake::MemoryStore store;
    ServerCore core{store, transport, fake::SeededRandom{}};
    std::set<std::string> codes;  // every room code the core announced
    std::string lastRoom;
    Millis now = start;

    std::map<std::string, StoredRoom> snapshots() const {
        std::map<std::string, StoredRoom> all;
        for (const std::string& code : codes)
            if (auto room = core.roomSnapshot(code)) all.emplace(code, *room);
        return all;
    }

    std::string withNames(std::string frame) const {
        if (frame.find('$') == std::string::npos) return frame;
        const auto room = lastRoom.empty() ? std::nullopt : core.roomSnapshot(lastRoom);
        replaceAll(frame, "$room", lastRoom);
        replaceAll(frame, "$south", room ? room->south.token : "");
        replaceAll(frame, "$north", room ? room->north.token : "");
        return frame;
    }

    // Reads every message sent in this step: well formed, and the room
    // codes of `created` noted.
    void readSent() {
        for (const fake::Sent& sent : transport.sent) {
            fuzz::expect(sent.message.is_object(), "every message sent is a JSON object");
            const Json* type = member(sent.message, "type");
            fuzz::expect(type && type->is_string(), "every message sent has a type");
            if (*type == "created") {
                lastRoom = sent.message.at("room").get<std::string>();
                codes.insert(lastRoom);
            }
            if (*type == "chosen") {
                // A choice is announced, never shown: who chose, nothing more.
                const Json* by = member(sent.message, "by");
                fuzz::expect(sent.message.size() == 2 && by && (*by == "south" || *by == "north"),
                             "chosen names the chooser and no hole");
            }
            if (*type == "moved") {
                const Json* ply = member(sent.message, "ply");
                const Json* move = member(sent.message, "move");
                fuzz::expect(ply && ply->is_number_integer() && *ply >= 1 && move &&
                                 move->is_string() && !move->empty(),
                             "moved names the move and the plies after it");
            }
            if (*type == "error") {
                const Json* message = member(sent.message, "message");
                fuzz::expect(message && message->is_string() && !message->empty() &&
                                 message->get<std::string>().find('\n') == std::string::npos,
                             "an error says why, on one line");
            }
        }
    }

    void frame(ConnectionId from, std::string_view line) {
        const std::string text = withNames(std::string(line));
        // The reader alone: whatever it refuses, it names a code for.
        const auto read = readClientMessage(text);
        if (auto* error = std::get_if<MessageError>(&read))
            fuzz::expect(!error->message.empty(), "a refused message says why");
        step(from, [&] { core.receive(from, text, now); });
    }

    void binary(ConnectionId from) {
        step(from, [&] { core.binaryFrame(from, now); });
    }

    // Runs `act` (something `from` sent); when it was refused, checks that
    // the refusal changed nothing.
    template <typename Act>
    void step(ConnectionId from, Act act) {
        const auto rooms = snapshots();
        const auto stored = store.rooms;
        const std::size_t closed = transport.closed.size();
        transport.sent.clear();
        act();
        readSent();
        const bool refused = !transport.sent.empty() && transport.sent.front().to == from &&
                             transport.sent.front().message.value("type", "") == "error";
        if (!refused) return;
        fuzz::expect(transport.sent.size() == 1 || transport.closed.size() > closed,
                     "an error is heard by its sender alone");
        fuzz::expect(core.roomCount() == rooms.size(), "an error makes or removes no room");
        for (const auto& [code, before] : rooms)
            fuzz::expect(fake::sameRoom(*core.roomSnapshot(code), before),
                         "an error changes no room");
        fuzz::expect(store.rooms.size() == stored.size(), "an error writes no room");
        for (const auto& [code, row] : stored)
            fuzz::expect(fake::sameRoom(store.rooms.at(code), row), "an error writes no room");
    }

    // The store holds the core's rooms, each as the core holds it.
    void checkStore() const {
        fuzz::expect(store.rooms.size() == core.roomCount(), "the store holds every room, no more");
        for (const auto& [code, row] : store.rooms) {
            const auto held = core.roomSnapshot(code);
            fuzz::expect(held.has_value(), "a stored room is a room of the core");
            fuzz::expect(storedAsHeld(row, *held), "a room is stored as the core holds it");
        }
    }

    // A server started again on the store has every room as it was.
    void checkRestart() {
        fake::Transport quiet;
        ServerCore again(store, quiet, fake::SeededRandom{});
        fuzz::expect(again.restore(now) == store.rooms.size(), "every stored room is restored");
        for (const auto& [code, row] : store.rooms)
            fuzz::expect(fake::sameRoom(*again.roomSnapshot(code), row),
                         "a restored room is the stored one");
    }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // The core reports refused store writes on std::cerr: thousands a second
    // here. A stream without a buffer writes nothing.
    static const bool quiet = [] {
        std::cerr.rdbuf(nullptr);
        return true;
    }();
    (void)quiet;
    const std::string_view script(reinterpret_cast<const char*>(data), size);
    Run run;
    for (ConnectionId id = 1; id <= 3; ++id) run.core.connected(id, run.now);
    ConnectionId replacement[3] = {1, 2, 3};
    ConnectionId nextId = 4;

    std::size_t at = 0;
    while (at < script.size()) {
        std::size_t end = script.find('\n', at);
        if (end == std::string_view::npos) end = script.size();
        const std::string_view line = script.substr(at, end - at);
        at = end + 1;
        const char op = line.size() > 1 ? line[1] : ' ';
        if (op != '=') run.now += 1000;
        if (line.empty()) continue;
        const int slot = static_cast<unsigned char>(line[0]) % 3;
        const std::string_view rest = line.size() > 2 ? line.substr(2) : std::string_view();
        if (op == '!') {
            run.core.disconnected(replacement[slot], run.now);
            replacement[slot] = nextId++;
            run.core.connected(replacement[slot], run.now);
        } else if (op == '%') {
            run.binary(replacement[slot]);
        } else if (op == '#') {
            run.store.refuse = !run.store.refuse;
        } else if (op == '~') {
            run.now += 8 * 24 * 60 * 60 * 1000LL;
            run.transport.sent.clear();
            run.core.removeIdleRooms(run.now);
            run.readSent();
        } else {
            run.frame(replacement[slot], op == ' ' || op == '=' ? rest : line.substr(1));
        }
        run.checkStore();
    }
    run.store.refuse = false;
    run.checkRestart();
    return 0;
}
