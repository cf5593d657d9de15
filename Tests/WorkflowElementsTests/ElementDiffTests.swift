@_spi(Testing) import Gtk
import GtkTestSupport
import Testing
import WorkflowElements
import WorkflowUI
import WorkflowUITesting

/// The element controller's diff on real windows: in-place updates, keyed identity,
/// subtree replacement, stable callback slots, embedded screens.
@MainActor
@Suite("Element diff", .gtk)
struct ElementDiffTests {
    /// 50 labels "row 0"…"row 49" shown by a host, with their texts and element controller.
    static func fiftyLabels() async throws -> (texts: [String], host: UITestHost, controller: ElementViewController<LabelsScreen>) {
        let texts = (0..<50).map { "row \($0)" }
        let host = try await UITestHost(screen: LabelsScreen(texts: texts))
        return (texts, host, try host.elementController(LabelsScreen.self))
    }

    @Test("a value-only update sets the new text on the same widgets and creates no widget")
    func valueOnlyUpdateCreatesNoWidget() async throws {
        let (texts, host, controller) = try await Self.fiftyLabels()
        defer { host.close() }
        let before = host.findAll(Gtk.Label.self).filter { $0.text.hasPrefix("row") }
        let built = controller.elementCounters.widgetsBuilt
        var changed = texts
        changed[17] = "changed"
        let tracker = LiveObjectTracker()
        try await tracker.track { try await host.update(screen: LabelsScreen(texts: changed)) }
        #expect(tracker.createdGObjectsTotal == 0, "GObjects created by a value-only update")
        #expect(controller.elementCounters.widgetsBuilt == built)
        let after = host.findAll(Gtk.Label.self).filter { $0.text.hasPrefix("row") || $0.text == "changed" }
        #expect(after.count == before.count)
        #expect(zip(before, after).allSatisfy { $0 === $1 }, "every label kept its widget")
        #expect(before[17].text == "changed")
    }

    @Test("an update that changes one label of 50 applies only that label and its column; the 49 equal labels are skipped")
    func equalElementsAreSkipped() async throws {
        let (texts, host, controller) = try await Self.fiftyLabels()
        defer { host.close() }
        let counters = controller.elementCounters
        let (updated, skipped) = (counters.widgetsUpdated, counters.unchangedSkipped)
        var changed = texts
        changed[3] = "changed"
        try await host.update(screen: LabelsScreen(texts: changed))
        #expect(counters.unchangedSkipped - skipped == 49, "the equal labels are skipped")
        #expect(counters.widgetsUpdated - updated <= 3, "only the changed label and its containers are updated")
        #expect(host.findAll(Gtk.Label.self).contains { $0.text == "changed" })
        try await host.update(screen: LabelsScreen(texts: changed))
        #expect(counters.unchangedSkipped - skipped == 99, "an identical tree skips every label")
    }

    @Test("keyed children keep their widgets when rows are moved, inserted and removed")
    func keyedIdentityAcrossMoves() async throws {
        typealias Item = RowsScreen.Item
        let items = ["a", "b", "c", "d"].map { Item(id: $0, title: "title \($0)") }
        let host = try await UITestHost(screen: RowsScreen(items: items))
        defer { host.close() }
        let controller = try host.elementController(RowsScreen.self)
        func rowBox(_ id: String) throws -> Widget {
            let title = try host.find(Gtk.Label.self, label: "title \(id)")
            guard let box = title.parent else {
                throw UITestingError(.lookup, "ElementDiffTests: the title label of row \(id) has no parent box")
            }
            return box
        }
        let b = try rowBox("b"), c = try rowBox("c"), d = try rowBox("d")
        let entryOfD = try #require(d.children.last)
        entryOfD.grabFocus()
        // d moves to the front, a is removed, e is inserted between c and b.
        let next = ["d", "c", "e", "b"].map { Item(id: $0, title: "title \($0)") }
        let built = controller.elementCounters.widgetsBuilt
        try await host.update(screen: RowsScreen(items: next))
        #expect(try rowBox("b") === b)
        #expect(try rowBox("c") === c)
        #expect(try rowBox("d") === d)
        #expect(host.findAll(Gtk.Label.self, label: "title a").isEmpty)
        let column = try #require(d.parent)
        let order = column.children.compactMap { ($0.children.first as? Gtk.Label)?.text }
        #expect(order == ["title d", "title c", "title e", "title b"])
        // Only the new row was built: its box, label and text field.
        #expect(controller.elementCounters.widgetsBuilt - built == 3)
        #expect(entryOfD.hasFocus || entryOfD.children.contains { $0.hasFocus }, "the moved row's text field kept the focus")
    }

