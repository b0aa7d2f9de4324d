#include "app/ui/settings/appsettings.h"

#include <algorithm>
#include <cstdlib>

namespace cowrie::ui {

namespace {

constexpr int kDefaultStepMs = 220;
// The computer's moves go faster than the person's unless asked otherwise.
constexpr int kDefaultComputerStepMs = 80;
constexpr int kDefaultLevel = 1;

}  // namespace

AppSettings::AppSettings(QObject* parent)
    : QObject(parent), settings_(std::make_unique<QSettings>()) {}

AppSettings::AppSettings(const QString& fileName, QObject* parent)
    : QObject(parent), settings_(std::make_unique<QSettings>(fileName, QSettings::IniFormat)) {}

AppSettings::~AppSettings() = default;

bool AppSettings::store(const QString& key, const QVariant& value) {
    if (settings_->contains(key) && settings_->value(key) == value) return false;
    settings_->setValue(key, value);
    settings_->sync();
    return true;
}

int AppSettings::stepMs() const {
    return std::clamp(settings_->value("play/stepMs", kDefaultStepMs).toInt(), 0, 2000);
}

void AppSettings::setStepMs(int ms) {
    if (store("play/stepMs", std::clamp(ms, 0, 2000))) emit stepMsChanged();
}

int AppSettings::computerStepMs() const {
    return std::clamp(settings_->value("play/computerStepMs", kDefaultComputerStepMs).toInt(), -1,
                      2000);
}

void AppSettings::setComputerStepMs(int ms) {
    if (store("play/computerStepMs", std::clamp(ms, -1, 2000))) emit computerStepMsChanged();
}

bool AppSettings::sound() const {
    return settings_->value("play/sound", true).toBool();
}

void AppSettings::setSound(bool on) {
    if (store("play/sound", on)) emit soundChanged();
}

bool AppSettings::showCounts() const {
    return settings_->value("play/showCounts", true).toBool();
}

void AppSettings::setShowCounts(bool on) {
    if (store("play/showCounts", on)) emit showCountsChanged();
}

int AppSettings::aiLevel() const {
    return std::clamp(settings_->value("computer/level", kDefaultLevel).toInt(), 0, 4);
}

void AppSettings::setAiLevel(int level) {
    if (store("computer/level", std::clamp(level, 0, 4))) emit aiLevelChanged();
}

QVariantMap AppSettings::lastSetup() const {
    return settings_->value("games/lastSetup").toMap();
}

void AppSettings::setLastSetup(const QVariantMap& setup) {
    bool changed = store("games/lastSetup", setup);
    // Each game also remembers its own options for the next time it is chosen.
    const QString game = setup.value("game").toString();
    if (!game.isEmpty())
        changed = store("games/options/" + game, setup.value("options").toMap()) || changed;
    if (changed) emit lastSetupChanged();
}

QVariantMap AppSettings::lastOptionsFor(const QString& gameId) const {
    return settings_->value("games/options/" + gameId).toMap();
}

bool AppSettings::narrate() const {
    return settings_->value("play/narrate", false).toBool();
}

void AppSettings::setNarrate(bool on) {
    if (store("play/narrate", on)) emit narrateChanged();
}

bool AppSettings::welcomed() const {
    return settings_->value("app/welcomed", false).toBool();
}

void AppSettings::setWelcomed(bool shown) {
    if (store("app/welcomed", shown)) emit welcomedChanged();
}

bool AppSettings::highContrast() const {
    return settings_->value("look/highContrast", false).toBool();
}

void AppSettings::setHighContrast(bool on) {
    if (store("look/highContrast", on)) emit highContrastChanged();
}

namespace {

// The text sizes offered; any other value is taken to the nearest of them.
constexpr int kTextScales[] = {100, 125, 150};

int nearestTextScale(int percent) {
    int best = kTextScales[0];
    for (int s : kTextScales)
        if (std::abs(s - percent) < std::abs(best - percent)) best = s;
    return best;
}

}  // namespace

int AppSettings::textScale() const {
    return nearestTextScale(settings_->value("look/textScale", 100).toInt());
}

void AppSettings::setTextScale(int percent) {
    if (store("look/textScale", nearestTextScale(percent))) emit textScaleChanged();
}

QRect AppSettings::windowGeometry() const {
    return settings_->value("window/geometry").toRect();
}

void AppSettings::setWindowGeometry(const QRect& rect) {
    if (store("window/geometry", rect)) emit windowGeometryChanged();
}

QString AppSettings::language() const {
    return settings_->value("app/language", QString()).toString();
}

void AppSettings::setLanguage(const QString& code) {
    if (store("app/language", code)) emit languageChanged();
}

QString AppSettings::serverAddress() const {
    return settings_->value("online/serverAddress", QString()).toString();
}

void AppSettings::setServerAddress(const QString& address) {
    if (store("online/serverAddress", address.trimmed())) emit serverAddressChanged();
}

}  // namespace cowrie::ui
