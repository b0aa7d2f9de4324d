#pragma once
// LessonStep: the step of a lesson the learner is on, as the lesson page
// shows it: where it is in the lesson, its kind, its text, the places it
// lights up and the arrows it draws, and whether the moves it shows have
// been watched. The LessonSession owns one and fills it on every new step;
// it decides nothing.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QVariantList>

namespace cowrie::ui {

class LessonStep : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A lesson step belongs to a LessonSession (step)")

  public:
    enum Kind { None, Read, Play, Predict };
    Q_ENUM(Kind)

    // What a step shows, compared before a change is announced.
    struct Values {
        int index = 0;
        int count = 0;
        Kind kind = None;
        // In English as the lesson file says it; translated on reading.
        QString sourceText;
        QVariantList highlighted;
        QVariantList arrows;
        bool watchable = false;
        bool watched = false;
        bool operator==(const Values&) const = default;
    };

  private:
    Q_PROPERTY(int index READ index NOTIFY changed)
    Q_PROPERTY(int count READ count NOTIFY changed)
    Q_PROPERTY(Kind kind READ kind NOTIFY changed)
    // In the language in use.
    Q_PROPERTY(QString text READ text NOTIFY changed)
    Q_PROPERTY(QVariantList highlighted READ highlighted NOTIFY changed)
    // [{from: place, to: place}, ...]
    Q_PROPERTY(QVariantList arrows READ arrows NOTIFY changed)
    // The step has moves to watch: those it shows, or those played in it.
    Q_PROPERTY(bool watchable READ watchable NOTIFY changed)
    // They have been shown on the board at least once.
    Q_PROPERTY(bool watched READ watched NOTIFY changed)

  public:
    explicit LessonStep(QObject* parent) : QObject(parent) {}

    int index() const { return values_.index; }
    int count() const { return values_.count; }
    Kind kind() const { return values_.kind; }
    QString text() const;
    QVariantList highlighted() const { return values_.highlighted; }
    QVariantList arrows() const { return values_.arrows; }
    bool watchable() const { return values_.watchable; }
    bool watched() const { return values_.watched; }

    const Values& values() const { return values_; }
    // Emits changed() only when something differs.
    void set(const Values& values);
    // The language changed: the text reads anew.
    void reword() { emit changed(); }

  signals:
    void changed();

  private:
    Values values_;
};

}  // namespace cowrie::ui
