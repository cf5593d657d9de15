#!/usr/bin/env bash
# The search provider from outside, as GNOME Shell meets it: a private session bus starts
# PROVIDER through a D-Bus service file on the first GetInitialResultSet (activation, process
# start, reading the folder, the search), then the next calls find it running. Times are
# `dbus-send --print-reply`'s wall time (medians of ROUNDS), printed beside that of a call to
# the bus itself (dbus-send's own start and connection, which GNOME Shell does not pay: it
# keeps its connection). The tests call with `gdbus call`; dbus-send is lighter to time.
#   Benchmarks/SearchProviderBench/activation-bench.sh PROVIDER FOLDER [ROUNDS]
# PROVIDER: a release build (.build-meson/package-test/notes-search-provider, or
# `swift build -c release --product notes-search-provider`); FOLDER: e.g. notes-bench's
# /tmp/notes-bench-100000 (search-provider-bench --notes N fills /tmp/notes-bench-N).
set -euo pipefail
provider=$(realpath "$1")
folder=$(realpath "$2")
rounds=${3:-5}
work=$(mktemp -d /tmp/search-provider-activation.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/services"
printf '[D-BUS Service]\nName=dev.workflowgtk.Notes.SearchProvider\nExec=%s --folder %s\n' "$provider" "$folder" \
    >"$work/services/dev.workflowgtk.Notes.SearchProvider.service"
cat >"$work/bus.conf" <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig><type>session</type><listen>unix:path=$work/bus</listen><servicedir>$work/services</servicedir>
<policy context="default"><allow send_destination="*"/><allow receive_sender="*"/><allow own="*"/></policy></busconfig>
CONF
export DBUS_SESSION_BUS_ADDRESS=unix:path=$work/bus
ms() { # wall time of "$@" in ms
    local start end
    start=$(date +%s%N); "$@" >/dev/null; end=$(date +%s%N)
    echo $(((end - start) / 1000))
}
median() { sort -n | awk '{ v[NR] = $1 } END { printf "%.1f", v[int((NR + 1) / 2)] / 1000 }'; }
call() { dbus-send --session --print-reply --dest=dev.workflowgtk.Notes.SearchProvider /dev/workflowgtk/Notes/SearchProvider \
    "org.gnome.Shell.SearchProvider2.$1" "${@:2}"; }
own() { dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus org.freedesktop.DBus.GetId; }
for _ in $(seq "$rounds"); do
    dbus-daemon --config-file="$work/bus.conf" --nofork --nopidfile 2>/dev/null & daemon=$!
    while [ ! -S "$work/bus" ]; do sleep 0.01; done
    calls="$(ms call GetInitialResultSet array:string:garden) $(ms call GetInitialResultSet array:string:milk) \
$(ms call GetSubsearchResultSet array:string:note-1.md array:string:milk,s) \
$(ms call GetResultMetas array:string:note-1.md,note-2.md,note-3.md,note-4.md,note-5.md)"
    echo "$(ms own) $calls"
    kill "$daemon"; wait "$daemon" 2>/dev/null || true
    rm -f "$work/bus"
done >"$work/times"
bus_ms=$(cut -d' ' -f1 "$work/times" | median)
for column in 2 3 4 5; do
    name=$(echo "first GetInitialResultSet (activation) ; GetInitialResultSet ; GetSubsearchResultSet ; GetResultMetas (5)" | cut -d';' -f$((column - 1)))
    echo "${name# }: $(cut -d' ' -f$column "$work/times" | median) ms (a call to the bus itself: $bus_ms ms, not subtracted)"
done
echo "folder: $folder ($(ls "$folder" | wc -l) files), $rounds rounds"
