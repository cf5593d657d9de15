import Foundation
import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting

/// The hard mappings of the generated wrappers, checked by hand: ownership transfer,
/// GError -> throws, out parameters -> tuples, flags, string arrays, interfaces as protocols,
/// list models and their signals.
@MainActor
@Suite("Generated mappings", .gtk)
struct GeneratedMappingTests {
    @Test("a floating constructor result (GtkAdjustment) is sunk: dropping the wrapper finalizes it")
    func floatingIsSunk() {
        var watch: FinalizeWatch?
        do {
            let adjustment = Adjustment(value: 5, lower: 0, upper: 10, stepIncrement: 1, pageIncrement: 2, pageSize: 0)
            watch = adjustment.onFinalize {}
            #expect(adjustment.referenceCount == 1, "the floating reference became the wrapper's one reference")
            #expect(adjustment.value == 5)
        }
        #expect(watch?.hasFired == true)
    }

    @Test("a transfer-full constructor result (GtkStringList) is adopted, not referenced again")
    func fullIsAdopted() {
        var watch: FinalizeWatch?
        do {
            let list = StringList(strings: ["a", "b"])
            watch = list.onFinalize {}
            #expect(list.referenceCount == 1)
        }
        #expect(watch?.hasFired == true)
    }

    @Test("a transfer-none getter (gtk_spin_button_get_adjustment) borrows: the spin button keeps its adjustment")
    func noneIsBorrowed() {
        let spin = SpinButton(min: 0, max: 10, step: 1)
        var watch: FinalizeWatch?
        do {
            let adjustment = spin.adjustment
            watch = adjustment.onFinalize {}
            #expect(adjustment.upper == 10)
        }
        #expect(watch?.hasFired == false, "dropping a borrowed wrapper released only its own reference")
        spin.value = 7
        #expect(spin.adjustment.value == 7)
    }

    @Test("a GError becomes a thrown GLibError (gdk_texture_new_from_filename)")
    func gerrorThrows() {
        do {
            _ = try Texture(path: "/nonexistent/gir-gen-test.png")
            Issue.record("expected a GLibError")
        } catch {
            #expect(error.domain == "g-io-error-quark")
            #expect(error.message.contains("gir-gen-test.png"))
        }
    }

    @Test("a texture loaded from a PNG reports its size; saving it back works")
    func textureLoads() throws {
        let folder = try FileManager.default.makeTemporaryFolder("gir-texture")
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("pixel.png")
        try Data(Self.png2x3).write(to: png)
        let texture = try Texture(path: png.path)
        #expect(texture.width == 2 && texture.height == 3)
        let copy = folder.appendingPathComponent("copy.png")
        #expect(texture.saveToPng(filename: copy.path))
        #expect(TestProcess.pngSize(copy)?.width == 2)
    }

    @Test("out parameters come back as a labelled tuple (gtk_spin_button_get_range, get_increments)")
    func outParameters() {
        let spin = SpinButton(min: -3, max: 9, step: 0.5)
        let range = spin.range()
        #expect(range.min == -3 && range.max == 9)
        spin.setIncrements(step: 2, page: 4)
        #expect(spin.increments() == (step: 2, page: 4))
    }

    @Test("flags are an OptionSet that round-trips through C (GtkEventControllerScrollFlags)")
    func flagsRoundTrip() {
        let scroll = EventControllerScroll(flags: [.vertical, .kinetic])
        #expect(scroll.flags == [.vertical, .kinetic])
        #expect(!scroll.flags.contains(.horizontal))
        scroll.flags = .bothAxes
        #expect(scroll.flags.contains(.horizontal) && scroll.flags.contains(.vertical))
    }

    @Test("enums convert both ways (GtkPositionType on a scale's value position)")
    func enumsRoundTrip() {
        let scale = Scale(orientation: .horizontal, min: 0, max: 1, step: 0.1)
        for position in PositionType.allCases {
            scale.valuePos = position
            #expect(scale.valuePos == position)
        }
    }

