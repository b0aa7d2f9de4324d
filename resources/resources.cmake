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

add_executable(cowrie_make_art EXCLUDE_FROM_ALL ${CMAKE_SOURCE_DIR}/resources/art/make_art.cpp)
target_link_libraries(cowrie_make_art PRIVATE Qt6::Gui)
