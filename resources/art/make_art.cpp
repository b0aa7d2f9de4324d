// Paints the seed and hand images of the board (resources/images/*.png).
// Run by hand after changing the art; the PNGs are committed:
//   cowrie_make_art <repo>/resources/images

#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QtMath>

namespace {

QImage canvas(int w, int h) {
    QImage image(w, h, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    return image;
}

// A soft contact shadow under an oval.
void shadow(QPainter& p, const QRectF& r) {
    for (int i = 0; i < 6; ++i) {
        const qreal g = i * r.height() * 0.025;
        p.setBrush(QColor(0, 0, 0, 22));
        p.setPen(Qt::NoPen);
        p.drawEllipse(r.adjusted(-g, -g, g, g).translated(r.width() * 0.03, r.height() * 0.1));
    }
}

// A money cowrie seen from its glossy back: cream, with a faint golden ring.
QImage cowrieBack() {
    QImage image = canvas(160, 120);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF body(14, 12, 128, 92);
    shadow(p, body);
    QRadialGradient shell(QPointF(62, 40), 90, QPointF(55, 32));
    shell.setColorAt(0, QColor("#fffdf6"));
    shell.setColorAt(0.45, QColor("#f4ead2"));
    shell.setColorAt(0.85, QColor("#d6c29a"));
    shell.setColorAt(1, QColor("#a88e63"));
    p.setBrush(shell);
    p.setPen(QPen(QColor("#8d744e"), 1.6));
    p.drawEllipse(body);
    // The dorsal ring of Monetaria moneta.
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(214, 160, 70, 110), 5));
    p.drawEllipse(body.adjusted(22, 17, -22, -17));
    // Gloss.
    QRadialGradient gloss(QPointF(60, 34), 30);
    gloss.setColorAt(0, QColor(255, 255, 255, 230));
    gloss.setColorAt(1, QColor(255, 255, 255, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(gloss);
    p.drawEllipse(QPointF(60, 34), 34, 18);
    return image;
}

// A cowrie turned over: the toothed slit along its flat underside.
QImage cowrieTeeth() {
    QImage image = canvas(160, 120);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF body(14, 12, 128, 92);
    shadow(p, body);
    QRadialGradient shell(QPointF(70, 46), 86, QPointF(64, 36));
    shell.setColorAt(0, QColor("#fbf4e4"));
    shell.setColorAt(0.6, QColor("#eadbb8"));
    shell.setColorAt(1, QColor("#a98f64"));
    p.setBrush(shell);
    p.setPen(QPen(QColor("#8d744e"), 1.6));
    p.drawEllipse(body);
    // The aperture, slightly S-shaped, and its teeth.
    QPainterPath slit;
    slit.moveTo(30, 60);
    slit.cubicTo(55, 52, 100, 68, 126, 58);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor("#4a3320"), 9, Qt::SolidLine, Qt::RoundCap));
    p.drawPath(slit);
    p.setPen(QPen(QColor("#f7eedb"), 2.4, Qt::SolidLine, Qt::RoundCap));
    for (int i = 0; i < 13; ++i) {
        const qreal t = 0.08 + i * 0.07;
        const QPointF c = slit.pointAtPercent(t);
        p.drawLine(c + QPointF(0, -7), c + QPointF(0, -3));
        p.drawLine(c + QPointF(1, 3), c + QPointF(1, 7));
    }
    QRadialGradient gloss(QPointF(58, 32), 24);
    gloss.setColorAt(0, QColor(255, 255, 255, 200));
    gloss.setColorAt(1, QColor(255, 255, 255, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(gloss);
    p.drawEllipse(QPointF(58, 32), 28, 13);
    return image;
}

// An olinda seed (Abrus precatorius): glossy scarlet with a black eye.
QImage olindaSeed() {
    QImage image = canvas(160, 120);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF body(18, 16, 124, 88);
    shadow(p, body);
    QRadialGradient red(QPointF(64, 44), 92, QPointF(56, 36));
    red.setColorAt(0, QColor("#ff5a3c"));
    red.setColorAt(0.5, QColor("#d61e12"));
    red.setColorAt(1, QColor("#7a0805"));
    p.setBrush(red);
    p.setPen(QPen(QColor("#5a0603"), 1.4));
    p.drawEllipse(body);
    // The black cap at the hilum end.
    QPainterPath cap;
    cap.addEllipse(body);
    QPainterPath cut;
    cut.addEllipse(QRectF(body.right() - 48, body.top() - 6, 70, body.height() + 12));
    QRadialGradient black(QPointF(118, 50), 40);
    black.setColorAt(0, QColor("#2a2a2a"));
    black.setColorAt(1, QColor("#050505"));
    p.setPen(Qt::NoPen);
    p.setBrush(black);
    p.drawPath(cap.intersected(cut));
    QRadialGradient gloss(QPointF(58, 36), 26);
    gloss.setColorAt(0, QColor(255, 255, 255, 220));
    gloss.setColorAt(1, QColor(255, 255, 255, 0));
    p.setBrush(gloss);
    p.drawEllipse(QPointF(58, 36), 30, 15);
    return image;
}

// A hand seen from above, palm up and cupped, fingers pointing up.
QImage hand(QColor skin, QColor shade) {
    QImage image = canvas(400, 440);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor line = shade.darker(130);
    auto finger = [&](QPointF base, qreal angle, qreal length, qreal width) {
        p.save();
        p.translate(base);
        p.rotate(angle);
        QLinearGradient g(-width / 2, 0, width / 2, 0);
        g.setColorAt(0, shade);
        g.setColorAt(0.45, skin.lighter(108));
        g.setColorAt(1, shade);
        p.setBrush(g);
        p.setPen(QPen(line, 2.5));
        p.drawRoundedRect(QRectF(-width / 2, -length, width, length + width * 0.6), width / 2,
                          width / 2);
        // Knuckle creases and the nail.
        p.setPen(QPen(QColor(line.red(), line.green(), line.blue(), 110), 2));
        p.drawLine(QPointF(-width * 0.3, -length * 0.38), QPointF(width * 0.3, -length * 0.38));
        p.drawLine(QPointF(-width * 0.3, -length * 0.68), QPointF(width * 0.3, -length * 0.68));
        p.restore();
    };
    // Shadow of the whole hand on the board.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 38));
    p.drawEllipse(QRectF(110, 190, 250, 230));
    finger({150, 190}, -14, 130, 50);
    finger({195, 175}, -3, 150, 52);
    finger({240, 180}, 8, 142, 50);
    finger({280, 200}, 20, 112, 44);
    // The palm, cupped: darker in the hollow.
    const QRectF palm(100, 160, 220, 230);
    QRadialGradient g(QPointF(205, 270), 140, QPointF(205, 285));
    g.setColorAt(0, shade);
    g.setColorAt(0.55, skin);
    g.setColorAt(0.9, skin.lighter(108));
    g.setColorAt(1, shade);
    p.setBrush(g);
    p.setPen(QPen(line, 3));
    p.drawRoundedRect(palm, 100, 110);
    // The thumb, folded along the palm's side.
    p.save();
    p.translate(128, 318);
    p.rotate(-28);
    QLinearGradient t(-28, 0, 28, 0);
    t.setColorAt(0, shade);
    t.setColorAt(0.5, skin.lighter(110));
    t.setColorAt(1, shade);
    p.setBrush(t);
    p.drawRoundedRect(QRectF(-27, -125, 54, 140), 27, 27);
    p.restore();
    // Palm creases.
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(line.red(), line.green(), line.blue(), 90), 3));
    QPainterPath crease;
    crease.moveTo(140, 230);
    crease.cubicTo(190, 250, 250, 235, 300, 215);
    crease.moveTo(150, 300);
    crease.cubicTo(175, 270, 220, 265, 260, 250);
    p.drawPath(crease);
    return image;
}

}  // namespace

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    const QDir out(argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("."));
    bool ok = cowrieBack().save(out.filePath("cowrie-back.png"));
    ok &= cowrieTeeth().save(out.filePath("cowrie-teeth.png"));
    ok &= olindaSeed().save(out.filePath("olinda-seed.png"));
    ok &= hand(QColor("#d39a6a"), QColor("#a86f45")).save(out.filePath("hand-south.png"));
    ok &= hand(QColor("#9a6038"), QColor("#6e3f20")).save(out.filePath("hand-north.png"));
    return ok ? 0 : 1;
}
