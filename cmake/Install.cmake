# Installing Cowrie like a desktop app (GNUInstallDirs places): the
# executables in bin/; the desktop entry, the AppStream metainfo and the icon
# (the SVG and PNGs rendered from it) under share/; mancala-cli's man page in
# man1 and the lessons it checks in share/cowrie/lessons. The build tree keeps working uninstalled: nothing here changes how
# the executables find their resources.
include(GNUInstallDirs)

set(COWRIE_APP_ID org.cowrie.Cowrie)
# The date of the release named by project()'s VERSION; change both together.
set(COWRIE_RELEASE_DATE 2026-12-02)
# AppStream takes screenshots only as web addresses: a packager who publishes
# the repository's docs/ folder sets this to the address of the repository's
# top folder (ending in "/"); left empty, the metainfo has no screenshots.
set(COWRIE_SCREENSHOT_BASE_URL "" CACHE STRING
    "Web address the metainfo's screenshot paths (docs/...png) are under; empty: no screenshots")

set(cowrie_desktop_dir ${PROJECT_SOURCE_DIR}/resources/desktop)

install(TARGETS cowrie mancala-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

install(FILES ${cowrie_desktop_dir}/${COWRIE_APP_ID}.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)

# The metainfo is written by cmake/Metainfo.cmake, which the install test
# also runs with a base address to validate the screenshots' variant.
set(cowrie_metainfo ${PROJECT_BINARY_DIR}/${COWRIE_APP_ID}.metainfo.xml)
add_custom_command(
  OUTPUT ${cowrie_metainfo}
  COMMAND ${CMAKE_COMMAND} -DTEMPLATE=${cowrie_desktop_dir}/${COWRIE_APP_ID}.metainfo.xml.in
          -DOUTPUT=${cowrie_metainfo} -DVERSION=${PROJECT_VERSION} -DDATE=${COWRIE_RELEASE_DATE}
          -DSCREENSHOT_BASE_URL=${COWRIE_SCREENSHOT_BASE_URL}
          -P ${PROJECT_SOURCE_DIR}/cmake/Metainfo.cmake
  DEPENDS ${cowrie_desktop_dir}/${COWRIE_APP_ID}.metainfo.xml.in
          ${PROJECT_SOURCE_DIR}/cmake/Metainfo.cmake
  COMMENT "Writing the AppStream metainfo"
  VERBATIM)
add_custom_target(cowrie_metainfo ALL DEPENDS ${cowrie_metainfo})
install(FILES ${cowrie_metainfo} DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)

# The icon: the SVG is the source; rsvg-convert (Debian: librsvg2-bin)
# renders the PNG sizes of the hicolor theme at build time.
install(FILES ${cowrie_desktop_dir}/${COWRIE_APP_ID}.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
find_program(COWRIE_RSVG_CONVERT rsvg-convert)
if(COWRIE_RSVG_CONVERT)
  set(cowrie_icon_pngs)
  foreach(size 16 22 24 32 48 64 128 256 512)
    set(png ${PROJECT_BINARY_DIR}/icons/${size}x${size}/${COWRIE_APP_ID}.png)
    add_custom_command(
      OUTPUT ${png}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/icons/${size}x${size}
      COMMAND ${COWRIE_RSVG_CONVERT} -w ${size} -h ${size} -o ${png}
              ${cowrie_desktop_dir}/${COWRIE_APP_ID}.svg
      DEPENDS ${cowrie_desktop_dir}/${COWRIE_APP_ID}.svg
      COMMENT "Rendering the ${size}x${size} icon")
    list(APPEND cowrie_icon_pngs ${png})
    install(FILES ${png} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
  endforeach()
  add_custom_target(cowrie_icons ALL DEPENDS ${cowrie_icon_pngs})
else()
  message(WARNING "rsvg-convert not found (Debian: librsvg2-bin): "
                  "only the SVG icon will be installed")
endif()

# The lessons, for `mancala-cli lesson check` (app/cli/lesson_dir.h); the app
# has its own copy in its resources.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/lessons/
        DESTINATION ${CMAKE_INSTALL_DATADIR}/cowrie/lessons FILES_MATCHING PATTERN "*.json")

install(FILES ${PROJECT_SOURCE_DIR}/docs/man/mancala-cli.1
        DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

# The game server (issue 31): cowrie-server in bin/, its man page, and a
# systemd unit in lib/systemd/system (where systemd looks under /usr and
# /usr/local alike). The unit is installed, never enabled: neither this nor
# the .deb starts a server; `systemctl enable --now cowrie-server` does.
# Its ExecStart names the executable under the prefix of the install itself
# (cpack installs under /usr whatever the build was configured with), so the
# unit is written when it is installed, not when the build is configured.
install(TARGETS cowrie-server RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${PROJECT_SOURCE_DIR}/docs/man/cowrie-server.1
        DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
set(cowrie_server_unit_in ${PROJECT_SOURCE_DIR}/resources/server/cowrie-server.service.in)
set(cowrie_server_unit ${PROJECT_BINARY_DIR}/install/cowrie-server.service)
install(CODE "
  set(COWRIE_SERVER_PATH \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/cowrie-server\")
  configure_file(\"${cowrie_server_unit_in}\" \"${cowrie_server_unit}\" @ONLY)
  file(INSTALL \"${cowrie_server_unit}\"
       DESTINATION \"\${CMAKE_INSTALL_PREFIX}/lib/systemd/system\")
")
