#include "net/server/tls_files.h"

#include <QFile>
#include <QSslCertificate>
#include <QSslKey>
#include <QSslSocket>

namespace cowrie::net {
namespace {

bool readFile(const QString& path, const char* what, QByteArray* data, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read the %1 file %2: %3")
                     .arg(QLatin1String(what), path, file.errorString());
        return false;
    }
    *data = file.readAll();
    return true;
}

}  // namespace

bool loadTlsFiles(const QString& certFile, const QString& keyFile, QSslConfiguration* config,
                  QString* error) {
    if (!QSslSocket::supportsSsl()) {
        *error = QStringLiteral("TLS is not available (no OpenSSL library found by Qt)");
        return false;
    }
    QByteArray certData, keyData;
    if (!readFile(certFile, "certificate", &certData, error) ||
        !readFile(keyFile, "key", &keyData, error))
        return false;
    const QList<QSslCertificate> chain = QSslCertificate::fromData(certData, QSsl::Pem);
    if (chain.isEmpty() || chain.first().isNull()) {
        *error = QStringLiteral("%1 holds no PEM certificate").arg(certFile);
        return false;
    }
    QSslKey key(keyData, QSsl::Rsa, QSsl::Pem);
    if (key.isNull()) key = QSslKey(keyData, QSsl::Ec, QSsl::Pem);
    if (key.isNull()) {
        *error =
            QStringLiteral("%1 holds no PEM private key (RSA or EC, unencrypted)").arg(keyFile);
        return false;
    }
    *config = QSslConfiguration::defaultConfiguration();
    config->setLocalCertificateChain(chain);
    config->setPrivateKey(key);
    // The server asks no certificate of its clients.
    config->setPeerVerifyMode(QSslSocket::VerifyNone);
    return true;
}

}  // namespace cowrie::net
