#pragma once
// The TLS configuration of wss://: a PEM certificate (its chain may follow
// in the same file) and its PEM private key (RSA or EC).

#include <QSslConfiguration>
#include <QString>

namespace cowrie::net {

// False with a one-line `error` when a file cannot be read, holds no
// certificate or key, or TLS is not available.
bool loadTlsFiles(const QString& certFile, const QString& keyFile, QSslConfiguration* config,
                  QString* error);

}  // namespace cowrie::net
