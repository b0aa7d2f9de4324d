# The app's translations (issue 17): Malay, Indonesian, Tamil and Sinhala,
# with English as the source language. `cmake --build build/ci --target
# update_translations` runs lupdate over every source of the Cowrie module
# (its C++ in app/ui, its QML files, the generated tables of the lesson and
# game texts) and updates resources/translations/*.ts; the build compiles
# them (lrelease) into .qm files embedded in the module under qrc:/i18n/, so
# that the app and every test linking cowrie_ui carry them
# (app/ui/settings/languages.cpp loads them).
#
# The languages are the lines of resources/translations/languages.txt (code,
# plural forms, name), the one file a new language is added in. The app reads
# the same file, embedded as qrc:/i18n/languages.txt.
#
# A function, called from qml/CMakeLists.txt: lupdate reads the module's QML
# files relative to the list file that adds the translations.
function(cowrie_add_translations target)
  set(list_file ${CMAKE_SOURCE_DIR}/resources/translations/languages.txt)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${list_file})
  file(STRINGS ${list_file} lines REGEX "^[a-z]")
  set(ts_files "")
  foreach(line IN LISTS lines)
    string(REGEX MATCH "^[a-z]+" lang "${line}")
    list(APPEND ts_files ${CMAKE_SOURCE_DIR}/resources/translations/cowrie_${lang}.ts)
  endforeach()
  qt_add_resources(${target} cowrie_language_list
    PREFIX /i18n
    BASE ${CMAKE_SOURCE_DIR}/resources/translations
    FILES ${list_file})
  # The .qm files stay in this binary folder (no OUTPUT_LOCATION): from
  # elsewhere their resource names would start with "../".
  # -no-obsolete: a string gone from the sources leaves the files at once.
  qt_add_translations(${target}
    TS_FILES ${ts_files}
    RESOURCE_PREFIX /i18n
    LUPDATE_OPTIONS -source-language en -locations none -no-obsolete)
  # lupdate reads the game texts' table, which the build writes.
  add_dependencies(${target}_lupdate cowrie_core_texts)
endfunction()
