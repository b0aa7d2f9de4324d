# The rules core's texts that the app shows (game names, regions,
# descriptions, presets, option names and choices, agreements, the reasons a
# round ends; app/ui/shared/coretext.h) as a C++ table of
# QT_TRANSLATE_NOOP("CoreText", ...) entries for Qt Linguist's lupdate, which
# cannot read them from the registry itself. Written at build time by a small
# program over the registry (cmake/write_core_texts.cpp), so that a new game's
# texts reach the .ts files with no list to edit; `update_translations`
# writes it first.
function(cowrie_core_texts target output)
  add_executable(cowrie_write_core_texts ${CMAKE_SOURCE_DIR}/cmake/write_core_texts.cpp)
  target_link_libraries(cowrie_write_core_texts PRIVATE cowrie_core)
  set_target_properties(cowrie_write_core_texts PROPERTIES AUTOMOC OFF)
  add_custom_command(OUTPUT ${output}
    COMMAND cowrie_write_core_texts ${output}
    DEPENDS cowrie_write_core_texts
    COMMENT "Listing the rules core's texts for Qt Linguist"
    VERBATIM)
  add_custom_target(cowrie_core_texts DEPENDS ${output})
  target_sources(${target} PRIVATE ${output})
endfunction()
