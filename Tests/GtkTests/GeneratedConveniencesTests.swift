import Foundation
import Gtk
import Testing
import WorkflowUITesting

/// The hand-written conveniences over the widget and object classes: action groups, CSS
/// providers and stylesheets, stack pages, Unix printing, windows, a widget's descendants.
@MainActor
@Suite("Conveniences over the generated classes", .gtk)
struct GeneratedConveniencesTests {
    // MARK: - Action groups
    // `ActionGroup` (an alias of the generated `SimpleActionGroup`) with its closure-based
    // conveniences, reached through the widget tree as GTK's responder chain does.

    @Test("an action added with a closure runs when a descendant activates prefix.name, with its string parameter")
    func activationThroughTheWidgetTree() throws {
        let box = Box(.vertical)
        let button = Button(label: "child")
        box.append(button)
        let group = ActionGroup()
        var plain = 0
        var received: [String] = []
        group.addAction("plain") { plain += 1 }
        group.addAction("say", stringParameter: { received.append($0) })
        box.insertActionGroup(group, prefix: "test")
        #expect(button.activateAction("test.plain"))
        #expect(button.activateAction("test.say", parameter: "hello"))
        #expect(plain == 1 && received == ["hello"])
        #expect(!button.activateAction("test.missing"), "no such action")
        box.insertActionGroup(nil, prefix: "test")
        #expect(!button.activateAction("test.plain"), "the group was removed")
        #expect(plain == 1)
    }

    @Test("every action made with a string parameter keeps the type 's' and receives its parameter (the type string outlives the action's creation)")
    func stringParameterTypeSurvivesCreation() throws {
        // The parameter type once came from a C string that died before g_simple_action_new
        // copied it: now and then an action expected another type and GLib dropped the
        // activation with a critical. Many actions, made between other allocations, show it.
        let group = ActionGroup()
        var received: [String] = []
        for index in 0..<2_000 {
            let noise = (0..<(index % 7)).map { String(repeating: "x", count: $0 + index % 13) }
            group.addAction("say-\(index)", stringParameter: { received.append($0) })
            group.activateAction("say-\(index)", parameter: "\(index):\(noise.count)")
        }
        #expect(received.count == 2_000, "\(2_000 - received.count) activations were dropped")
        #expect(received == (0..<2_000).map { "\($0):\($0 % 7)" })
    }

    @Test("actionNames, hasAction and removeAction read and change the GSimpleActionGroup; onActionRemoved reports it")
    func namesAndRemoval() throws {
        let group = ActionGroup()
        group.addAction("b") {}
        group.addAction("a") {}
        #expect(group.actionNames == ["a", "b"])
        #expect(group.hasAction(actionName: "a") && group.actionEnabled(actionName: "a"))
        var removed: [String] = []
        group.onActionRemoved { removed.append($0) }
        group.removeAction("a")
        #expect(group.actionNames == ["b"] && !group.hasAction(actionName: "a"))
        #expect(removed == ["a"])
        let found: SimpleActionGroup = try #require(Object.wrapper(forUnsafePointer: group.unsafeGObjectPointer) as? SimpleActionGroup)
        #expect(found === group, "the GObject's wrapper is the generated class")
    }

    @Test("a disabled action does not run")
    func disabledAction() throws {
        let widget = Box(.vertical)
        let group = ActionGroup()
        var runs = 0
        let action = group.addAction("go") { runs += 1 }
        widget.insertActionGroup(group, prefix: "t")
        #expect(widget.activateAction("t.go") && runs == 1)
        #expect(action.name == "go" && action.isEnabled)
        action.setEnabled(false)
        #expect(!group.actionEnabled(actionName: "go") && !action.isEnabled)
        widget.activateAction("t.go")
        #expect(runs == 1, "GIO does not activate a disabled action")
    }

    // MARK: - CSS providers and stylesheets
    // The generated `CssProvider` with its hand-written `loadFromData(_:)` and typed
    // `onParsingError(_:)`, and `StyleSheet` built on it.

    @Test("a bad stylesheet reports each problem through the typed parsing-error signal, with its line")
    func parsingErrorSignal() throws {
        let provider = CssProvider()
        var errors: [CssParsingError] = []
        let connection = provider.onParsingError { errors.append($0) }
        provider.loadFromData("label { color: red; }\nbox { colour: blue; }\n")
        let error = try #require(errors.first, "GTK reports the unknown property 'colour'")
        #expect(errors.count == 1)
        #expect(error.line == 1 && error.character == 6, "\(error)")
        #expect(error.error.domain.hasPrefix("gtk-css-parser"), "\(error.error)")
        #expect(error.description.hasPrefix("line 2, character 7: "))
        #expect(provider.toString().contains("color: rgb(255,0,0)"), "the valid rule still applies: \(provider.toString())")
        connection.disconnect()
        provider.loadFromData("box { colour: blue; }")
        #expect(errors.count == 1, "a disconnected handler is not called")
    }

