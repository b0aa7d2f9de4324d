#include "app/ui/online/onlinegame.h"

#include <QClipboard>
#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>

#include "app/ui/online/hostedserver.h"
#include "app/ui/online/invite.h"
#include "app/ui/online/onlinelink.h"
#include "app/ui/play/gamesession.h"
#include "app/ui/play/savestore.h"
#include "app/ui/settings/appsettings.h"
#include "core/state_json.h"

namespace cowrie::ui {

using cowrie::Json;

namespace {

const QStringList kPhrases{QStringLiteral("hello"), QStringLiteral("good-move"),
                           QStringLiteral("good-game"), QStringLiteral("thanks"),
                           QStringLiteral("oops")};
// The contract's limit of a player's name.
constexpr int kMaxName = 32;

QString text(const Json& message, const char* key) {
    const Json* value = cowrie::member(message, key);
    return value && value->is_string() ? QString::fromStdString(value->get<std::string>())
                                       : QString();
}

std::optional<cowrie::Side> sideNamed(const QString& name) {
    if (name == QLatin1String("south")) return cowrie::Side::South;
    if (name == QLatin1String("north")) return cowrie::Side::North;
    return std::nullopt;
}

// The options of a state object as a setup keeps them (words).
RawOptions optionsOf(const Json& state) {
    RawOptions options;
    const Json* given = cowrie::member(state, "options");
    if (!given || !given->is_object()) return options;
    for (const auto& [key, value] : given->items()) {
        if (value.is_string())
            options.emplace_back(key, value.get<std::string>());
        else if (value.is_boolean())
            options.emplace_back(key, value.get<bool>() ? "true" : "false");
        else if (value.is_number_integer())
            options.emplace_back(key, std::to_string(value.get<long long>()));
    }
    return options;
}

std::vector<std::string> moveTexts(const Json& message) {
    std::vector<std::string> moves;
    const Json* list = cowrie::member(message, "moves");
    if (!list || !list->is_array()) return moves;
    for (const Json& move : *list)
        if (move.is_string()) moves.push_back(move.get<std::string>());
    return moves;
}

std::optional<bool> flag(const Json& message, const char* key) {
    const Json* value = cowrie::member(message, key);
    if (!value || !value->is_boolean()) return std::nullopt;
    return value->get<bool>();
}

}  // namespace

OnlineGame::OnlineGame(GameSession* session, QObject* parent)
    : QObject(parent),
      session_(session),
      link_(new OnlineLink(this)),
      hosted_(new HostedServer(this)) {
    connect(link_, &OnlineLink::opened, this, &OnlineGame::onOpened);
    connect(link_, &OnlineLink::dropped, this, &OnlineGame::onDropped);
    connect(link_, &OnlineLink::message, this, &OnlineGame::onMessage);
    connect(link_, &OnlineLink::retryTick, this, &OnlineGame::changed);
}

OnlineGame::~OnlineGame() = default;

// ---- what QML reads ----

QString OnlineGame::phase() const {
    if (!active_) return QStringLiteral("idle");
    if (failed_) return QStringLiteral("failed");
    if (over_) return QStringLiteral("over");
    if (!seat_.valid()) return QStringLiteral("starting");
    if (!link_->connected()) return QStringLiteral("reconnecting");
    if (opponentName_.isEmpty()) return QStringLiteral("waiting");
    return QStringLiteral("playing");
}

bool OnlineGame::connected() const {
    return active_ && link_->connected();
}

sides::Side OnlineGame::mySide() const {
    return active_ && seat_.valid() ? sides::of(seat_.side) : sides::NoSide;
}

QString OnlineGame::invite() const {
    if (seat_.room.isEmpty() || publicAddress_.isEmpty()) return {};
    return online::inviteText(publicAddress_, seat_.room);
}

QString OnlineGame::statusText() const {
    const QString p = phase();
    if (p == QLatin1String("idle")) return {};
    if (p == QLatin1String("failed"))
        return errorText_.isEmpty() ? tr("Could not connect.") : errorText_;
    if (p == QLatin1String("starting"))
        return tr("Connecting to %1…")
            .arg(seat_.address.isEmpty() ? publicAddress_ : seat_.address);
    if (p == QLatin1String("reconnecting")) {
        const int seconds = link_->secondsToRetry();
        if (seconds <= 0) return tr("Connection lost; reconnecting…");
        return tr("Connection lost; reconnecting in %n s", nullptr, seconds);
    }
    if (p == QLatin1String("waiting")) return tr("Waiting for your friend to join.");
    if (p == QLatin1String("over"))
        return opponentPresent_ ? tr("Game over; %1 is still here.").arg(opponentName_)
                                : tr("Game over.");
    return opponentPresent_ ? tr("Connected: playing %1.").arg(opponentName_)
                            : tr("%1 is away; the game waits.").arg(opponentName_);
}

QStringList OnlineGame::phrases() const {
    return kPhrases;
}

QString OnlineGame::phraseText(const QString& phrase) const {
    if (phrase == QLatin1String("hello")) return tr("Hello!");
    if (phrase == QLatin1String("good-move")) return tr("Good move!");
    if (phrase == QLatin1String("good-game")) return tr("Good game!");
    if (phrase == QLatin1String("thanks")) return tr("Thanks!");
    if (phrase == QLatin1String("oops")) return tr("Oops!");
    return {};
}

void OnlineGame::copyInvite() const {
    if (auto* app = qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        app->clipboard()->setText(invite());
}

// ---- starting ----

void OnlineGame::reset() {
    link_->close();
    active_ = failed_ = over_ = false;
    opponentPresent_ = false;
    opponentName_.clear();
    seat_ = {};
    publicAddress_.clear();
    errorText_.clear();
    firstMessage_.reset();
    expected_.clear();
}

QString OnlineGame::defaultName(const QString& name) const {
    // The server takes 1 to 32 characters, none of them a control character.
    QString printable;
    for (const QChar c : name)
        if (c.isPrint() || c.isSpace() || c.isSurrogate()) printable += c;
    const QString trimmed = printable.simplified();
    //: The name an online player is given who typed none.
    return trimmed.isEmpty() ? tr("Player") : trimmed.left(kMaxName);
}

QString OnlineGame::hostedDataDir() const {
    return QDir(session_->saveStore()->directory()).filePath(QStringLiteral("hosted"));
}

bool OnlineGame::startHosting(quint16 port) {
    QString error;
    if (!hosted_->start(hostedDataDir(), port, error)) {
        fail(tr("The game server could not start: %1").arg(error));
        return false;
    }
    const QString local = QStringLiteral("127.0.0.1:") + QString::number(hosted_->port());
    seat_.address = local;
    seat_.port = hosted_->port();
    publicAddress_ =
        online::localNetworkAddress() + QLatin1Char(':') + QString::number(hosted_->port());
    return true;
}

bool OnlineGame::host(const QVariantMap& setupMap, const QString& name) {
    leave();
    GameSetup setup = GameSetup::fromVariant(setupMap);
    setup.mode = modes::Online;
    setup.libraryId.clear();
    std::string error;
    if (!setup.makeMatch(error)) {
        active_ = true;
        fail(QString::fromStdString(error));
        return false;
    }
    active_ = true;
    seat_.role = QStringLiteral("host");
    myName_ = defaultName(name);
    hostSetup_ = setup;
    if (!startHosting(hostPort_)) return false;
    QString seat = setupMap.value(QStringLiteral("seat")).toString();
    if (seat != QLatin1String("north") && seat != QLatin1String("random"))
        seat = QStringLiteral("south");
    Json options = Json::object();
    for (const auto& [key, value] : setup.options) options[key] = value;
    firstMessage_ = Json{{"type", "create"},
                         {"game", setup.gameId.toStdString()},
                         {"options", options},
                         {"seat", seat.toStdString()},
                         {"name", myName_.toStdString()}};
    connectTo(seat_.address);
    return true;
}

bool OnlineGame::join(const QString& inviteLine, const QString& roomCode, const QString& name) {
    leave();
    active_ = true;
    QString line = inviteLine.trimmed();
    if (line.isEmpty()) line = AppSettings().serverAddress();
    const auto parsed = online::parseInvite(line);
    if (!parsed) {
        fail(line.isEmpty() ? tr("Paste the invite, or give the server's address in Settings.")
                            : tr("\"%1\" is no invite nor server address.").arg(line));
        return false;
    }
    const QString room = roomCode.trimmed().isEmpty() ? parsed->room : roomCode.trimmed().toUpper();
    if (room.isEmpty()) {
        fail(tr("The invite names no room: give the room code too."));
        return false;
    }
    seat_.role = QStringLiteral("join");
    seat_.address = parsed->address;
    seat_.room = room;
    publicAddress_ = parsed->address;
    myName_ = defaultName(name);
    firstMessage_ =
        Json{{"type", "join"}, {"room", room.toStdString()}, {"name", myName_.toStdString()}};
    connectTo(seat_.address);
    return true;
}

void OnlineGame::resumeSeat(const OnlineSeat& seat, const QString& opponentName) {
    reset();
    active_ = true;
    seat_ = seat;
    opponentName_ = opponentName;
    myName_ = session_->names().of(seat.side);
    publicAddress_ = seat.address;
    if (seat.role == QLatin1String("host")) {
        // The server of a hosted game starts again, on its port if it is free.
        if (!startHosting(quint16(seat.port))) return;
        session_->setOnlineSeat(seat_);
    }
    connectTo(seat_.address);
}

void OnlineGame::connectTo(const QString& address) {
    link_->open(online::serverUrl(address));
    announce();
}

void OnlineGame::leave() {
    if (!active_) return;
    reset();
    hosted_->stop();
    session_->onlineLeft();
    announce();
}

void OnlineGame::release() {
    if (!active_) return;
    reset();
    hosted_->stop();
    announce();
}

// ---- the connection ----

void OnlineGame::onOpened() {
    if (seat_.valid()) {
        link_->send(Json{{"type", "resume"},
                         {"room", seat_.room.toStdString()},
                         {"token", seat_.token.toStdString()}});
    } else if (firstMessage_) {
        link_->send(*firstMessage_);
    }
    announce();
}

void OnlineGame::onDropped() {
    // Before any seat, a server not reached is a failure to say, not to wait for.
    if (!seat_.valid()) {
        fail(tr("Could not reach the server at %1: %2").arg(seat_.address, link_->lastError()));
        return;
    }
    opponentPresent_ = false;
    announce();
}

void OnlineGame::onMessage(const Json& message) {
    const QString type = text(message, "type");
    if (type == QLatin1String("created"))
        onSeated(message, true);
    else if (type == QLatin1String("joined"))
        onSeated(message, false);
    else if (type == QLatin1String("resumed"))
        onResumed(message);
    else if (type == QLatin1String("moved"))
        onMoved(message);
    else if (type == QLatin1String("chosen")) {
        const auto by = sideNamed(text(message, "by"));
        if (by && seat_.valid() && *by != seat_.side) session_->onlineOpponentChosen();
    } else if (type == QLatin1String("opponent"))
        setOpponent(text(message, "name"), flag(message, "present").value_or(false));
    else if (type == QLatin1String("over"))
        onOver(message);
    else if (type == QLatin1String("said")) {
        const QString phrase = text(message, "phrase");
        if (kPhrases.contains(phrase)) emit phraseSaid(false, phrase, phraseText(phrase));
    } else if (type == QLatin1String("error"))
        onError(message);
}

void OnlineGame::onSeated(const Json& message, bool created) {
    if (seat_.valid() || !firstMessage_) return;
    const auto side = sideNamed(text(message, "seat"));
    const Json* state = cowrie::member(message, "state");
    if (!side || !state || !state->is_object()) return fail(tr("The server's answer is damaged."));
    firstMessage_.reset();
    if (created) seat_.room = text(message, "room");
    seat_.token = text(message, "token");
    seat_.side = *side;
    GameSetup setup = created ? hostSetup_ : GameSetup{};
    if (!created) {
        const Json* game = cowrie::member(*state, "game");
        setup.gameId = game && game->is_string() ? QString::fromStdString(game->get<std::string>())
                                                 : QString();
        setup.options = optionsOf(*state);
    }
    setup.mode = modes::Online;
    // Each player's own row at the bottom of their screen, whatever seat the
    // server gave (a guest's, or a host's drawn at random).
    setup.turned = *side == cowrie::Side::North;
    setup.start.clear();
    setup.libraryId.clear();
    setup.online = seat_;
    (*side == cowrie::Side::South ? setup.southName : setup.northName) = myName_;
    const QString opponent = created ? QString() : text(message, "opponent");
    (*side == cowrie::Side::South ? setup.northName : setup.southName) = opponent;
    expected_[0] = *state;
    // Known before the game begins, so that it begins with the friend there.
    opponentName_ = opponent;
    QString error;
    if (!session_->beginOnline(setup, {}, error)) return fail(error);
    setOpponent(opponent, flag(message, "present").value_or(!created));
}

void OnlineGame::onResumed(const Json& message) {
    const Json* state = cowrie::member(message, "state");
    const std::vector<std::string> moves = moveTexts(message);
    if (state && state->is_object()) expected_[int(moves.size())] = *state;
    QString error;
    if (!session_->onlineResumed(moves, flag(message, "chosen"), flag(message, "opponentChosen"),
                                 error))
        setError(error);
    else
        setError({});
    setOpponent(text(message, "opponent"), flag(message, "present").value_or(false));
}

void OnlineGame::onMoved(const Json& message) {
    const Json* state = cowrie::member(message, "state");
    const Json* ply = cowrie::member(message, "ply");
    if (state && ply && ply->is_number_integer()) expected_[ply->get<int>()] = *state;
    QString error;
    if (!session_->onlineMoved(text(message, "by").toStdString(),
                               text(message, "move").toStdString(), error))
        setError(error);
}

void OnlineGame::onOver(const Json& message) {
    over_ = true;
    const QString reason = text(message, "reason");
    session_->onlineOver(reason.toStdString(), sideNamed(text(message, "by")));
    if (reason == QLatin1String("abandoned"))
        setError(tr("The server gave up this game: nobody played it for a week."));
    announce();
}

void OnlineGame::onError(const Json& message) {
    const QString code = text(message, "code");
    const QString said = text(message, "message");
    // Before a seat, or a seat the server no longer knows: nothing to wait for.
    if (!seat_.valid() || code == QLatin1String("bad-token") ||
        code == QLatin1String("no-such-room")) {
        if (code == QLatin1String("no-such-room"))
            return fail(tr("There is no room %1 on that server.").arg(seat_.room));
        if (code == QLatin1String("room-full"))
            return fail(tr("Room %1 has two players already.").arg(seat_.room));
        return fail(tr("The server refused: %1").arg(said));
    }
    // A move refused (a stale ply after a reconnection, say): the person
    // moves again on the server's game.
    session_->onlineRefused(said);
    setError(tr("The server refused: %1").arg(said));
}

// ---- the session's side ----

bool OnlineGame::sendMove(const std::string& move, int ply) {
    if (!active_ || !seat_.valid() || over_) return false;
    return link_->send(Json{{"type", "move"}, {"move", move}, {"ply", ply}});
}

bool OnlineGame::sendResign() {
    if (!active_ || !seat_.valid() || over_) return false;
    return link_->send(Json{{"type", "resign"}});
}

bool OnlineGame::say(const QString& phrase) {
    if (!kPhrases.contains(phrase) || !active_ || !seat_.valid()) return false;
    if (!link_->send(Json{{"type", "say"}, {"phrase", phrase.toStdString()}})) return false;
    emit phraseSaid(true, phrase, phraseText(phrase));
    return true;
}

void OnlineGame::checkPosition(const cowrie::Match& match) {
    const int ply = match.moveCount();
    const auto found = expected_.find(ply);
    if (found == expected_.end()) return;
    const Json expected = found->second;
    expected_.erase(expected_.begin(), std::next(found));
    if (cowrie::stateToJson(match.rules(), match.position()) == expected) return;
    setError(tr("This board differs from the server's after move %1; the server's game is "
                "brought back.")
                 .arg(ply));
    // The server's whole game comes back with `resumed`.
    link_->send(Json{{"type", "resume"},
                     {"room", seat_.room.toStdString()},
                     {"token", seat_.token.toStdString()}});
}

void OnlineGame::setOpponent(const QString& name, bool present) {
    if (!name.isEmpty()) {
        opponentName_ = name;
        session_->setOnlineOpponentName(name);
    }
    opponentPresent_ = present && !name.isEmpty();
    announce();
}

void OnlineGame::fail(const QString& error) {
    failed_ = true;
    errorText_ = error;
    link_->close();
    if (seat_.role == QLatin1String("host") && !seat_.valid()) hosted_->stop();
    announce();
}

void OnlineGame::setError(const QString& error) {
    if (error == errorText_) return;
    errorText_ = error;
    announce();
}

void OnlineGame::announce() {
    emit changed();
}

}  // namespace cowrie::ui
