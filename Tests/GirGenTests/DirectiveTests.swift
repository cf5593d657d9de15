import Testing
@testable import gir_gen

/// Each allow-list directive, run on `MiniGIR`'s small `.gir`: the emitted Swift with the
/// directive, and the same generation without it (so each expectation fails when the generator
/// ignores the directive).
@Suite("gir-gen allow-list directives")
struct DirectiveTests {
    @Test("designated: the constructor is a designated init that adopts through super.init (convenience and self.init without it)")
    func designated() throws {
        let with = MiniGIR.initializer("init(label: String)", in: try MiniGIR.frob("designated Gtk.Frob.new"))
        #expect(with.hasPrefix("init(label: String) {"))
        #expect(try MiniGIR.frob("designated Gtk.Frob.new").contains("    public init(label: String) {"))
        #expect(with.contains("super.init(unsafeAdopting: pointer, ownership: .full)"))
        #expect(!with.contains("self.init("))
        let without = try MiniGIR.frob()
        #expect(without.contains("    public convenience init(label: String) {"))
        #expect(!without.contains("    public init(label: String) {"))
        #expect(MiniGIR.initializer("init(label: String)", in: without).contains("self.init(unsafeAdopting: pointer, ownership: .full)"))
        // Only the named constructor changes.
        #expect(try MiniGIR.frob("designated Gtk.Frob.new").contains("    public convenience init(count: Int) {"))
    }

    @Test("after-init: the statement runs last in that initializer only, after the object is adopted")
    func afterInit() throws {
        let file = try MiniGIR.frob("after-init Gtk.Frob.new configure(parts: 2)")
        let body = MiniGIR.initializer("init(label: String)", in: file)
        let adopt = try #require(body.range(of: "self.init(unsafeAdopting: pointer, ownership: .full)"))
        let statement = try #require(body.range(of: "        configure(parts: 2)\n    }\n"), "the statement is the init's last line")
        #expect(adopt.upperBound <= statement.lowerBound)
        #expect(!MiniGIR.initializer("init(count: Int)", in: file).contains("configure"))
        #expect(file.contains("then runs `configure(parts: 2)`"), "the doc comment says so")
        // With `designated` too: after super.init.
        let designated = MiniGIR.initializer("init(label: String)", in: try MiniGIR.frob("designated Gtk.Frob.new\nafter-init Gtk.Frob.new configure(parts: 2)"))
        #expect(designated.contains("super.init(unsafeAdopting: pointer, ownership: .full)\n        configure(parts: 2)\n    }"))
        #expect(!(try MiniGIR.frob()).contains("configure"))
    }

    @Test("override: the constructor overrides a hand-written superclass init")
    func override() throws {
        #expect(try MiniGIR.frob("override Gtk.Frob.new_with_count").contains("    public override convenience init(count: Int) {"))
        #expect(try MiniGIR.frob().contains("    public convenience init(count: Int) {"))
    }

    @Test("rename: a property, a method, a signal (NS.Type::signal) and a constructor argument's label")
    func rename() throws {
        let file = try MiniGIR.frob("""
        rename Gtk.Frob.label caption
        rename Gtk.Frob.spin rotate
        rename Gtk.Frob::poked onNudge
        rename Gtk.Frob.new.label _
        """)
        #expect(file.contains("public var caption: String {"))
        #expect(file.contains("public func rotate() {\n        gtk_frob_spin(cGtkFrob)"))
        #expect(file.contains("public func onNudge(_ handler: @escaping @MainActor () -> Void)"))
        #expect(file.contains("public convenience init(_ label: String) {"))
        let plain = try MiniGIR.frob()
        #expect(plain.contains("public var label: String {") && plain.contains("public func spin() {"))
        #expect(plain.contains("public func onPoked(") && plain.contains("init(label: String)"))
        #expect(!plain.contains("caption") && !plain.contains("rotate") && !plain.contains("onNudge"))
    }

    @Test("rename of a property renames the property of that name on every class")
    func renameReachesEveryClass() throws {
        let files = try MiniGIR.generate("class Gtk.Knob\nrename Gtk.Frob.label caption")
        let knob = try #require(files["Sources/Bindings/Gtk/Generated/Knob.swift"])
        #expect(knob.contains("public var caption: String {") && !knob.contains("public var label"))
        let plain = try #require(try MiniGIR.generate("class Gtk.Knob")["Sources/Bindings/Gtk/Generated/Knob.swift"])
        #expect(plain.contains("public var label: String {"))
    }