    @Test("a label's justification is set on the same widget when it changes, and left alone otherwise")
    func labelJustificationInPlace() async throws {
        let host = try await UITestHost(screen: ClosureScreen { Label("Welcome, Ada", wraps: true, justification: .center).anyElement })
        defer { host.close() }
        let label = try host.find(Gtk.Label.self, label: "Welcome, Ada")
        #expect(label.justification == .center && label.wraps)
        try await host.update(screen: ClosureScreen { Label("Welcome, Ada", wraps: true).anyElement })
        #expect(try host.find(Gtk.Label.self, label: "Welcome, Ada") === label)
        #expect(label.justification == .left)
    }

    @Test("an element of another kind replaces only its own subtree")
    func kindChangeReplacesSubtree() async throws {
        let first = ClosureScreen { Column { Label("top"); Button("middle", onTap: {}); Label("bottom") }.anyElement }
        let host = try await UITestHost(screen: first)
        defer { host.close() }
        let top = try host.find(Gtk.Label.self, label: "top")
        let bottom = try host.find(Gtk.Label.self, label: "bottom")
        let middle = try host.find(Gtk.Button.self, label: "middle")
        let second = ClosureScreen { Column { Label("top"); Toggle(isOn: true, onChange: { _ in }); Label("bottom") }.anyElement }
        try await host.update(screen: second)
        #expect(try host.find(Gtk.Label.self, label: "top") === top)
        #expect(try host.find(Gtk.Label.self, label: "bottom") === bottom)
        #expect(middle.parent == nil, "the button left the tree")
        let toggle = try #require(host.findAll(Switch.self).first)
        #expect(toggle.isActive)
        #expect(toggle.previousSibling === top && toggle.parent?.children.last === bottom)
    }

    @Test("a click calls the newest element's closure through the same connected handler")
    func callbacksReachNewestClosure() async throws {
        var taps: [String] = []
        let host = try await UITestHost(screen: ClosureScreen { Button("Tap", onTap: { taps.append("first") }).anyElement })
        defer { host.close() }
        let button = try host.find(Gtk.Button.self, label: "Tap")
        try await host.update(screen: ClosureScreen { Button("Tap", onTap: { taps.append("second") }).anyElement })
        try await host.update(screen: ClosureScreen { Button("Tap", onTap: { taps.append("third") }).anyElement })
        #expect(try host.find(Gtk.Button.self, label: "Tap") === button)
        try await host.click(button)
        #expect(taps == ["third"], "only the newest closure runs, once: no handler was added per update")
    }

