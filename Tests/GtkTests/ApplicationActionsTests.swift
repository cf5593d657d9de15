import Gtk
import Testing
import WorkflowUITesting

/// `Application` as the generated `ActionMap` and `ActionGroupProtocol`: app actions made
/// with `SimpleAction`, looked up, and activated by GIO and through a window's widgets.
@MainActor
@Suite("Application actions (ActionMap, ActionGroupProtocol)", .gtk)
struct ApplicationActionsTests {
    @Test("addAction(SimpleAction) and lookupAction before the application runs; removeAction")
    func addLookupRemove() throws {
        let app = Application(id: "org.workflowgtk.tests.ActionsLookup")
        let action = SimpleAction(name: "greet") {}
        app.addAction(action)
        let found = try #require(app.lookupAction("greet"))
        #expect(found === action, "the same wrapper comes back")
        #expect(found.name == "greet" && found.isEnabled)
        #expect(app.lookupAction("missing") == nil)
        let made = app.addAction("other") {}
        #expect(app.lookupAction("other") === made)
        app.removeAction(actionName: "greet")
        #expect(app.lookupAction("greet") == nil)
    }

    @Test("a registered application activates its actions: by name, with a string parameter, and from a widget in its window (app.name)")
    func activationWhenRegistered() throws {
        let app = Application(id: "org.workflowgtk.tests.ActionsRun")
        var greetings = 0
        var said: [String] = []
        var removed: [String] = []
        app.addAction(SimpleAction(name: "greet") { greetings += 1 })
        app.addAction(SimpleAction(name: "say", stringParameter: { said.append($0) }))
        let disabled = SimpleAction(name: "off") { greetings += 100 }
        disabled.setEnabled(false)
        app.addAction(disabled)
        app.onActionRemoved { removed.append($0) }
        var started = false
        app.onStartup { started = true }
        #expect(!app.isRegistered)
        try app.register()
        #expect(app.isRegistered && started)
        #expect(app.hasAction(actionName: "greet") && !app.actionEnabled(actionName: "off"))
        app.activateAction("greet")
        app.activateAction("say", parameter: "hello")
        app.activateAction("off")
        #expect(greetings == 1 && said == ["hello"], "the disabled action does not run")
        let window = ApplicationWindow(application: app)
        let button = Button(label: "Greet")
        window.child = button
        #expect(button.activateAction("app.greet"), "a widget in the application's window reaches app actions")
        #expect(greetings == 2)
        window.destroy()
        app.removeAction(actionName: "say")
        #expect(removed == ["say"] && !app.hasAction(actionName: "say"), "onActionRemoved reports a removal")
    }
}
