import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting

/// A Swift subclass with stored state, to check that lookups return the original object.
@MainActor
final class TaggedButton: Button {
    var tag = 0
}

/// A wrapper class registered for a GTK type that only GTK creates (a header bar's window
/// controls), to check `Object.registerWrapper(forTypeNamed:_:)`.
@MainActor
final class WindowControls: Widget {}

/// Wrappers: one per GTK object, of the class it was created as or registered for; the
/// registry resolves a GType's generated class the first time it meets the GType, by name,
/// instead of registering every generated class's GType at start-up.
@MainActor
@Suite("Wrapper identity and registry", .gtk)
struct IdentityTests {
    @Test("children, parent and the containers' getters return the wrapper created, of its class")
    func lookupsReturnTheOriginalWrapper() throws {
        let window = Window()
        defer { window.destroy() }
        let paned = Paned(.horizontal)
        let stack = Stack()
        let box = Box(.vertical)
        let label = Label("start")
        window.child = paned
        paned.startChild = stack
        paned.endChild = box
        stack.addChild(label, name: "label")
        box.append(TaggedButton(label: "b"))
        #expect(window.child === paned)
        #expect(paned.startChild === stack && paned.endChild === box)
        #expect(stack.visibleChild === label && stack.child(named: "label") === label)
        #expect(label.parent === stack && stack.parent === paned)
        #expect(box.window === window)
        let tagged = try #require(box.children.first?.as(TaggedButton.self))
        #expect(tagged.parent === box)
        #expect(Object.wrapper(forUnsafePointer: tagged.unsafeGObjectPointer) === tagged)
    }

    @Test("a Swift subclass keeps its stored state while only GTK holds it")
    func subclassStateSurvivesWhileGTKHoldsIt() throws {
        let box = Box(.vertical)
        weak var weakButton: TaggedButton?
        var clicks = 0
        do {
            let button = TaggedButton(label: "tagged")
            button.tag = 42
            button.onClicked { clicks += 1 }
            box.append(button)
            weakButton = button
        }
        #expect(weakButton != nil, "the box holds the button, so its wrapper stays")
        let child = try #require(box.children.first)
        #expect(child.as(TaggedButton.self)?.tag == 42)
        (child as? Button)?.click()
        #expect(clicks == 1, "(child as? Button)?.click() reached the handler")
    }

    @Test("a wrapper only Swift holds goes with its last Swift reference, and the object with it")
    func swiftOnlyWrapperIsFreed() {
        weak var weakLabel: Label?
        var finalized = false
        do {
            let label = Label("alone")
            label.onFinalize { finalized = true }
            weakLabel = label
            #expect(!label.isHeldByGTK)
        }
        #expect(weakLabel == nil)
        #expect(finalized)
    }

    @Test("a wrapper kept alive by GTK goes when GTK lets go")
    func wrapperGoesWhenGTKLetsGo() throws {
        let box = Box(.vertical)
        weak var weakLabel: Label?
        var finalized = false
        do {
            let label = Label("held")
            label.onFinalize { finalized = true }
            box.append(label)
            weakLabel = label
        }
        let label = try #require(weakLabel)
        #expect(label.isHeldByGTK)
        box.remove(label)
        #expect(!label.isHeldByGTK)
        #expect(!finalized, "Swift still holds it")
        _ = consume label
        #expect(weakLabel == nil)
        #expect(finalized)
    }

