import Foundation

/// The allow-list: which `.gir` files are read and which of their types and members are
/// generated. A line-based, hand-editable file (see `gir-allowlist.txt` for the format):
///
///     gir Gtk-4.0.gir                        # read a .gir file
///     max-version Gtk 4.8                    # newest API of a namespace to wrap
///     existing Gtk.Widget Widget             # a hand-written wrapper the generated code uses
///     existing-enum Gtk.Orientation Orientation
///     class Gtk.Switch                       # generate a class or interface
///     enum Gtk.SpinType                      # generate an enumeration or bit field
///     record Gtk.TextIter value              # a record: its methods on a hand-written struct
///     record Gtk.TreePath boxed              # (`value`: caller-allocated) or final class (`boxed`)
///     rename Gtk.Revealer.reveal-child revealsChild   # (a property: on every class that has one so named)
///     rename Adw.ApplicationWindow.new.app application   # a constructor argument's label
///     skip Gtk.Image.set_from_resource       # leave a member out
///     smoke-skip Gtk.Image.file              # leave a property out of the smoke test
///     c-import internal import CGtk          # the import line of generated files
///     nullable Gtk.TextView.extra-menu       # a getter that returns NULL without the annotation
///     nullable Gtk.Stack.get_page            # a method that returns NULL without the annotation
///     reads Gtk.TreeModel.get_path.iter      # a record argument the callee only reads (by value)
///     override Gtk.ToggleButton.new_with_label  # a constructor that overrides a hand-written init
///     designated Gtk.Box.new                 # a designated init (subclasses can call it as super.init)
///     after-init Gtk.ScrolledWindow.new nameScrollbars()  # a statement the init runs last
///     smoke-construct Gdk.Texture -          # how the smoke test makes one (`-`: no smoke test)
///     callback-objects GLib.CompareDataFunc # the callback's pointer arguments are GObjects
///     module Adw                             # the Swift module the files are for (default Gtk)
///     external Gtk.Switch Gtk.Switch         # a class generated for another module (Adw's list)
///     smoke-init SourceViewLibrary.initialize()  # a statement the smoke program runs before its tests
///                                            # (another module's default: Adwaita.initialize())
///     uses gir-allowlist.txt                 # that list's classes become external (Gtk.Name),
///                                            # its hand-written classes existing, its .gir files read
///
/// A list for a module other than `Gtk` (e.g. `adw-allowlist.txt`) writes to
/// `Sources/Bindings/<Module>/Generated`, its smoke program to `Tests/Programs/<Module>GeneratedSmoke` and its
/// test to `Tests/GtkTests/Generated<Module>SmokeTests.swift`; its generated code reaches the
/// Gtk target through public API and Gtk's `GeneratedBindings` SPI (the pointer helpers; see
/// `Sources/Bindings/Adw/GeneratedSupport.swift`).
struct AllowList {
    /// The folder of the allow-lists, relative to the package folder.
    static let folder = "Tools/gir-gen"

    /// The allow-list's file name, quoted in the header of every generated file.
    var fileName = "gir-allowlist.txt"
    /// The Swift module the generated files belong to.
    var module = "Gtk"
    /// Classes generated for another module: known to this one (superclasses, interfaces,
    /// arguments) but not emitted.
    var externalClasses: [String: String] = [:]
    /// Callbacks whose untyped pointer arguments are GObjects (`callback-objects`).
    var objectCallbacks: Set<String> = []
    /// Another allow-list whose module this one builds on (`uses`).
    var uses: String?
    var girFiles: [String] = []
    var maxVersions: [String: [Int]] = [:]
    var existingClasses: [String: String] = [:]
    var existingEnums: [String: String] = [:]
    var classes: [String] = []
    var enums: [String] = []
    /// Records (`record`), in order, and how each is held in Swift.
    var records: [String] = []
    var recordKinds: [String: RecordKind] = [:]
    var renames: [String: String] = [:]
    var skipped: Set<String> = []
    var smokeSkipped: Set<String> = []
    var smokeConstructions: [String: String] = [:]
    var nullable: Set<String> = []
    /// Record arguments (`NS.Type.method.parameter`) the callee only reads although their C
    /// type is not `const` (`reads`): passed by value, as a `const` one is.
    var readOnly: Set<String> = []
    var overrides: Set<String> = []
    /// Constructors emitted as designated initializers, so that a subclass's own initializer
    /// can call them (`super.init(.horizontal, spacing: 6)`).
    var designated: Set<String> = []
    /// Statements a constructor runs after adopting the new object (`after-init`), e.g. a
    /// call into a hand-written extension.
    var afterInit: [String: String] = [:]
    var swiftNames: [String: String] = [:]
    /// How generated files import the C module; must match the hand-written files
    /// (Swift rejects `import CGtk` in one file and `internal import CGtk` in another).
    var cImport = "import CGtk"
    /// The statement the smoke program runs once the display is open (`smoke-init`): the
    /// module's own start-up. Gtk's list needs none; another module's defaults to libadwaita's.
    var smokeInit: String?

