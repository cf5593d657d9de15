import Gtk
import Testing
import WorkflowUITesting

/// `Widget.descendants` and `descendants(of:)`: the subtree, depth first.
@MainActor
@Suite("Widget descendants", .gtk)
struct WidgetDescendantsTests {
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
