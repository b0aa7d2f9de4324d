# Writes the AppStream metainfo from its template
# (resources/desktop/<id>.metainfo.xml.in), in script mode so that the build
# and tests/install/install_check.sh make it the same way:
#
#   cmake -DTEMPLATE=... -DOUTPUT=... -DVERSION=0.1 -DDATE=2026-12-02
#         [-DSCREENSHOT_BASE_URL=https://example.org/cowrie/] -P cmake/Metainfo.cmake
#
# AppStream takes screenshots only as web addresses. The template names each
# image by its path in the repository (docs/...png) after
# @SCREENSHOT_BASE_URL@; with an empty base address the <screenshots> block
# is left out, so that what is installed always validates.
cmake_minimum_required(VERSION 3.24)
foreach(required TEMPLATE OUTPUT VERSION DATE)
  if(NOT DEFINED ${required})
    message(FATAL_ERROR "Metainfo.cmake: -D${required}=... is missing")
  endif()
endforeach()
if(NOT DEFINED SCREENSHOT_BASE_URL)
  set(SCREENSHOT_BASE_URL "")
endif()
if(SCREENSHOT_BASE_URL AND NOT SCREENSHOT_BASE_URL MATCHES "^https?://.*/$")
  message(FATAL_ERROR "COWRIE_SCREENSHOT_BASE_URL must be a web address ending in '/': "
                      "${SCREENSHOT_BASE_URL}")
endif()

file(READ "${TEMPLATE}" text)
if(NOT text MATCHES "<screenshots>.*</screenshots>")
  message(FATAL_ERROR "Metainfo.cmake: no <screenshots> block in ${TEMPLATE}")
endif()
if(SCREENSHOT_BASE_URL STREQUAL "")
  string(REGEX REPLACE "\n[ ]*<screenshots>.*</screenshots>" "" text "${text}")
endif()
string(CONFIGURE "${text}" text @ONLY)
file(WRITE "${OUTPUT}" "${text}")
