#!/usr/bin/env bash
# usage: install_check.sh CMAKE BUILD_DIR
# Installs the built tree with `cmake --install --prefix /usr` into a
# temporary DESTDIR and checks what arrived: every expected file, the desktop
# entry (desktop-file-validate), the metainfo (appstreamcli validate
# --no-net), the man page (groff warnings, and every command and flag of
# `mancala-cli help` in it), that both installed executables run, and that
# the .deb depends on every QML module the app imports. The game server
# too: cowrie-server, its man page (every flag of its --help) and its
# systemd unit (systemd-analyze verify, not enabled), and that it starts
# and stops.
set -euo pipefail
cmake=$1
build=$2
id=org.cowrie.Cowrie

dest=$(mktemp -d "${TMPDIR:-/tmp}/cowrie-install.XXXXXX")
trap 'rm -rf "$dest"' EXIT
failures=0
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

DESTDIR=$dest "$cmake" --install "$build" --prefix /usr >/dev/null
root=$dest/usr

# Every file where it belongs.
sizes=(16 22 24 32 48 64 128 256 512)
expected=(
    bin/cowrie bin/mancala-cli bin/cowrie-server
    share/applications/$id.desktop
    share/metainfo/$id.metainfo.xml
    share/icons/hicolor/scalable/apps/$id.svg
    share/man/man1/mancala-cli.1
    share/man/man1/cowrie-server.1
    lib/systemd/system/cowrie-server.service
)
for size in "${sizes[@]}"; do expected+=("share/icons/hicolor/${size}x${size}/apps/$id.png"); done
for file in "${expected[@]}"; do
    [ -f "$root/$file" ] || fail "not installed: /usr/$file"
done
for exe in cowrie mancala-cli cowrie-server; do
    [ -x "$root/bin/$exe" ] || fail "not executable: /usr/bin/$exe"
done

# Each PNG is the size its folder names (width and height from the IHDR).
for size in "${sizes[@]}"; do
    png=$root/share/icons/hicolor/${size}x${size}/apps/$id.png
    [ -f "$png" ] || continue
    read -r w0 w1 w2 w3 h0 h1 h2 h3 < <(od -An -tu1 -j16 -N8 "$png")
    width=$(((w0 << 24) | (w1 << 16) | (w2 << 8) | w3))
    height=$(((h0 << 24) | (h1 << 16) | (h2 << 8) | h3))
    [ "$width" -eq "$size" ] && [ "$height" -eq "$size" ] ||
        fail "$png is ${width}x${height}, not ${size}x${size}"
done

# The desktop entry: valid, and naming the installed executable and icon.
desktop=$root/share/applications/$id.desktop
if [ -f "$desktop" ]; then
    desktop-file-validate "$desktop" || fail "desktop-file-validate $desktop"
    grep -qx "Exec=cowrie" "$desktop" || fail "the desktop entry does not run cowrie"
    grep -qx "Icon=$id" "$desktop" || fail "the desktop entry's icon is not $id"
fi

# The metainfo validates as installed, with no error and no warning. Built
# without COWRIE_SCREENSHOT_BASE_URL it has no screenshots (AppStream takes
# only web addresses); with one, each screenshot is under that address. The
# same template written with a base address (cmake/Metainfo.cmake, as the
# build runs it) validates too, and names screenshots the repository has.
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
validate() {
    local report status=0
    report=$(appstreamcli validate --no-net "$1" 2>&1) || status=$?
    echo "appstreamcli validate --no-net $2 (exit $status):"
    echo "$report"
    [ "$status" -eq 0 ] || fail "appstreamcli validate $2: exit $status"
    grep -qE '^[EW]: ' <<<"$report" && fail "appstreamcli validate $2: $(grep -E '^[EW]: ' <<<"$report")"
    return 0
}
# write_metainfo OUTPUT BASE_URL: the template written as the build writes it.
write_metainfo() {
    "$cmake" -DTEMPLATE="$source_dir/resources/desktop/$id.metainfo.xml.in" -DOUTPUT="$1" \
        -DVERSION=0.1 -DDATE=2026-12-02 -DSCREENSHOT_BASE_URL="$2" -P "$source_dir/cmake/Metainfo.cmake"
}
metainfo=$root/share/metainfo/$id.metainfo.xml
if [ -f "$metainfo" ]; then
    validate "$metainfo" "(as installed)"
    base=$(sed -n 's/^COWRIE_SCREENSHOT_BASE_URL:STRING=//p' "$build/CMakeCache.txt")
    for image in $(sed -n 's:.*<image>\(.*\)</image>.*:\1:p' "$metainfo"); do
        [ -n "$base" ] && [ "${image#"$base"}" != "$image" ] ||
            fail "installed screenshot $image is not under COWRIE_SCREENSHOT_BASE_URL ('$base')"
    done

    published=$dest/published.metainfo.xml
    url=https://example.org/cowrie/
    write_metainfo "$published" "$url"
    validate "$published" "(screenshots under $url)"
    images=$(sed -n 's:.*<image>\(.*\)</image>.*:\1:p' "$published")
    [ -n "$images" ] || fail "the metainfo's template has no screenshots"
    for image in $images; do
        [ -f "$source_dir/${image#"$url"}" ] || fail "no screenshot ${image#"$url"} in the repository"
    done
    # A base address that is not a web address fails the build's step.
    write_metainfo "$dest/bad.xml" docs 2>/dev/null &&
        fail "Metainfo.cmake took 'docs' for a screenshot base address"
