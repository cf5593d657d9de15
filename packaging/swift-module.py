#!/usr/bin/env python3
"""Compiles one Swift module in one swiftc run, as SwiftPM's release build does.

meson 1.0.1's own Swift rule compiles a module twice (once for its object files and once more,
code generation included, for its .swiftmodule), each file by itself. meson.build calls this
instead, once per module: one whole-module compilation (-wmo) on as many threads as the machine
has cores, writing the .swiftmodule and one object file per source, and a list of those object
files (NAME.objects) for packaging/swift-link.py.

Usage: swift-module.py SWIFTC NAME OUTDIR [SWIFTC_ARG ...] -- SOURCE ...
Writes OUTDIR/NAME.swiftmodule, OUTDIR/NAME.objects and the objects in OUTDIR/NAME.o.d/.
"""
import json
import os
import subprocess
import sys


def main():
    args = sys.argv[1:]
    if "--" not in args or len(args) < 4:
        sys.exit("usage: swift-module.py SWIFTC NAME OUTDIR [SWIFTC_ARG ...] -- SOURCE ...")
    split = args.index("--")
    swiftc, name, outdir, swift_args = args[0], args[1], os.path.abspath(args[2]), args[3:split]
    sources = [os.path.abspath(s) for s in args[split + 1:]]
    if not sources:
        sys.exit(f"swift-module: module {name} has no sources")
    objdir = os.path.join(outdir, name + ".o.d")
    os.makedirs(objdir, exist_ok=True)
    # Numbered: two files of one module may share a base name in different folders.
    objects = [os.path.join(objdir, f"{i}-{os.path.basename(s)[:-len('.swift')]}.o") for i, s in enumerate(sources)]
    output_map = os.path.join(objdir, "output-file-map.json")
    with open(output_map, "w") as f:
        json.dump({s: {"object": o} for s, o in zip(sources, objects)}, f)
    threads = str(max(1, os.cpu_count() or 1))
    command = [swiftc, "-c", "-wmo", "-num-threads", threads, "-module-name", name,
               "-emit-module-path", os.path.join(outdir, name + ".swiftmodule"),
               "-output-file-map", output_map, "-I", outdir] + swift_args + sources
    result = subprocess.run(command)
    if result.returncode != 0:
        sys.exit(result.returncode)
    missing = [o for o in objects if not os.path.exists(o)]
    if missing:
        sys.exit(f"swift-module: swiftc wrote no object for {', '.join(missing)} (module {name})")
    with open(os.path.join(outdir, name + ".objects"), "w") as f:
        f.write("\n".join(objects) + "\n")


if __name__ == "__main__":
    main()
