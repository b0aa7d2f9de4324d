#pragma once
// SIGINT and SIGTERM as a Qt signal: the handler only writes a byte to a
// pipe (the one thing safe in a signal handler); a QSocketNotifier on the
// other end turns it into `quitRequested` on the event loop.

#include <QObject>

class QSocketNotifier;

namespace cowrie::net {

class QuitSignals : public QObject {
    Q_OBJECT
  public:
    explicit QuitSignals(QObject* parent = nullptr);
    ~QuitSignals() override;
    // Installs the handlers; false with `error` when the pipe cannot be made.
    bool install(QString* error);

  signals:
    void quitRequested(int signalNumber);

  private:
    QSocketNotifier* notifier_ = nullptr;
};

}  // namespace cowrie::net
