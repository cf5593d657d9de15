# Shared by Scripts/demo and Scripts/test: install what the project needs on a fresh
# Debian 12 machine (as root), or print the exact install line (otherwise).
# Re-running when everything is present installs nothing.

WGTK_APT_PACKAGES=(libgtk-4-dev libadwaita-1-dev pkg-config xvfb xauth fonts-dejavu-core dbus-daemon libxtst6)
# GtkSourceView 5 (the GtkSource target: Notes' Markdown editor) and cmark (the CommonMark target:
# Notes' list rows without Markdown markup) (issue 47).
WGTK_APT_PACKAGES+=(libgtksourceview-5-dev libcmark-dev)
# The AT-SPI suite (Tests/ATSPI): the accessibility bus and Debian's Python client.
WGTK_APT_PACKAGES+=(at-spi2-core python3-pyatspi)
# The demo: its German catalog (msgfmt), settings schema and GResource (glib-compile-*).
WGTK_APT_PACKAGES+=(gettext libglib2.0-bin)
# The state file's durability test reads the order of the demo's system calls (issue 36).
WGTK_APT_PACKAGES+=(strace)
# Blueprint (.blp) layouts, compiled by Plugins/BlueprintPlugin and meson (issue 33).
WGTK_APT_PACKAGES+=(blueprint-compiler)
# A notification server (org.freedesktop.Notifications) for the notification tests (issue 32).
WGTK_APT_PACKAGES+=(dunst)
# Installing Notes (Scripts/package-test, Scripts/deb): meson, the desktop-file and AppStream
# validators, and the Debian package tools (issue 37).
WGTK_APT_PACKAGES+=(meson ninja-build desktop-file-utils appstream dpkg-dev debhelper lintian)

wgtk_missing_packages() {
    local missing=()
    pkg-config --exists 'gtk4 >= 4.8' 2>/dev/null || missing+=(libgtk-4-dev pkg-config)
    # libadwaita 1.2 for the Adw target (Sources/Adw, generated from Adw-1.gir).
    pkg-config --exists 'libadwaita-1 >= 1.2' 2>/dev/null || missing+=(libadwaita-1-dev)
    [ -e /usr/share/gir-1.0/Adw-1.gir ] || missing+=(libadwaita-1-dev)
    # GtkSourceView 5.6 for the GtkSource target (generated from GtkSource-5.gir).
    pkg-config --exists 'gtksourceview-5 >= 5.6' 2>/dev/null || missing+=(libgtksourceview-5-dev)
    [ -e /usr/share/gir-1.0/GtkSource-5.gir ] || missing+=(libgtksourceview-5-dev)
    # cmark (CommonMark's reference parser) for the CommonMark target.
    pkg-config --exists 'libcmark >= 0.30' 2>/dev/null || missing+=(libcmark-dev)
    command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb)
    command -v xauth >/dev/null 2>&1 || missing+=(xauth)
    [ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
    command -v dbus-run-session >/dev/null 2>&1 || missing+=(dbus-daemon)
    # XTest: the GTK tests press real keys (Escape, Enter, Alt+Left) through the X server.
    compgen -G '/usr/lib/*/libXtst.so.6' >/dev/null || compgen -G '/usr/lib/libXtst.so.6' >/dev/null || missing+=(libxtst6)
    # The AT-SPI suite: at-spi-bus-launcher and pyatspi for the system Python.
    [ -x /usr/libexec/at-spi-bus-launcher ] || missing+=(at-spi2-core)
    /usr/bin/python3 -c 'import pyatspi' >/dev/null 2>&1 || missing+=(python3-pyatspi)
    # The demo: msgfmt (its German catalog), glib-compile-schemas/-resources (settings, GResource).
    command -v msgfmt >/dev/null 2>&1 || missing+=(gettext)
    command -v glib-compile-schemas >/dev/null 2>&1 || missing+=(libglib2.0-bin)
    [ -x /usr/bin/strace ] || missing+=(strace)
    command -v blueprint-compiler >/dev/null 2>&1 || missing+=(blueprint-compiler)
    [ -x /usr/bin/dunst ] || missing+=(dunst)
    command -v meson >/dev/null 2>&1 || missing+=(meson)
    command -v ninja >/dev/null 2>&1 || missing+=(ninja-build)
    command -v desktop-file-validate >/dev/null 2>&1 || missing+=(desktop-file-utils)
    command -v appstreamcli >/dev/null 2>&1 || missing+=(appstream)
    command -v dpkg-buildpackage >/dev/null 2>&1 || missing+=(dpkg-dev)
    command -v dh >/dev/null 2>&1 || missing+=(debhelper)
    command -v lintian >/dev/null 2>&1 || missing+=(lintian)
    printf '%s\n' "${missing[@]}" | sort -u | tr '\n' ' '
}

