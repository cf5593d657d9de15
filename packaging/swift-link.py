#!/usr/bin/env python3
"""Links a Swift program from every object file of its modules, as SwiftPM does.

Linking a program against static archives (what meson's executable() does) lets the linker
leave out every archive member that no symbol reference asks for, and with it the member's
protocol conformance records, which the Swift runtime finds by scanning, not by symbol: a
file that only adds a conformance (`extension T: P {}`) is dropped, a dynamic cast or a
generic type built from its mangled name then fails at run time (`notes` crashed at window
creation). SwiftPM links each module's object files directly; this does the same.

Usage: swift-link.py SWIFTC OUTPUT [LINK_ARG ...] -- MODULE ...
MODULEs: the program's module first, then the modules it needs, each as the NAME.objects
list packaging/swift-module.py writes (other outputs of its step, the .swiftmodule, are
skipped) or as a thin archive (whose members are paths relative to the archive's folder).
"""
import os
import subprocess
import sys


def members(archive):
    """The object files a module's NAME.objects list or thin archive names."""
    if archive.endswith(".objects"):
        with open(archive) as f:
            paths = [line.strip() for line in f if line.strip()]
        missing = [p for p in paths if not os.path.exists(p)]
        if missing:
            sys.exit(f"swift-link: {archive} names missing object files: {', '.join(missing)}")
        return paths
    listed = subprocess.run(["ar", "t", archive], check=True, capture_output=True, text=True).stdout.split()
    folder = os.path.dirname(os.path.abspath(archive))
    with open(archive, "rb") as f:
        thin = f.read(8) == b"!<thin>\n"
    if not thin:
        sys.exit(f"swift-link: {archive} is not a thin archive (meson's static libraries are): "
                 "link its objects directly instead")
    paths = [p if os.path.isabs(p) else os.path.join(folder, p) for p in listed]
    missing = [p for p in paths if not os.path.exists(p)]
    if missing:
        sys.exit(f"swift-link: {archive} names missing object files: {', '.join(missing)}")
    return paths


def main():
    args = sys.argv[1:]
    if "--" not in args or len(args) < 3:
        sys.exit("usage: swift-link.py SWIFTC OUTPUT [LINK_ARG ...] -- ARCHIVE ...")
    split = args.index("--")
    swiftc, output, link_args = args[0], args[1], args[2:split]
    objects = []
    for archive in args[split + 1:]:
        if not archive.endswith(".swiftmodule"):
            objects += members(archive)
    command = [swiftc, "-emit-executable", "-o", output] + link_args + objects
    sys.exit(subprocess.run(command).returncode)


if __name__ == "__main__":
    main()