fi

# The man page: no groff warnings, and every command and flag of the usage
# text documented.
man=$root/share/man/man1/mancala-cli.1
if [ -f "$man" ]; then
    warnings=$(LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -z "$man" 2>&1)
    [ -z "$warnings" ] || fail "groff warnings in the man page: $warnings"
    text=$(LC_ALL=C groff -man -Tascii -P-cbou "$man" 2>/dev/null)
    usage=$("$root/bin/mancala-cli" help)
    commands=$(sed -n '/^Commands/,/^$/p' <<<"$usage" | sed -n 's/^  \([a-z][a-z-]*\)\( .*\)\?$/\1/p')
    [ -n "$commands" ] || fail "no commands found in mancala-cli help"
    for command in $commands; do
        grep -qE "^       $command( |$)" <<<"$text" || fail "the man page has no entry for '$command'"
    done
    for flag in $(grep -oE -- '--[a-z][a-z-]*' <<<"$usage" | sort -u); do
        grep -qF -- "$flag" <<<"$text" || fail "the man page does not mention $flag"
    done
    echo "man page: $(wc -w <<<"$commands") commands and" \
        "$(grep -oE -- '--[a-z][a-z-]*' <<<"$usage" | sort -u | wc -l) flags of the usage text documented"
fi

# The server's man page: no groff warnings, every flag of its --help.
server_man=$root/share/man/man1/cowrie-server.1
if [ -f "$server_man" ] && [ -x "$root/bin/cowrie-server" ]; then
    warnings=$(LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -z "$server_man" 2>&1)
    [ -z "$warnings" ] || fail "groff warnings in cowrie-server's man page: $warnings"
    text=$(LC_ALL=C groff -man -Tascii -P-cbou "$server_man" 2>/dev/null)
    flags=$("$root/bin/cowrie-server" --help | grep -oE -- '--[a-z][a-z-]*' | sort -u)
    [ -n "$flags" ] || fail "no flags found in cowrie-server --help"
    for flag in $flags; do
        grep -qF -- "$flag" <<<"$text" || fail "cowrie-server's man page does not mention $flag"
    done
    echo "cowrie-server's man page: $(wc -w <<<"$flags") flags of --help documented"
fi

# The systemd unit: it runs the installed server as a user of its own with
# its rooms in /var/lib/cowrie-server, systemd reads it without a complaint
# (a copy naming the executable where it was installed here), and the
# install enabled nothing (no /etc at all).
unit=$root/lib/systemd/system/cowrie-server.service
if [ -f "$unit" ]; then
    grep -qxE 'ExecStart=/usr/bin/cowrie-server --data /var/lib/cowrie-server( .*)?' "$unit" ||
        fail "the unit does not run /usr/bin/cowrie-server --data /var/lib/cowrie-server"
    for line in DynamicUser=yes StateDirectory=cowrie-server NoNewPrivileges=yes \
        ProtectSystem=strict WantedBy=multi-user.target; do
        grep -qx "$line" "$unit" || fail "the unit has no $line"
    done
    [ ! -e "$dest/etc" ] || fail "the install wrote to /etc (a unit enabled?): $(find "$dest/etc")"
    if command -v systemd-analyze >/dev/null; then
        sed "s#^ExecStart=/usr/bin/#ExecStart=$root/bin/#" "$unit" >"$dest/cowrie-server.service"
        report=$(systemd-analyze verify --man=no "$dest/cowrie-server.service" 2>&1) ||
            fail "systemd-analyze verify failed on the unit: $report"
        [ -z "$report" ] || fail "systemd-analyze verify complains of the unit: $report"
        security=$(systemd-analyze security --offline=yes "$dest/cowrie-server.service" 2>&1 |
            grep -o 'Overall exposure level.*' || true)
        echo "the unit verifies; systemd-analyze security: ${security:-no score}"
    else
        echo "systemd-analyze not found: the unit's syntax is not checked"
    fi
