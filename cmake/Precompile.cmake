# Precompiled headers (issue 29). Most of a compile of the app's types, the
# QML module's compiled QML, mancala-cli and every test is parsing the same
# third-party headers (Qt, Qt Test, nlohmann-json, CLI11). They are parsed
# once per target here, and once per test folder: the tests of a folder reuse
# the header of one holder target (REUSE_FROM).
#
# Only third-party headers go in: a change to a project header never rebuilds
# a precompiled header, so touching one file rebuilds what it did before.
#
# The tests of one folder share their compile definitions with the holder
# where it matters: clang refuses a precompiled header when a macro has a
# different value on the command line (QT_TESTCASE_BUILDDIR differs by
# folder, hence a holder per folder); macros only one side defines are fine.
option(COWRIE_PCH "Precompile the Qt, CLI11 and nlohmann-json headers" ON)

# GCC 12 reports libstdc++'s inline functions read from a precompiled header
# as if they were project code, so its known false -Warray-bounds and
# -Wstringop-overflow in std::string's operator+ show up. The sanitizer build
# (clang, ASan) checks bounds for real.
function(cowrie_pch_warnings target)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    target_compile_options(${target} PRIVATE -Wno-array-bounds -Wno-stringop-overflow)
  endif()
endfunction()

# cowrie_precompile(TARGET HEADER...): TARGET's own precompiled header.
function(cowrie_precompile target)
  if(COWRIE_PCH)
    target_precompile_headers(${target} PRIVATE ${ARGN})
    cowrie_pch_warnings(${target})
  endif()
endfunction()

# cowrie_pch_holder(HOLDER LIBRARIES lib... HEADERS header...): a static
# library with one empty source, compiled like the tests of this folder (same
# libraries), whose precompiled header they reuse.
function(cowrie_pch_holder holder)
  if(NOT COWRIE_PCH)
    return()
  endif()
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "LIBRARIES;HEADERS")
  set(source ${CMAKE_CURRENT_BINARY_DIR}/${holder}.cpp)
  file(CONFIGURE OUTPUT ${source} CONTENT "// Holds the precompiled header of this folder's tests.\n")
  add_library(${holder} STATIC ${source})
  set_target_properties(${holder} PROPERTIES AUTOMOC OFF)
  target_link_libraries(${holder} PRIVATE ${arg_LIBRARIES})
  target_precompile_headers(${holder} PRIVATE ${arg_HEADERS})
  cowrie_pch_warnings(${holder})
endfunction()

# cowrie_reuse_pch(TARGET HOLDER): TARGET compiles with HOLDER's header.
function(cowrie_reuse_pch target holder)
  if(COWRIE_PCH)
    target_precompile_headers(${target} REUSE_FROM ${holder})
    cowrie_pch_warnings(${target})
    # A test's moc output is included by its .cpp, which leaves AUTOMOC's
    # mocs_compilation.cpp empty: loading the header for it cost more than
    # the whole file (117 CPU-s over the tests).
    set_source_files_properties(${CMAKE_CURRENT_BINARY_DIR}/${target}_autogen/mocs_compilation.cpp
      TARGET_DIRECTORY ${target} PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
  endif()
endfunction()