wgtk_install_dependencies() {
    local missing
    missing=$(wgtk_missing_packages)
    if [ -n "${missing// /}" ]; then
        if [ "$(id -u)" -ne 0 ]; then
            echo "WorkflowGtk needs: $missing" >&2
            echo "Install them with: sudo apt-get install -y ${WGTK_APT_PACKAGES[*]}" >&2
            exit 1
        fi
        echo "Installing: $missing" >&2
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq
        # shellcheck disable=SC2086
        apt-get install -y -qq --no-install-recommends $missing >/dev/null
    fi
    if ! command -v swift >/dev/null 2>&1; then
        echo "WorkflowGtk needs a Swift 6 toolchain on PATH (swift.org/install); none found." >&2
        exit 1
    fi
}

# Runs a command on a private D-Bus session bus (GtkApplication wants one; without it GTK
# warns "Unable to acquire session bus").
wgtk_with_session_bus() {
    if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ]; then
        # The private bus daemon complains when it cannot raise its fd limit in a container.
        dbus-run-session -- "$@" 2> >(grep -v 'Failed to set fd limit' >&2)
    else
        "$@"
    fi
}

# The environment GTK runs with under Xvfb: X11 backend, software renderer, no session bus,
# no accessibility bus, in-memory settings.
wgtk_headless_env() {
    export GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1
    # workflow-demo starts fresh (restores and saves no workflow state): every test and
    # script run begins on the welcome screen whatever an earlier run left.
    export WORKFLOW_DEMO_NO_RESTORE=1
}

# Compiles workflow-demo's (and the Notes example's) settings schema and message catalogs for a source-tree run into
# the build folder's share/ (<bin path>/../share: the demo looks beside its bin folder, as an
# installed one does in <prefix>/share). Run after `swift build`.
wgtk_compile_demo_data() {
    local share
    share="$(dirname "$(swift build --show-bin-path)")/share"
    mkdir -p "$share/glib-2.0/schemas"
    # The demo's schema and the Notes example's (Examples/Notes/data), in one cache.
    cp Resources/*.gschema.xml Examples/Notes/data/*.gschema.xml "$share/glib-2.0/schemas/"
    glib-compile-schemas --strict "$share/glib-2.0/schemas"
    local po lang
    for po in po/*.po; do
        lang=$(basename "$po" .po)
        mkdir -p "$share/locale/$lang/LC_MESSAGES"
        msgfmt --check -o "$share/locale/$lang/LC_MESSAGES/dev.workflowgtk.Demo.mo" "$po"
    done
    # The Notes example's catalogs (its own text domain).
    for po in Examples/Notes/po/*.po; do
        lang=$(basename "$po" .po)
        mkdir -p "$share/locale/$lang/LC_MESSAGES"
        msgfmt --check -o "$share/locale/$lang/LC_MESSAGES/dev.workflowgtk.Notes.mo" "$po"
    done
}

# Runs "$@" and prints how long it took, as `[time] NAME: N s` on stderr (CI logs show where
# the minutes go). A failing command stops the script as before (set -e).
# wgtk_logged_to FILE COMMAND...: runs COMMAND with its output shown and also written to
# FILE; returns COMMAND's status.
wgtk_logged_to() {
    local file=$1
    shift
    "$@" 2>&1 | tee "$file"
    return "${PIPESTATUS[0]}"
}

wgtk_timed() {
    local name=$1 start=$SECONDS
    shift
    "$@"
    echo "[time] $name: $((SECONDS - start)) s" >&2
}