fi

# The installed server starts on a free port, says so, and stops cleanly on
# SIGTERM, its database made in the folder it was given.
if [ -x "$root/bin/cowrie-server" ]; then
    "$root/bin/cowrie-server" --port 0 --host localhost --data "$dest/rooms" \
        >"$dest/server.out" 2>&1 &
    server_pid=$!
    for _ in $(seq 200); do
        grep -q . "$dest/server.out" && break
        kill -0 "$server_pid" 2>/dev/null || break
        sleep 0.1
    done
    first=$(head -n1 "$dest/server.out")
    [[ $first =~ ^listening\ on\ [1-9][0-9]*$ ]] ||
        fail "the installed cowrie-server's first line is not 'listening on PORT': '$first'"
    kill -TERM "$server_pid" 2>/dev/null || true
    stopped=0
    wait "$server_pid" || stopped=$?
    [ "$stopped" -eq 0 ] || fail "the installed cowrie-server exited $stopped on SIGTERM"
    [ -f "$dest/rooms/cowrie-server.sqlite" ] || fail "cowrie-server made no database in --data"
    echo "installed cowrie-server: '$first', stopped with status $stopped"
fi

# The installed executables run on their own.
"$root/bin/mancala-cli" games >/dev/null || fail "the installed mancala-cli games failed"
lessons=$("$root/bin/mancala-cli" lesson check) || fail "the installed mancala-cli lesson check failed"
[ "$(ls "$root/share/cowrie/lessons"/*.json | wc -l)" -gt 0 ] || fail "no lessons installed"
echo "installed lesson check: $lessons"
# ... and it read the installed lessons: emptied, it names their folder.
mv "$root/share/cowrie/lessons" "$root/share/cowrie/lessons.away"
mkdir "$root/share/cowrie/lessons"
message=$("$root/bin/mancala-cli" lesson check 2>&1) || true
grep -qF "$root/share/cowrie/lessons" <<<"$message" ||
    fail "the installed mancala-cli did not look for its lessons in /usr/share/cowrie/lessons: $message"
home=$dest/home
mkdir -p "$home"
started=0
HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data XDG_CACHE_HOME=$home/cache \
    QT_QPA_PLATFORM=offscreen timeout 5 "$root/bin/cowrie" || started=$?
[ "$started" -eq 124 ] || fail "the installed cowrie did not keep running (exit $started)"

# The .deb depends on the Debian package of every QML module the app
# imports (QtQuick.Dialogs is qml6-module-qtquick-dialogs).
depends=$(sed -n 's/^set(CPACK_DEBIAN_PACKAGE_DEPENDS "\(.*\)")$/\1/p' "$build/CPackConfig.cmake")
[ -n "$depends" ] || fail "no CPACK_DEBIAN_PACKAGE_DEPENDS in $build/CPackConfig.cmake"
modules=$(grep -rhoE '^import Qt[A-Za-z.]*' "$source_dir/qml" --include=*.qml | awk '{print $2}' | sort -u)
for module in $modules; do
    package=qml6-module-$(tr 'A-Z.' 'a-z-' <<<"$module")
    grep -qE "(^|, )$package(,|$)" <<<"$depends" || fail "the .deb does not depend on $package ($module)"
done
echo "the .deb depends on the packages of $(wc -w <<<"$modules") QML modules"
# ... and on what cowrie-server loads: Qt SQL's SQLite plugin (no linker
# sees it) and Qt WebSockets.
for package in libqt6sql6-sqlite libqt6websockets6; do
    grep -qE "(^|, )$package(,|$)" <<<"$depends" || fail "the .deb does not depend on $package"
done

[ "$failures" -eq 0 ] || exit 1
echo "installed and valid: ${#expected[@]} files"
