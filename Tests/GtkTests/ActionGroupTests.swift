import Gtk
import Testing
import WorkflowUITesting

/// `ActionGroup` (an alias of the generated `SimpleActionGroup`) with its closure-based
/// conveniences, reached through the widget tree as GTK's responder chain does.
@MainActor
@Suite("Action groups (generated SimpleActionGroup)", .gtk)
struct ActionGroupTests {
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
}
