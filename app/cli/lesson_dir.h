#pragma once
// Where `lesson check` finds the app's own lessons when given no files:
// installed, beside the executable's prefix (bin/../share/cowrie/lessons,
// cmake/Install.cmake); in the build tree, the source folder
// resources/lessons.

#include <string>

namespace cowrie::cli {

std::string defaultLessonDir();

}  // namespace cowrie::cli
