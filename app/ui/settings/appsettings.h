#pragma once
// AppSettings: the player's preferences, kept with QSettings between runs:
// animation speed, sound, whether seed counts are shown, the computer's
// level, the last game set up (game, options, players) and the window's
// geometry. Every property writes through at once.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QRect>
#include <QSettings>
#include <QVariantMap>

#include <memory>

namespace cowrie::ui {

class AppSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    // Milliseconds a seed takes from pit to pit; 0 shows moves at once.
    Q_PROPERTY(int stepMs READ stepMs WRITE setStepMs NOTIFY stepMsChanged)
    // The same for the computer's moves, so that a long chain of them need
    // not be watched at the person's pace; -1: as fast as the person's.
    Q_PROPERTY(
        int computerStepMs READ computerStepMs WRITE setComputerStepMs NOTIFY computerStepMsChanged)
    Q_PROPERTY(bool sound READ sound WRITE setSound NOTIFY soundChanged)
    Q_PROPERTY(bool showCounts READ showCounts WRITE setShowCounts NOTIFY showCountsChanged)
    // 0 Novice .. 4 Master.
    Q_PROPERTY(int aiLevel READ aiLevel WRITE setAiLevel NOTIFY aiLevelChanged)
    // The last game set up, as GameSetup::toVariant() ({} before the first).
    Q_PROPERTY(QVariantMap lastSetup READ lastSetup WRITE setLastSetup NOTIFY lastSetupChanged)
    // The play screen narrates every move under the board.
    Q_PROPERTY(bool narrate READ narrate WRITE setNarrate NOTIFY narrateChanged)
    // The first launch's welcome (which suggests the lessons) was shown.
    Q_PROPERTY(bool welcomed READ welcomed WRITE setWelcomed NOTIFY welcomedChanged)
    // The high-contrast look: near-black surfaces, white text, one bright
    // accent, strong edges, and a flat board (Theme.qml, woodpainter.cpp).
    Q_PROPERTY(bool highContrast READ highContrast WRITE setHighContrast NOTIFY highContrastChanged)
    // The size of all text, in percent of the normal: 100, 125 or 150.
    Q_PROPERTY(int textScale READ textScale WRITE setTextScale NOTIFY textScaleChanged)
    // The app's language: "en", "ms", "id", "ta", "si", or "" (the default)
    // for the system's (Languages installs it).
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    // The game server a friend's game is joined on when the invite names
    // none ("host:port", or a ws:// or wss:// address); "" for the address
    // an invite gives, or this computer when hosting (app/ui/online/).
    Q_PROPERTY(
        QString serverAddress READ serverAddress WRITE setServerAddress NOTIFY serverAddressChanged)
    // The window's last geometry (empty before the first run).
    Q_PROPERTY(QRect windowGeometry READ windowGeometry WRITE setWindowGeometry NOTIFY
                   windowGeometryChanged)

  public:
    // The app's settings (organisation and application names of the app).
    explicit AppSettings(QObject* parent = nullptr);
    // Settings kept in the INI file `fileName` (tests).
    explicit AppSettings(const QString& fileName, QObject* parent = nullptr);
    ~AppSettings() override;

    int stepMs() const;
    void setStepMs(int ms);
    int computerStepMs() const;
    void setComputerStepMs(int ms);
    bool sound() const;
    void setSound(bool on);
    bool showCounts() const;
    void setShowCounts(bool on);
    int aiLevel() const;
    void setAiLevel(int level);
    QVariantMap lastSetup() const;
    void setLastSetup(const QVariantMap& setup);
    bool narrate() const;
    void setNarrate(bool on);
    bool welcomed() const;
    void setWelcomed(bool shown);
    bool highContrast() const;
    void setHighContrast(bool on);
    int textScale() const;
    void setTextScale(int percent);
    QRect windowGeometry() const;
    void setWindowGeometry(const QRect& rect);
    QString language() const;
    void setLanguage(const QString& code);
    QString serverAddress() const;
    void setServerAddress(const QString& address);

    // The options last used for game `gameId` ({} if none).
    Q_INVOKABLE QVariantMap lastOptionsFor(const QString& gameId) const;

  signals:
    void stepMsChanged();
    void computerStepMsChanged();
    void soundChanged();
    void showCountsChanged();
    void aiLevelChanged();
    void lastSetupChanged();
    void windowGeometryChanged();
    void welcomedChanged();
    void narrateChanged();
    void highContrastChanged();
    void textScaleChanged();
    void languageChanged();
    void serverAddressChanged();

  private:
    // Writes `value` under `key`; returns false when it was already stored.
    bool store(const QString& key, const QVariant& value);

    std::unique_ptr<QSettings> settings_;
};

}  // namespace cowrie::ui