    /// Parses the allow-list text; `path` is used in error messages.
    static func parse(_ text: String, path: String) throws -> AllowList {
        var list = AllowList()
        list.fileName = path
        var imports: [String] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let keyword = words.first else { continue }
            func fail() -> GeneratorError {
                GeneratorError("\(path):\(index + 1): cannot read `\(line.trimmingCharacters())`; see the format at the top of \(path)")
            }
            func args(_ n: Int) throws -> [String] {
                guard words.count == n + 1 else { throw fail() }
                return Array(words.dropFirst())
            }
            switch keyword {
            case "gir": list.girFiles.append(try args(1)[0])
            case "max-version":
                let a = try args(2)
                list.maxVersions[a[0]] = a[1].split(separator: ".").compactMap { Int($0) }
            case "existing": let a = try args(2); list.existingClasses[a[0]] = a[1]
            case "external": let a = try args(2); list.externalClasses[a[0]] = a[1]
            case "module": list.module = try args(1)[0]
            case "uses": list.uses = try args(1)[0]
            case "callback-objects": list.objectCallbacks.insert(try args(1)[0])
            case "existing-enum": let a = try args(2); list.existingEnums[a[0]] = a[1]
            case "class":
                guard words.count == 2 || (words.count == 4 && words[2] == "as") else { throw fail() }
                list.classes.append(words[1])
                if words.count == 4 { list.swiftNames[words[1]] = words[3] }
            case "enum":
                guard words.count == 2 || (words.count == 4 && words[2] == "as") else { throw fail() }
                list.enums.append(words[1])
                if words.count == 4 { list.swiftNames[words[1]] = words[3] }
            case "record":
                guard words.count == 3 || (words.count == 5 && words[3] == "as"),
                      let kind = RecordKind(rawValue: words[2]) else { throw fail() }
                list.records.append(words[1])
                list.recordKinds[words[1]] = kind
                if words.count == 5 { list.swiftNames[words[1]] = words[4] }
            case "nullable": list.nullable.insert(try args(1)[0])
            case "reads": list.readOnly.insert(try args(1)[0])
            case "override": list.overrides.insert(try args(1)[0])
            case "designated": list.designated.insert(try args(1)[0])
            case "after-init":
                guard words.count >= 3 else { throw fail() }
                list.afterInit[words[1]] = words.dropFirst(2).joined(separator: " ")
            case "smoke-construct":
                guard words.count >= 3 else { throw fail() }
                list.smokeConstructions[words[1]] = words.dropFirst(2).joined(separator: " ")
            case "smoke-init":
                guard words.count >= 2 else { throw fail() }
                list.smokeInit = words.dropFirst().joined(separator: " ")
            case "c-import":
                guard words.count >= 2 else { throw fail() }
                imports.append(words.dropFirst().joined(separator: " "))
                list.cImport = imports.joined(separator: "\n")
            case "rename": let a = try args(2); list.renames[a[0]] = a[1]
            case "skip": list.skipped.insert(try args(1)[0])
            case "smoke-skip": list.smokeSkipped.insert(try args(1)[0])
            default: throw fail()
            }
        }
        return list
    }

    /// Takes in the list this one `uses`: its generated classes as external, its hand-written
    /// classes as existing (both spelled with its module's name), its `.gir` files and its
    /// renames (a property GTK names alike has one Swift name in both modules).
    /// Its enumerations stay out: their C conversions are internal to its module.
    mutating func merge(using base: AllowList) {
        for file in base.girFiles where !girFiles.contains(file) { girFiles.append(file) }
        for (key, swiftName) in base.renames where renames[key] == nil { renames[key] = swiftName }
        objectCallbacks.formUnion(base.objectCallbacks)
        for (ns, version) in base.maxVersions where maxVersions[ns] == nil { maxVersions[ns] = version }
        for (name, swift) in base.existingClasses where existingClasses[name] == nil {
            existingClasses[name] = base.module + "." + swift
        }
        for name in base.classes where externalClasses[name] == nil {
            let swift = base.swiftNames[name] ?? String(name.split(separator: ".").last ?? "")
            externalClasses[name] = base.module + "." + swift
        }
    }

    /// Whether the files are for the Gtk target itself (which may use its internal helpers).
    var isCore: Bool { module == "Gtk" }
    /// The start-up statement of the smoke program, if any (see `smokeInit`).
    var smokeStartUp: String? { smokeInit ?? (isCore ? nil : "Adwaita.initialize()") }
    /// Where the class and enum files go.
    var outputFolder: String { "Sources/Bindings/\(module)/Generated" }
    /// Where the smoke program goes.
    var smokeFolder: String { "Tests/Programs/\(module)GeneratedSmoke" }
    /// The generated smoke suite.
    var smokeTestsPath: String { isCore ? "Tests/GtkTests/GeneratedSmokeTests.swift" : "Tests/GtkTests/Generated\(module)SmokeTests.swift" }

    /// Whether API introduced in `version` of namespace `ns` is within the allowed maximum.
    func allows(version: String?, in ns: String) -> Bool {
        guard let version, let max = maxVersions[ns] else { return true }
        let parts = version.split(separator: ".").compactMap { Int($0) }
        for (a, b) in zip(parts, max) where a != b { return a < b }
        return true
    }
}

/// How a record (`record` in the allow-list) is held in Swift.
enum RecordKind: String {
    /// A caller-allocated value (`GtkTextIter`, `GtkTreeIter`): a hand-written `struct` with a
    /// stored C value `cValue`; copying the struct copies the iterator, as GTK documents for
    /// stack-allocated iterators. Methods whose instance is not `const` are `mutating`.
    case value
    /// A heap-allocated boxed record (`GtkTreePath`): a hand-written final class holding
    /// `pointer`, made with `init(taking:)` (transfer full: the class frees it) or
    /// `init(copying:)` (transfer none: the class frees its own copy).
    case boxed
}

extension Substring {
    func trimmingCharacters() -> String {
        String(self).trimmingCharacters(in: .whitespaces)
    }
}