    @Test("interfaces are protocols: a Scale is Orientable, a StringList is a ListModel")
    func interfacesAsProtocols() {
        let scale = Scale(orientation: .horizontal, min: 0, max: 1, step: 0.1)
        let orientable: any Orientable = scale
        orientable.orientation = .vertical
        #expect(scale.orientation == .vertical)
        let model: any ListModel = StringList(strings: ["one", "two", "three"])
        #expect(model.nItems == 3)
    }

    @Test("a list model's items-changed reaches the typed closure; string arrays pass through")
    func listModelSignal() {
        let list = StringList(strings: ["a"])
        var changes: [[Int]] = []
        let connection = list.onItemsChanged { position, removed, added in changes.append([position, removed, added]) }
        list.append("b")
        list.splice(0, nRemovals: 1, additions: ["x", "y", "z"])
        #expect(changes == [[1, 0, 1], [0, 1, 3]])
        #expect(list.nItems == 4)
        #expect(list.string(position: 0) == "x")
        connection.disconnect()
        list.remove(0)
        #expect(changes.count == 2)
        let dropDown = DropDown(strings: ["red", "green"])
        dropDown.selected = 1
        #expect(dropDown.selected == 1)
    }

    @Test("a signal with arguments and a return value (GtkSwitch::state-set) is typed both ways")
    func typedSignal() {
        let control = Switch()
        var requested: [Bool] = []
        control.onStateSet { state in requested.append(state); return true }
        control.isActive = true
        #expect(requested == [true])
        #expect(control.state == false, "returning true from state-set tells GTK the handler manages `state` itself")
        control.state = true
        #expect(control.state)
    }

    @Test("widgets GTK creates inside a generated widget come back as their generated class (a spin button's Text)")
    func registeredGeneratedClasses() {
        let spin = SpinButton(min: 0, max: 1, step: 1)
        let texts = spin.children.compactMap { $0.as(Text.self) }
        #expect(texts.count == 1, "children: \(spin.children.map(\.typeName))")
        #expect(spin.children.compactMap { $0.as(Text.self) }.first === texts.first, "the same wrapper each time")
    }

    @Test("a generated subclass of a hand-written class: GTK's toggle buttons in a stack switcher are ToggleButtons and Buttons")
    func generatedSubclassOfHandWritten() {
        let stack = Stack()
        stack.addChild(Label("one"), name: "one")
        stack.addChild(Label("two"), name: "two")
        let switcher = StackSwitcher(stack: stack)
        let toggles = switcher.children.compactMap { $0.as(ToggleButton.self) }
        #expect(toggles.count == 2)
        #expect(toggles.map(\.isActive) == [true, false])
        toggles[1].click()
        #expect(stack.visibleChildName == "two")
        #expect(toggles.map(\.isActive) == [false, true])
        let own = ToggleButton(label: "Bold")
        #expect(own.typeName == "GtkToggleButton" && own.label == "Bold")
    }

    @Test("a generated key controller attached with addController receives real key presses")
    func eventControllerReceivesKeys() async throws {
        let entry = SearchEntry()
        let host = try await UITestHost(widget: entry, width: 300, height: 80)
        let window = host.window
        defer { host.close() }
        let keys = EventControllerKey()
        #expect(keys.widget == nil)
        keys.propagationPhase = .capture
        window.addController(keys)
        #expect(keys.widget === window)
        var pressed: [Int] = []
        keys.onKeyPressed { keyval, _, _ in pressed.append(keyval); return false }
        #expect(KeyboardSimulator.focus(window))
        #expect(KeyboardSimulator.press("x"))
        #expect(await UILoop.wait(until: { pressed.contains(0x78) }), "keyvals seen: \(pressed)")
        window.removeController(keys)
        #expect(keys.widget == nil)
    }

    /// A 2x3 RGBA PNG.
    static let png2x3: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x03, 0x08, 0x06, 0x00, 0x00, 0x00, 0xB9, 0xEA, 0xDE,
        0x81, 0x00, 0x00, 0x00, 0x11, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0xF0,
        0x1F, 0x84, 0x19, 0x30, 0x18, 0x00, 0xA1, 0x79, 0x0B, 0xF5, 0x4D, 0xC4, 0x9A, 0x07, 0x00, 0x00,
        0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
}
