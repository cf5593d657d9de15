// gir-gen: generates the Swift wrappers of the Gtk target from GObject Introspection files.
//
//   gir-gen [--root DIR] [--gir-dir DIR] [--check] [--counts]
//
// Reads DIR/Tools/gir-gen/gir-allowlist.txt (DIR, the package folder, defaults to the current
// directory) and the `.gir` files it names from --gir-dir (default /usr/share/gir-1.0), and writes:
//   Sources/Bindings/Gtk/Generated/**         one file per class, one per enumeration/bit field
//   Tests/Programs/GtkGeneratedSmoke/*.swift  the smoke-test program (main.swift + one file per class)
//   Tests/GtkTests/GeneratedSmokeTests.swift
// then the same from Tools/gir-gen/adw-allowlist.txt for the Adw target (Sources/Bindings/Adw/Generated,
// Tests/Programs/AdwGeneratedSmoke, Tests/GtkTests/GeneratedAdwSmokeTests.swift) and from
// Tools/gir-gen/gtksource-allowlist.txt for the GtkSource target (Sources/Bindings/GtkSource/Generated,
// Tests/Programs/GtkSourceGeneratedSmoke, Tests/GtkTests/GeneratedGtkSourceSmokeTests.swift).
// With --check nothing is written: it exits 1 and lists every file that differs from a fresh
// generation (the drift test). --counts prints what the .gir files have, what the allow-list
// picks and what was generated.
import ArgumentParser
import Foundation

/// The `gir-gen` command: its options (swift-argument-parser reads them, rejects an unknown
/// one or a missing value with usage and exit status 64) and the generation.
@main
struct GirGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gir-gen",
        abstract: "Generates the Swift wrappers of the Gtk, Adw and GtkSource targets from GObject Introspection files.")

    @Option(name: .customLong("root"), help: ArgumentHelp("The package folder.", valueName: "DIR"))
    var root = FileManager.default.currentDirectoryPath

    @Option(name: .customLong("gir-dir"), help: ArgumentHelp("Where the .gir files are.", valueName: "DIR"))
    var girDirectory = "/usr/share/gir-1.0"

    @Flag(help: "Write nothing: exit 1 and list every file that differs from a fresh generation.")
    var check = false

    @Flag(help: "Print what the .gir files have, what the allow-lists pick and what was generated.")
    var counts = false

    func run() throws {
        let status = try generate()
        if status != 0 { throw ExitCode(status) }
    }

    private func generate() throws -> Int32 {
        var files: [String: String] = [:]
        var folders: [String] = []
        // gir-allowlist.txt (the Gtk target) and, when present, adw-allowlist.txt (the Adw target)
        // and gtksource-allowlist.txt (the GtkSource target).
        for name in ["gir-allowlist.txt", "adw-allowlist.txt", "gtksource-allowlist.txt"] {
            let allowListPath = root + "/" + AllowList.folder + "/" + name
            guard let text = try? String(contentsOfFile: allowListPath, encoding: .utf8) else {
                if name == "gir-allowlist.txt" { throw GeneratorError("cannot read \(allowListPath); pass --root with the package folder") }
                continue
            }
            var allowList = try AllowList.parse(text, path: name)
            if let base = allowList.uses {
                guard let baseText = try? String(contentsOfFile: root + "/" + AllowList.folder + "/" + base, encoding: .utf8) else {
                    throw GeneratorError("\(name): cannot read \(base) (named by `uses`)")
                }
                allowList.merge(using: try AllowList.parse(baseText, path: base))
            }
            var repository = GIRRepository()
            try GIRLoader.load(allowList.girFiles, from: girDirectory, into: &repository)
            let generator = try Generator(repository: repository, allowList: allowList)
            let output = try generator.generate()

            for (path, text) in output.files { files[allowList.outputFolder + "/" + path] = text }
            for (name, text) in SmokeEmitter.program(output.smoke, list: allowList) { files[allowList.smokeFolder + "/" + name] = text }
            files[allowList.outputFolder + "/GeneratedWrappers.swift"] = generator.registrations()
            files[allowList.smokeTestsPath] = SmokeEmitter.tests(output.smoke, list: allowList)
            folders += [allowList.outputFolder, allowList.smokeFolder]

            if counts {
                func show(_ label: String, _ c: Counts) {
                    print("\(label): \(c.classes) classes, \(c.constructors) constructors, \(c.methods) methods, \(c.properties) properties, \(c.signals) signals, \(c.enums) enums/flags, \(c.records) records")
                }
                show("\(allowList.module): in the .gir", output.inGIR)
                show("\(allowList.module): allow-listed", output.allowed)
                show("\(allowList.module): generated", output.generated)
            }
        }

        // Files in the generated folders that a fresh generation would not write.
        var stale: [String] = []
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder) else { continue }
            for case let path as String in enumerator where path.hasSuffix(".swift") {
                if files[folder + "/" + path] == nil { stale.append(folder + "/" + path) }
            }
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
}