    @Test("keyed labels keep their widgets and show the new order after swaps, removals, insertions and shuffles")
    func keyedReordersKeepWidgets() async throws {
        var texts = (0..<200).map { "k\($0)" }
        let host = try await UITestHost(screen: LabelsScreen(texts: texts, keyed: true))
        defer { host.close() }
        func labels() -> [Gtk.Label] { host.findAll(Gtk.Label.self).filter { $0.text.hasPrefix("k") || $0.text.hasPrefix("n") } }
        var widgets = Dictionary(uniqueKeysWithValues: labels().map { ($0.text, $0) })
        var generator = SystemRandomNumberGenerator()
        var orders: [[String]] = []
        texts.swapAt(1, 198); orders.append(texts)
        texts.remove(at: 3); orders.append(texts)
        texts.insert("n1", at: 0); texts.insert("n2", at: 100); orders.append(texts)
        texts.reverse(); orders.append(texts)
        texts.shuffle(using: &generator); orders.append(texts)
        texts = Array(texts.prefix(50)) + ["n3"] + Array(texts.dropFirst(120)); orders.append(texts)
        for order in orders {
            try await host.update(screen: LabelsScreen(texts: order, keyed: true))
            let shown = labels()
            #expect(shown.map(\.text) == order)
            for label in shown {
                if let kept = widgets[label.text] { #expect(kept === label, "\(label.text) kept its widget") }
                widgets[label.text] = label
            }
        }
    }

    @Test("an icon button shows its icon, is named by its accessibility label and calls the newest closure")
    func iconButton() async throws {
        var taps: [String] = []
        let host = try await UITestHost(screen: ClosureScreen {
            Button(iconName: "edit-delete-symbolic", accessibilityLabel: "Remove", onTap: { taps.append("first") }).anyElement
        })
        defer { host.close() }
        let button = try #require(host.findAll(Gtk.Button.self).first)
        #expect(button.iconName == "edit-delete-symbolic" && button.accessibleLabel == "Remove")
        try await host.update(screen: ClosureScreen {
            Button(iconName: "list-remove-symbolic", accessibilityLabel: "Delete", onTap: { taps.append("second") }).anyElement
        })
        #expect(host.findAll(Gtk.Button.self).first === button)
        #expect(button.iconName == "list-remove-symbolic" && button.accessibleLabel == "Delete")
        try await host.click(button)
        #expect(taps == ["second"])
    }

    @Test("a switch reports the user's flips, not the workflow's own changes")
    func toggleReportsUserChangesOnly() async throws {
        var reported: [Bool] = []
        let host = try await UITestHost(screen: ClosureScreen { Toggle(isOn: false, onChange: { reported.append($0) }).anyElement })
        defer { host.close() }
        try await host.update(screen: ClosureScreen { Toggle(isOn: true, onChange: { reported.append($0) }).anyElement })
        #expect(reported.isEmpty)
        let toggle = try #require(host.findAll(Switch.self).first)
        #expect(toggle.isActive)
        try await host.toggle(toggle)
        #expect(reported == [false])
    }

    @Test("an embedded screen's controller is a child, updated in place, and leaves with its element")
    func embeddedScreen() async throws {
        let host = try await UITestHost(screen: ClosureScreen { Column { EmbeddedScreen(InnerScreen(text: "one")) }.anyElement })
        defer { host.close() }
        let controller = try host.elementController(ClosureScreen.self)
        #expect(controller.children.count == 1)
        let child = try #require(controller.children.first as? DescribedViewController)
        let label = try host.find(Gtk.Label.self, label: "inner one")
        try await host.update(screen: ClosureScreen { Column { EmbeddedScreen(InnerScreen(text: "two")) }.anyElement })
        #expect(controller.children.first === child)
        #expect(try host.find(Gtk.Label.self, label: "inner two") === label)
        try await host.update(screen: ClosureScreen { Column { Label("gone") }.anyElement })
        #expect(controller.children.isEmpty)
        #expect(host.findAll(Gtk.Label.self, label: "inner two").isEmpty)
    }

    @Test("modifiers reach the widget, and removing one restores GTK's default")
    func modifiers() async throws {
        let host = try await UITestHost(screen: ClosureScreen {
            Label("styled").padding(8).cssClass("title-2").tooltip("tip").enabled(false).accessibilityLabel("Styled text")
                .alignment(horizontal: .start).expand(horizontal: true).anyElement
        })
        defer { host.close() }
        let label = try host.find(Gtk.Label.self, label: "styled")
        #expect(label.margins == Margins(all: 8))
        #expect(label.hasCSSClass("title-2"))
        #expect(label.tooltip == "tip")
        #expect(!label.isSensitive)
        #expect(label.accessibleLabel == "Styled text")
        #expect(label.horizontalAlignment == .start)
        #expect(label.expandsHorizontally)
        try await host.update(screen: ClosureScreen { Label("styled").anyElement })
        #expect(try host.find(Gtk.Label.self, label: "styled") === label)
        #expect(label.margins == Margins())
        #expect(!label.hasCSSClass("title-2"))
        #expect(label.tooltip == nil)
        #expect(label.isSensitive)
        #expect(label.accessibleLabel == "styled")
        #expect(label.horizontalAlignment == .fill)
        #expect(!label.boolProperty("hexpand-set"))
    }

    @Test("a heading gets the heading role; a new role makes a new widget")
    func headingRole() async throws {
        let host = try await UITestHost(screen: ClosureScreen { Label("Title").heading(level: 1).anyElement })
        defer { host.close() }
        let heading = try host.find(Gtk.Label.self, label: "Title")
        #expect(heading.currentAccessibleRole == .heading)
        try await host.update(screen: ClosureScreen { Label("Title").anyElement })
        let plain = try host.find(Gtk.Label.self, label: "Title")
        #expect(plain !== heading)
        #expect(plain.currentAccessibleRole == .label)
    }
}