    @Test("objects Swift never wrapped get the most specific registered class")
    func mostSpecificClass() async throws {
        let stack = Stack()
        stack.addChild(Label("one"), name: "one")
        stack.addChild(Label("two"), name: "two")
        let switcher = StackSwitcher(stack: stack)
        let toggles = switcher.children
        #expect(toggles.count == 2)
        let first = try #require(toggles.first)
        #expect(first.typeName == "GtkToggleButton")
        #expect(first.isA(typeNamed: "GtkButton") && first.isA(typeNamed: "GtkToggleButton"))
        #expect(!first.isA(typeNamed: "GtkLabel") && !first.isA(typeNamed: "NoSuchType"))
        let button = try #require(first.as(Button.self), "a GtkToggleButton is wrapped as a Button")
        #expect(button.as(Label.self) == nil)
        #expect(switcher.children.first === button, "the same wrapper again")
        // Clicking GTK's own toggle switches the stack: the wrapper drives the real widget.
        toggles[1].as(Button.self)?.click()
        #expect(stack.visibleChildName == "two")
        // A GTK-internal widget type with no class of its own is a plain Widget.
        let paned = Paned(.horizontal)
        let handle = try #require(paned.children.first)
        #expect(type(of: handle) == Widget.self, "\(handle.typeName) is wrapped as \(type(of: handle))")
        #expect(!handle.isA(typeNamed: "GtkButton") && handle.typeName != "GtkWidget")
    }

    @Test("a registered wrapper class is used for objects GTK creates")
    func registeredClass() throws {
        #expect(Object.registerWrapper(forTypeNamed: "GtkWindowControls") { WindowControls(unsafeAdopting: $0, ownership: .borrowed) })
        #expect(!Object.registerWrapper(forTypeNamed: "NoSuchWidgetType") { Widget(unsafeAdopting: $0, ownership: .borrowed) })
        let bar = HeaderBar()
        let controls = bar.descendants.filter { $0.typeName == "GtkWindowControls" }
        #expect(!controls.isEmpty, "types: \(bar.descendants.map(\.typeName))")
        #expect(controls.allSatisfy { $0.as(WindowControls.self) != nil })
    }

    @Test("the custom widgets of the documentation work as written")
    func customWidgetExample() async throws {
        let window = Window()
        defer { window.destroy() }
        window.child = CounterView()
        let spinner = Spinner()
        #expect(!spinner.isSpinning)
        spinner.isSpinning = true
        #expect(spinner.isSpinning && spinner.typeName == "GtkSpinner")
        let counter = try #require(window.child?.as(CounterView.self))
        counter.button.click()
        counter.button.click()
        #expect(window.child?.as(CounterView.self)?.count == 2)
        #expect(counter.label.text == "2")
    }

    @Test("a fresh process registers only the GTypes it meets, and GTK-made objects still get their generated class")
    func onlyMetTypesAreRegistered() async throws {
        guard let probe = TestProcess.product("GtkLoopHelper") else { return }
        // Generated classes this program never touches: before, every generated class's
        // get_type ran when the first object was wrapped, so GLib knew all of them.
        let untouched = ["GtkCalendar", "GtkAssistant", "GtkAboutDialog", "GtkColorChooserWidget",
                         "GtkPrintUnixDialog", "GtkShortcutsWindow", "GtkVideo"]
        let result = try await TestProcess.run(probe, ["registry"] + untouched + ["GtkToggleButton"], timeout: 30)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let words = Set(result.stdout.split(whereSeparator: \.isWhitespace).map(String.init))
        #expect(words.contains("wrapped=ToggleButton"), "a StackSwitcher's toggle is a ToggleButton: \(result.stdout)")
        #expect(words.contains("GtkToggleButton=true"), "output: \(result.stdout)")
        for name in untouched {
            #expect(words.contains("\(name)=false"), "\(name) was registered without being used: \(result.stdout)")
        }
    }
}

@MainActor
@Suite("Properties by name", .gtk)
struct PropertyTests {
    @Test("bool, int, double and string properties read and write through GLib's conversions")
    func propertiesByName() {
        let label = Label("before")
        label.setProperty("label", "after")
        #expect(label.text == "after" && label.stringProperty("label") == "after")
        label.setProperty("wrap", true)
        #expect(label.wraps && label.boolProperty("wrap"))
        label.setProperty("max-width-chars", 12)
        #expect(label.intProperty("max-width-chars") == 12)
        label.setProperty("xalign", 0.25)
        #expect(label.xAlign == 0.25 && label.doubleProperty("xalign") == 0.25)
        #expect(label.intProperty("justify") == 0, "an enum reads as its integer value")
        label.setProperty("tooltip-text", nil as String?)
        #expect(label.stringProperty("tooltip-text") == nil)
    }
}
