# The board's images and sounds, compiled into the Cowrie module under
# qrc:/resources/. The images are painted by cowrie_make_art and the sounds
# written by sounds/make_sounds.py; both outputs are committed.
qt_add_resources(cowrie_ui "board_media"
  PREFIX /
  BASE ${CMAKE_SOURCE_DIR}
  FILES
    ${CMAKE_SOURCE_DIR}/resources/images/cowrie-back.png
    ${CMAKE_SOURCE_DIR}/resources/images/cowrie-teeth.png
    ${CMAKE_SOURCE_DIR}/resources/images/olinda-seed.png
    ${CMAKE_SOURCE_DIR}/resources/images/hand-south.png
    ${CMAKE_SOURCE_DIR}/resources/images/hand-north.png
    ${CMAKE_SOURCE_DIR}/resources/sounds/drop.wav
    ${CMAKE_SOURCE_DIR}/resources/sounds/capture.wav
)

# The lessons (docs/lesson-format.md), at qrc:/resources/lessons/<game>.json.
file(GLOB cowrie_lesson_files CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/resources/lessons/*.json)
qt_add_resources(cowrie_ui "lessons"
  PREFIX /
  BASE ${CMAKE_SOURCE_DIR}
  FILES ${cowrie_lesson_files}
)

# The puzzles (docs/puzzle-format.md), at qrc:/resources/puzzles/<game>.json:
# the puzzle page lists whichever games have a file.
file(GLOB cowrie_puzzle_files CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/resources/puzzles/*.json)
if(cowrie_puzzle_files)
  qt_add_resources(cowrie_ui "puzzles"
    PREFIX /
    BASE ${CMAKE_SOURCE_DIR}
    FILES ${cowrie_puzzle_files}
  )
endif()

# The rules of every game (docs/rules-format.md), read by the Rules page at
# qrc:/docs/rules/<game>.md, and their translations at
# qrc:/docs/rules/<lang>/<game>.md (every language folder: a page or a
# language added later is compiled in at the next build; RulesBook reads a
# missing page in English).
file(GLOB cowrie_rules_files CONFIGURE_DEPENDS
  ${CMAKE_SOURCE_DIR}/docs/rules/*.md
  ${CMAKE_SOURCE_DIR}/docs/rules/*/*.md)
qt_add_resources(cowrie_ui "rules_texts"
  PREFIX /
  BASE ${CMAKE_SOURCE_DIR}
  FILES ${cowrie_rules_files}
)

# Their texts, for Qt Linguist (cmake/LessonStrings.cmake).
include(${CMAKE_SOURCE_DIR}/cmake/LessonStrings.cmake)
cowrie_lesson_strings(cowrie_ui ${CMAKE_BINARY_DIR}/generated/lesson_strings.cpp ${cowrie_lesson_files})
# The game texts of the registry, for Qt Linguist (cmake/CoreTexts.cmake).
include(${CMAKE_SOURCE_DIR}/cmake/CoreTexts.cmake)
cowrie_core_texts(cowrie_ui ${CMAKE_BINARY_DIR}/generated/core_texts.cpp)

add_executable(cowrie_make_art EXCLUDE_FROM_ALL ${CMAKE_SOURCE_DIR}/resources/art/make_art.cpp)
target_link_libraries(cowrie_make_art PRIVATE Qt6::Gui)
