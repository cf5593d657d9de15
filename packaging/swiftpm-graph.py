#!/usr/bin/env python3
"""Prints the module graph of SwiftPM executables for meson.build, read from Package.swift.

meson (1.0.1) cannot read Package.swift, and a dependency graph or file list written out by
hand in meson.build drifts as soon as someone adds a target or a file. So meson.build runs
this at configure time (`swift package dump-package`), and Package.swift stays the one place
that says which modules exist, what they depend on and where their sources are.

Output, one line per module, dependencies first, fields separated by tabs:
    system      NAME  MODULE_MAP_FOLDER  PKG_CONFIG_NAME
    library     NAME  DEPS  FILES
    executable  NAME  DEPS  FILES  PRODUCT_NAME
With several --product options the graphs are merged: a module they share is printed once,
so meson builds it once for all of them.
NAME: the module name (a target's name with '-' as '_', as SwiftPM has it).
DEPS: every Swift module NAME needs, transitively, in static link order (users before what
they use), comma-separated. FILES: absolute .swift paths, sorted, comma-separated. A product
of another package (e.g. swift-log's Logging) is a `library` whose sources are
`<package folder>/Sources/<product>`; package folders are given with --package-dir.
"""
import argparse
import json
import os
import subprocess
import sys


def fail(message):
    print(f"swiftpm-graph: {message}", file=sys.stderr)
    sys.exit(1)


def swift_files(folder, exclude=(), only=None):
    roots = [os.path.join(folder, s) for s in only] if only else [folder]
    excluded = [os.path.normpath(os.path.join(folder, e)) for e in exclude]
    files = []
    for root in roots:
        if os.path.isfile(root):
            candidates = [root]
        else:
            candidates = [os.path.join(d, f) for d, _, names in os.walk(root) for f in names]
        for path in candidates:
            path = os.path.normpath(path)
            if not path.endswith(".swift"):
                continue
            if any(path == e or path.startswith(e + os.sep) for e in excluded):
                continue
            files.append(path)
    if not files:
        fail(f"no .swift files in {folder}")
    if any("," in f or "\t" in f for f in files):
        fail(f"a file name under {folder} holds a comma or a tab")
    return sorted(files)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--swift", default="swift")
    parser.add_argument("--package-path", required=True)
    parser.add_argument("--product", required=True, action="append",
                        help="an executable product or executable target (repeatable)")
    parser.add_argument("--package-dir", action="append", default=[],
                        help="IDENTITY=FOLDER of a package dependency's sources")
    parser.add_argument("--scratch-path",
                        help="SwiftPM's build folder for reading the manifest (not the package's "
                             ".build, which a running `swift build` or `swift test` keeps locked)")
    args = parser.parse_args()

    package_dirs = dict(item.split("=", 1) for item in args.package_dir)
    root = os.path.abspath(args.package_path)
    scratch = ["--scratch-path", args.scratch_path] if args.scratch_path else []
    dump = subprocess.run([args.swift, "package", "--package-path", root, *scratch, "dump-package"],
                          check=False, capture_output=True, text=True)
    if dump.returncode != 0:
        fail("`swift package dump-package` failed:\n" + dump.stderr)
    package = json.loads(dump.stdout)
    targets = {t["name"]: t for t in package["targets"]}

    # An executable is an explicit product, or (as SwiftPM does for a root package) an
    # executable target, whose product has the target's name.
    main_targets = {}  # executable target name -> product name
    for product in args.product:
        products = [p for p in package["products"] if p["name"] == product]
        if len(products) == 1 and "executable" in products[0]["type"]:
            main_targets[products[0]["targets"][0]] = product
        elif targets.get(product, {}).get("type") == "executable":
            main_targets[product] = product
        else:
            fail(f"no executable product or executable target named {product} in Package.swift")

    def dependencies(target):
        """(kind, name, package) for each direct dependency of a target."""
        result = []
        for dependency in target["dependencies"]:
            (kind, value), = dependency.items()
            if kind in ("byName", "target"):
                result.append(("target", value[0], None))
            elif kind == "product":
                result.append(("product", value[0], value[1]))
            else:
                fail(f"unknown dependency kind {kind} in {target['name']}")
        return result

    order = []  # module names, dependencies first
    visiting = set()
    modules = {}  # name -> dict(kind, deps(direct names), ...)

    def visit(kind, name, package_identity):
        if name in modules:
            return
        if name in visiting:
            fail(f"dependency cycle through {name}")
        visiting.add(name)
        if kind == "product":
            folder = package_dirs.get(package_identity)
            if folder is None:
                fail(f"no --package-dir for package {package_identity} (product {name})")
            modules[name] = {"kind": "library", "deps": [],
                             "files": swift_files(os.path.join(folder, "Sources", name))}
        else:
            target = targets.get(name)
            if target is None:
                fail(f"unknown target {name}")
            folder = os.path.join(root, target.get("path") or os.path.join("Sources", name))
            direct = dependencies(target)
            for dep in direct:
                visit(*dep)
            if target["type"] == "system":
                modules[name] = {"kind": "system", "deps": [], "folder": folder,
                                 "pkg": target.get("pkgConfig") or ""}
            else:
                if target.get("resources"):
                    fail(f"{name} has resources (Bundle.module): the meson build has no equivalent")
                if target.get("settings"):
                    fail(f"{name} has swiftSettings/cSettings: meson 1.0.1 has no per-target flags; "
                         "add them to meson.build's project arguments and to this check")
                if target["type"] not in ("regular", "executable"):
                    fail(f"{name} is a {target['type']} target")
                modules[name] = {
                    "kind": "executable" if name in main_targets else "library",
                    "deps": [d[1] for d in direct],
                    "files": swift_files(folder, target.get("exclude") or [], target.get("sources")),
                }
        visiting.discard(name)
        order.append(name)

    for main_target in main_targets:
        visit("target", main_target, None)

    def closure(name):
        """Swift modules `name` needs, transitively, in static link order."""
        seen = []

        def walk(n):
            for d in modules[n]["deps"]:
                if modules[d]["kind"] != "system" and d not in seen:
                    seen.append(d)
                    walk(d)
        walk(name)
        # Link order: a module before every module it depends on (reverse topological).
        return sorted(seen, key=order.index, reverse=True)

    def c99(name):
        """The module name SwiftPM gives a target (`workflow-demo` -> `workflow_demo`)."""
        return name.replace("-", "_")

    for name in order:
        module = modules[name]
        if module["kind"] == "system":
            print("\t".join(["system", c99(name), module["folder"], module["pkg"]]))
        else:
            if module["kind"] == "library" and len(module["files"]) == 1:
                # swiftc compiles a lone file as a program's main file (it would define `main`,
                # and the app's link fails with "multiple definition of 'main'").
                fail(f"the module {name} has one Swift file ({module['files'][0]}); meson compiles it as a "
                     "program's main file: split it into two files")
            fields = [module["kind"], c99(name), ",".join(c99(d) for d in closure(name)), ",".join(module["files"])]
            if module["kind"] == "executable":
                fields.append(main_targets[name])
            print("\t".join(fields))


if __name__ == "__main__":
    main()