    @Test("a clean stylesheet reports nothing; loadFromPath reads a file")
    func cleanStylesheet() throws {
        let provider = CssProvider()
        var errors: [CssParsingError] = []
        provider.onParsingError { errors.append($0) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("workflowgtk-\(getpid())-clean.css").path
        try "button { margin: 3px; }".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        provider.loadFromPath(path)
        #expect(errors.isEmpty, "\(errors)")
        #expect(provider.toString().contains("margin"), "\(provider.toString())")
    }

    @Test("StyleSheet keeps the parsing errors of the CSS it applied, and is a CssProvider")
    func styleSheetParsingErrors() throws {
        let bad = try StyleSheet(css: "window { no-such-property: 1; }")
        defer { bad.remove() }
        #expect(bad.parsingErrors.count == 1 && bad.parsingErrors.first?.line == 0, "\(bad.parsingErrors)")
        let good = try StyleSheet(css: ".accent { font-weight: bold; }")
        defer { good.remove() }
        #expect(good.parsingErrors.isEmpty, "\(good.parsingErrors)")
        let provider: CssProvider = good
        #expect(provider.toString().contains("font-weight"))
        #expect(throws: StyleSheet.LoadError.self) { try StyleSheet(contentsOf: "/nonexistent/workflowgtk.css") }
    }

    // MARK: - Stack pages
    // `Stack.addChild(_:name:title:iconName:)` and `setPageTitle(_:iconName:for:)` over the generated
    // `StackPage`.

    @Test("addChild sets the page's name, title and icon; setPageTitle changes them; a switcher follows")
    func titlesAndIcons() throws {
        let stack = Stack()
        let first = Label("first"), second = Label("second")
        let page = stack.addChild(first, name: "one", title: "One", iconName: "go-home-symbolic")
        stack.addChild(second, name: "two")
        #expect(page.name == "one" && page.title == "One" && page.iconName == "go-home-symbolic")
        #expect(page.child === first)
        #expect(stack.page(child: first) === page, "one wrapper per GtkStackPage")
        let secondPage = try #require(stack.page(child: second))
        #expect(secondPage.title == "two" && secondPage.iconName == nil, "the title defaults to the name")
        var titles: [String?] = []
        page.onNotifyTitle { titles.append($0) }
        stack.setPageTitle("Uno", iconName: nil, for: first)
        #expect(page.title == "Uno" && page.iconName == nil && titles == ["Uno"])
        #expect(stack.pageTitle(for: first) == "Uno" && stack.pageIconName(for: second) == nil)
    }

    @Test("page(child:) is nil for a widget that is not a page, and setPageTitle then changes nothing")
    func notAPage() throws {
        let stack = Stack()
        stack.addChild(Label("page"), name: "page", title: "Page")
        let stranger = Label("stranger")
        #expect(stack.page(child: stranger) == nil)
        stack.setPageTitle("Other", iconName: nil, for: stranger)
        #expect(stack.pageTitle(for: stranger) == nil)
    }

    // MARK: - Unix printing
    // Unix printing from `gtk/gtkunixprint.h` (CGtk.pc's unix-print include folder): the print
    // dialogs with the page setup and print settings objects they exchange, and the generated
    // `PrintSettings.forEachSetting(_:)` (`gtk_print_settings_foreach`), a scoped callback
    // whose thunk takes borrowed C strings, passed to GTK without a cast.

    @Test("a page setup dialog hands back the print settings it was given, and a page setup read from its controls")
    func pageSetupDialog() throws {
        let window = Window()
        defer { window.destroy() }
        let dialog = PageSetupUnixDialog(title: "Page Setup", parent: window)
        defer { dialog.destroy() }
        // GTK 4.8 builds the returned page setup from the dialog's paper and orientation
        // controls (filled in from the printer back ends), not from the one it was given.
        dialog.pageSetup = PageSetup()
        #expect(dialog.pageSetup.paperWidth(unit: .mm) > 0)
        let settings = PrintSettings()
        settings.nCopies = 3
        settings.duplex = .vertical
        dialog.printSettings = settings
        let back = try #require(dialog.printSettings)
        #expect(back.nCopies == 3 && back.duplex == .vertical)
    }

    @Test("a print dialog keeps its page setup, current page and manual capabilities")
    func printDialog() throws {
        let dialog = PrintUnixDialog(title: "Print", parent: nil)
        defer { dialog.destroy() }
        let setup = PageSetup()
        setup.orientation = .portrait
        dialog.pageSetup = setup
        #expect(dialog.pageSetup === setup, "one wrapper per GtkPageSetup")
        dialog.currentPage = 2
        dialog.manualCapabilities = [.pageSet, .copies]
        #expect(dialog.currentPage == 2)
        #expect(dialog.manualCapabilities == [.pageSet, .copies])
    }

    @Test("forEachSetting visits every key with its value, and a removed key no more")
    func forEachSettingVisitsEveryKey() {
        let settings = PrintSettings()
        settings.set("wgtk-first", value: "one")
        settings.set("wgtk-second", value: "two")
        var seen: [String: String] = [:]
        settings.forEachSetting { key, value in seen[key] = value }
        #expect(seen["wgtk-first"] == "one" && seen["wgtk-second"] == "two", "\(seen)")
        settings.set("wgtk-first", value: nil)
        seen = [:]
        settings.forEachSetting { key, value in seen[key] = value }
        #expect(seen["wgtk-first"] == nil && seen["wgtk-second"] == "two", "\(seen)")
    }

    @Test("a call-scoped callback takes a non-escaping closure: it can write to an inout parameter and is released after the call")
    func callScopedCallbackIsNonEscaping() {
        let settings = PrintSettings()
        settings.set("wgtk-only", value: "1")
        // `visit` is a non-escaping parameter: passing it on compiles only if
        // forEachSetting's parameter is non-escaping too.
        func keys(of settings: PrintSettings, visit: (String) -> Void) {
            settings.forEachSetting { key, _ in visit(key) }
        }
        func collect(into found: inout [String]) {
            keys(of: settings) { found.append($0) }
        }
        var found: [String] = []
        collect(into: &found)
        #expect(found.contains("wgtk-only"), "\(found)")
        // The box GTK was handed is gone when the call returns (withoutActuallyEscaping would
        // trap if it were still held): a captured object is freed with its last reference.
        final class Marker {}
        weak var weakMarker: Marker?
        do {
            let marker = Marker()
            weakMarker = marker
            settings.forEachSetting { _, _ in _ = marker }
        }
        #expect(weakMarker == nil)
    }

    // MARK: - Window
    // The generated `Window` / `ApplicationWindow` with the hand-written conveniences kept from
    // the former hand-written class (Window+Conveniences.swift, Window+State.swift).

    @Test("close() emits close-request; a handler returning true keeps the window, false lets it go")
    func closeRequestDecides() throws {
        let window = Window()
        let before = Window.toplevelCount
        var requests = 0
        window.onCloseRequest {
            requests += 1
            return requests == 1  // keep the window the first time only
        }
        window.present()
        window.close()
        #expect(requests == 1)
        #expect(Window.toplevelCount == before, "the handler returned true: the window stays a toplevel")
        window.close()
        #expect(requests == 2)
        #expect(Window.toplevelCount == before - 1, "the handler returned false: GTK destroyed the window")
        if Window.toplevelCount == before { window.destroy() }
    }

    @Test("setTransient(for:modal:) sets transientFor and isModal; the parent lists it in visibleModals once shown")
    func transientModal() throws {
        let parent = Window()
        let dialog = Window()
        defer { dialog.destroy(); parent.destroy() }
        dialog.setTransient(for: parent, modal: true)
        #expect(dialog.transientFor === parent)
        #expect(dialog.isModal)
        #expect(parent.visibleModals.isEmpty, "not shown yet")
        dialog.present()
        #expect(parent.visibleModals.map { ObjectIdentifier($0) } == [ObjectIdentifier(dialog)])
        dialog.setTransient(for: nil, modal: false)
        #expect(dialog.transientFor == nil && !dialog.isModal)
        #expect(parent.visibleModals.isEmpty)
    }

    @Test("title, child, titlebar and default size go through the generated properties")
    func properties() throws {
        let window = Window()
        defer { window.destroy() }
        #expect(window.title == nil, "gtk_window_get_title is NULL until a title is set")
        var titles: [String?] = []
        window.onNotifyTitle { titles.append($0) }
        window.title = "Settings"
        #expect(window.title == "Settings" && titles == ["Settings"])
        let label = Label("content")
        window.child = label
        #expect(window.child === label && label.window === window)
        let bar = HeaderBar()
        window.setTitlebar(bar)
        #expect(window.titlebar === bar)
        window.setDefaultSize(width: 320, height: 200)
        #expect(window.defaultSize == (320, 200))
        window.destroysWithParent = true
        #expect(window.destroysWithParent)
    }

    // MARK: - Widget descendants
    // `Widget.descendants` and `descendants(of:)`: the subtree, depth first.

    @Test("descendants lists every widget under a widget depth first (children before siblings' subtrees), itself excluded")
    func depthFirstOrder() throws {
        let root = Box(.vertical)
        let left = Box(.horizontal), right = Box(.horizontal)
        let a = Label("a"), b = Label("b"), c = Label("c")
        let hidden = Label("hidden")
        hidden.isVisible = false
        root.append(left)
        root.append(right)
        left.append(a)
        left.append(b)
        right.append(c)
        right.append(hidden)
        let order = root.descendants.map(ObjectIdentifier.init)
        #expect(order == [left, a, b, right, c, hidden].map(ObjectIdentifier.init))
        #expect(a.descendants.isEmpty)
        #expect(right.descendants.count == 2)
    }

    @Test("GTK's internal children are included; descendants(of:) keeps the wrappers of one class")
    func internalChildrenAndTypeFilter() throws {
        let root = Box(.vertical)
        let button = Button(label: "Press")
        let label = Label("plain")
        root.append(button)
        root.append(label)
        let labels = root.descendants(of: Label.self)
        #expect(labels.count == 2, "the button's own GtkLabel and the plain label")
        #expect(labels.last === label)
        #expect(labels.first?.parent === button)
        #expect(root.descendants(of: Button.self).map(ObjectIdentifier.init) == [ObjectIdentifier(button)])
        #expect(root.descendants(of: Switch.self).isEmpty)
    }
}
