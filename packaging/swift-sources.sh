#!/bin/sh
# Prints the .swift files under each folder given, one a line, sorted (meson has no glob).
# Used by meson.build at configure time: re-run `meson setup --reconfigure` after adding a file.
set -eu
for dir in "$@"; do
    find "$dir" -type f -name '*.swift' | LC_ALL=C sort
done
