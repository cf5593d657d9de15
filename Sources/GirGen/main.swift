// gir-gen: generates the Swift wrappers of the Gtk target from GObject Introspection files.
//
//   gir-gen [--root DIR] [--gir-dir DIR] [--check] [--counts]
//
// Reads DIR/gir-allowlist.txt (DIR defaults to the current directory) and the `.gir` files it
// names from --gir-dir (default /usr/share/gir-1.0), and writes:
//   Sources/Gtk/Generated/**            one file per class, one per enumeration/bit field
//   Sources/GtkGeneratedSmoke/*.swift    the smoke-test program (main.swift + one file per class)
//   Tests/GtkTests/GeneratedSmokeTests.swift
// With --check nothing is written: it exits 1 and lists every file that differs from a fresh
// generation (the drift test). --counts prints what the .gir files have, what the allow-list
// picks and what was generated.
import Foundation

func run() throws -> Int32 {
    var root = FileManager.default.currentDirectoryPath
    var girDirectory = "/usr/share/gir-1.0"
    var check = false, counts = false
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
        switch argument {
        case "--root": root = arguments.popFirst() ?? root
        case "--gir-dir": girDirectory = arguments.popFirst() ?? girDirectory
        case "--check": check = true
        case "--counts": counts = true
        default: throw GeneratorError("unknown argument \(argument); usage: gir-gen [--root DIR] [--gir-dir DIR] [--check] [--counts]")
        }
    }
    let allowListPath = root + "/gir-allowlist.txt"
    guard let text = try? String(contentsOfFile: allowListPath, encoding: .utf8) else {
        throw GeneratorError("cannot read \(allowListPath); pass --root with the package folder")
    }
    let allowList = try AllowList.parse(text, path: "gir-allowlist.txt")
    var repository = GIRRepository()
    try GIRLoader.load(allowList.girFiles, from: girDirectory, into: &repository)
    let generator = try Generator(repository: repository, allowList: allowList)
    let output = try generator.generate()

    var files: [String: String] = [:]
    for (path, text) in output.files { files["Sources/Gtk/Generated/" + path] = text }
    for (name, text) in SmokeEmitter.program(output.smoke) { files["Sources/GtkGeneratedSmoke/" + name] = text }
    files["Sources/Gtk/Generated/GeneratedWrappers.swift"] = generator.registrations()
    files["Tests/GtkTests/GeneratedSmokeTests.swift"] = SmokeEmitter.tests(output.smoke)

    // Files in the generated folders that a fresh generation would not write.
    var stale: [String] = []
    for folder in ["Sources/Gtk/Generated", "Sources/GtkGeneratedSmoke"] {
        guard let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder) else { continue }
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            if files[folder + "/" + path] == nil { stale.append(folder + "/" + path) }
        }
    }

    if counts {
        func show(_ label: String, _ c: Counts) {
            print("\(label): \(c.classes) classes, \(c.constructors) constructors, \(c.methods) methods, \(c.properties) properties, \(c.signals) signals, \(c.enums) enums/flags")
        }
        show("in Gtk-4.0.gir", output.inGIR)
        show("allow-listed", output.allowed)
        show("generated", output.generated)
    }

    if check {
        var differences: [String] = []
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let existing = try? String(contentsOfFile: root + "/" + path, encoding: .utf8)
            if existing != text { differences.append(path) }
        }
        differences += stale
        if differences.isEmpty {
            print("gir-gen: \(files.count) generated files match")
            return 0
        }
        print("gir-gen: generated files differ from a fresh generation (run Scripts/generate and commit):")
        for path in differences { print("  \(path)") }
        return 1
    }

    for path in stale { try FileManager.default.removeItem(atPath: root + "/" + path) }
    for (path, text) in files {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if (try? String(contentsOf: url, encoding: .utf8)) != text {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }
    print("gir-gen: wrote \(files.count) files (\(stale.count) stale removed)")
    return 0
}

do {
    exit(try run())
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
