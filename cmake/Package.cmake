# `cpack -G DEB` in the build folder: a .deb of what cmake/Install.cmake
# installs, for Debian 12. The libraries the executables link come from
# dpkg-shlibdeps, versioned (libqt6core6, libqt6gui6, libqt6qml6,
# libqt6quick6, ...); the packages Qt loads at run time, which no linker
# sees, are listed here: add to cowrie_deb_depends.
set(CPACK_PACKAGE_NAME cowrie)
set(CPACK_PACKAGE_VENDOR "The Cowrie developers")
# Whoever publishes the package sets their own address.
set(COWRIE_DEB_MAINTAINER "The Cowrie developers <cowrie@localhost>" CACHE STRING
    "The Maintainer field of the .deb")
set(CPACK_PACKAGE_CONTACT "${COWRIE_DEB_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Mancala games of South and Southeast Asia")
set(CPACK_PACKAGE_DESCRIPTION
    "Pallankuzhi, Olinda keliya, Chonka, Congkak, Congklak, a three-row mancala and\n"
    "Kalah on a carved wooden board, against a friend or the computer, with\n"
    "lessons, the rules of every game and replays. mancala-cli plays, solves\n"
    "and checks the same games from the command line; cowrie-server holds games\n"
    "played over the network (a systemd unit, not enabled).")
list(JOIN CPACK_PACKAGE_DESCRIPTION "" CPACK_PACKAGE_DESCRIPTION)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(cowrie_deb_depends
    # The QML modules the app imports (qml/), and their own imports.
    qml6-module-qtqml
    qml6-module-qtqml-workerscript
    qml6-module-qtquick
    qml6-module-qtquick-controls
    qml6-module-qtquick-templates
    qml6-module-qtquick-layouts
    qml6-module-qtquick-window
    qml6-module-qtquick-shapes
    qml6-module-qtquick-dialogs
    # Qt Quick Dialogs' own file dialog lists folders with it; Debian's
    # package of the dialogs does not depend on it.
    qml6-module-qt-labs-folderlistmodel
    qml6-module-qtmultimedia
    # Tamil and Sinhala glyphs for the translations (issue 17).
    fonts-noto-core
    # cowrie-server (issue 31): Qt SQL loads its SQLite driver as a plugin,
    # which no linker sees; Qt WebSockets is linked (shlibdeps finds it too),
    # named here so the server's needs read in one place.
    libqt6sql6-sqlite
    libqt6websockets6)
list(JOIN cowrie_deb_depends ", " CPACK_DEBIAN_PACKAGE_DEPENDS)
# libqt6gui6 brings the xcb and offscreen platform plugins; Wayland's is apart.
# Qt's own words (standard buttons, file dialogs) in the players' languages.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, qt6-translations-l10n")

include(CPack)