    @Test("rename: two names for one property name stop the generator, naming both")
    func conflictingPropertyRenames() {
        #expect {
            try MiniGIR.generate("class Gtk.Knob\nrename Gtk.Frob.label caption\nrename Gtk.Knob.label title")
        } throws: { error in
            "\(error)".contains("label") && "\(error)".contains("caption") && "\(error)".contains("title")
        }
    }

    @Test("skip: the member is left out")
    func skip() throws {
        #expect(!(try MiniGIR.frob("skip Gtk.Frob.spin")).contains("gtk_frob_spin"))
        #expect(!(try MiniGIR.frob("skip Gtk.Frob.new_with_count")).contains("gtk_frob_new_with_count"))
        #expect(try MiniGIR.frob().contains("gtk_frob_spin(cGtkFrob)"))
    }

    @Test("nullable: a method's result becomes optional; a property's getter returns and its setter takes nil")
    func nullable() throws {
        let file = try MiniGIR.frob("nullable Gtk.Frob.get_partner\nnullable Gtk.Frob.label")
        #expect(file.contains("public func partner(index: Int) -> Frob? {"))
        #expect(file.contains("gtk_frob_get_partner(cGtkFrob, gint(index)).map {"))
        #expect(file.contains("public var label: String? {"))
        #expect(file.contains("get { borrowString(gtk_frob_get_label(cGtkFrob)) }"))
        #expect(file.contains("set { withOptionalCString(newValue) { cValue in gtk_frob_set_label(cGtkFrob, cValue) } }"), "\(file)")
        let plain = try MiniGIR.frob()
        #expect(plain.contains("public func partner(index: Int) -> Frob {") && plain.contains("gint(index))!)"))
        #expect(plain.contains("public var label: String {"))
    }

    @Test("max-version: API newer than the maximum is left out")
    func maxVersion() throws {
        #expect(!(try MiniGIR.frob()).contains("gtk_frob_wobble"), "the base list allows GTK 4.8; wobble is 4.10")
        #expect(try MiniGIR.frob("max-version Gtk 4.10").contains("public func wobble() {"))
    }

    @Test("smoke-skip and smoke-construct: the smoke test leaves the property out / constructs with the expression (`-`: no smoke test)")
    func smokeDirectives() throws {
        let plain = try #require(try MiniGIR.smoke())
        #expect(plain.contains("let object = Frob(label: \"smoke\")"))
        #expect(plain.contains("checks.text(\"label\""))
        let skipped = try #require(try MiniGIR.smoke("smoke-skip Gtk.Frob.label"))
        #expect(!skipped.contains("checks.text(\"label\"") && skipped.contains("checks.toggle(\"isSpinning\""))
        let constructed = try #require(try MiniGIR.smoke("smoke-construct Gtk.Frob Frob(count: 3)"))
        #expect(constructed.contains("let object = Frob(count: 3)"))
        #expect(try MiniGIR.smoke("smoke-construct Gtk.Frob -") == nil)
    }

    @Test("smoke-init: the smoke program of another module starts it with the statement (default: libadwaita's)")
    func smokeInit() throws {
        let adw = try #require(try MiniGIR.generate("module Adw")["Tests/Programs/AdwGeneratedSmoke/main.swift"])
        #expect(adw.contains("    Adwaita.initialize()\n"))
        let source = try #require(try MiniGIR.generate("module GtkSource\nsmoke-init SourceViewLibrary.initialize()")["Tests/Programs/GtkSourceGeneratedSmoke/main.swift"])
        #expect(source.contains("    SourceViewLibrary.initialize()\n") && !source.contains("Adwaita"))
        let core = try #require(try MiniGIR.generate()["Tests/Programs/GtkGeneratedSmoke/main.swift"])
        #expect(!core.contains("initialize()"))
    }

    @Test("class … as and enum … as: the Swift names of a generated class and enumeration")
    func swiftNames() throws {
        let files = try MiniGIR.generate("enum Gtk.Mood as Temper", base: MiniGIR.core + "\nexisting Gtk.Widget Widget\nclass Gtk.Frob as Gizmo")
        let gizmo = try #require(files["Sources/Bindings/Gtk/Generated/Gizmo.swift"])
        #expect(gizmo.contains("open class Gizmo: Widget {") && gizmo.contains("-> Gizmo {"))
        #expect(gizmo.contains("public func applyMood(_ mood: Temper)"))
        #expect(files["Sources/Bindings/Gtk/Generated/Enums/Temper.swift"]?.contains("public enum Temper: Sendable") == true)
        #expect(files["Sources/Bindings/Gtk/Generated/Frob.swift"] == nil)
    }

    @Test("existing and existing-enum: hand-written types are used (superclass, argument) but not emitted")
    func existing() throws {
        let files = try MiniGIR.generate("existing-enum Gtk.Mood Temperament")
        let frob = try #require(files["Sources/Bindings/Gtk/Generated/Frob.swift"])
        #expect(frob.contains("open class Frob: Widget {"))
        #expect(frob.contains("public func applyMood(_ mood: Temperament)"))
        #expect(files.keys.allSatisfy { !$0.contains("Widget.swift") && !$0.contains("Temperament") })
        // Without `existing Gtk.Widget`, Frob derives from the nearest wrapped ancestor (Object),
        // and a Mood argument it cannot map leaves the method out.
        let bare = try #require(try MiniGIR.generate(base: MiniGIR.core + "\nclass Gtk.Frob")["Sources/Bindings/Gtk/Generated/Frob.swift"])
        #expect(bare.contains("open class Frob: Object {"))
        #expect(!bare.contains("applyMood"))
    }

    @Test("c-import: the import lines of every generated file")
    func cImport() throws {
        let file = try MiniGIR.frob("c-import import Foundation")
        #expect(file.contains("\ninternal import CGtk\nimport Foundation\n"))
        #expect(!(try MiniGIR.frob()).contains("import Foundation"))
    }

    @Test("module: another module's files go to Sources/Bindings/<Module>/Generated and adopt through its registration")
    func module() throws {
        let files = try MiniGIR.generate("module Adw")
        let frob = try #require(files["Sources/Bindings/Adw/Generated/Frob.swift"])
        #expect(frob.contains("isInstance(pointer, of: gtk_frob_get_type())"))
        #expect(frob.contains("GeneratedRegistration.ensure()"))
        #expect(files["Sources/Bindings/Gtk/Generated/Frob.swift"] == nil)
        #expect(!(try MiniGIR.frob()).contains("GeneratedRegistration"))
    }

    @Test("record: a value record's methods on its struct (const instance: plain, else mutating) and as arguments (const: by value, other: inout, caller-allocated out: returned); a boxed record's constructor, methods and transfer-full result")
    func record() throws {
        let files = try MiniGIR.generate("record Gtk.Spot value\nrecord Gtk.Trail boxed\nskip Gtk.Trail.free")
        let frob = try #require(files["Sources/Bindings/Gtk/Generated/Frob.swift"])
        #expect(frob.contains("    public func visit(_ spot: Spot) {\n        withUnsafePointer(to: spot.cValue) { cArgument0 in gtk_frob_visit(cGtkFrob, cArgument0) }"))
        #expect(frob.contains("    public func advance(_ spot: inout Spot) {\n        withUnsafeMutablePointer(to: &spot.cValue) { cArgument0 in gtk_frob_advance(cGtkFrob, cArgument0) }"))
        #expect(frob.contains("    public func home() -> Spot {\n        var out_spot = GtkSpot()\n        gtk_frob_get_home(cGtkFrob, &out_spot)\n        return Spot(cValue: out_spot)"))
        #expect(frob.contains("    public var trail: Trail { Trail(taking: gtk_frob_get_trail(cGtkFrob)!) }"))
        let spot = try #require(files["Sources/Bindings/Gtk/Generated/Records/Spot+Methods.swift"])
        #expect(spot.contains("extension Spot {"))
        #expect(spot.contains("    public var x: Int { withUnsafePointer(to: cValue) { cSelf in Int(gtk_spot_get_x(cSelf)) } }"))
        #expect(spot.contains("    public mutating func step() -> Bool {\n        return withUnsafeMutablePointer(to: &cValue) { cSelf in (gtk_spot_step(cSelf) != 0) }"))
        let trail = try #require(files["Sources/Bindings/Gtk/Generated/Records/Trail+Methods.swift"])
        #expect(trail.contains("    public convenience init() {\n        self.init(taking: gtk_trail_new()!)\n    }"))
        #expect(trail.contains("    public var length: Int { Int(gtk_trail_get_length(pointer)) }"))
        #expect(!trail.contains("gtk_trail_free"), "skip applies to record methods")
        // Without the directives the records are unknown types: the members using them are left out.
        let without = try MiniGIR.generate()
        #expect(without.keys.allSatisfy { !$0.contains("Records/") })
        let plain = try #require(without["Sources/Bindings/Gtk/Generated/Frob.swift"])
        for symbol in ["gtk_frob_visit", "gtk_frob_advance", "gtk_frob_get_home", "gtk_frob_get_trail"] {
            #expect(!plain.contains(symbol))
        }
    }

    @Test("an unknown directive or a malformed line fails with the file, the line and a pointer to the format")
    func malformedLines() throws {
        #expect(throws: GeneratorError.self) { try AllowList.parse("designated", path: "x.txt") }
        do {
            _ = try AllowList.parse("class Gtk.Frob\nfrobnicate Gtk.Frob", path: "x.txt")
            Issue.record("an unknown directive was accepted")
        } catch let error as GeneratorError {
            #expect(error.description.contains("x.txt:2") && error.description.contains("format"))
        }
    }
}
