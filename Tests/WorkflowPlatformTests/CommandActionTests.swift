import Gtk
import GtkTestSupport
import Testing
import WorkflowPlatform
import WorkflowUITesting

/// A command that activates another's action (`app.quit`, `window.close`): listed with its
/// key, its key left to that action's owner.
@MainActor
@Suite("Commands of other actions (GTK)", .gtk)
struct CommandActionTests {
    @Test("the scope installs no shortcut for it; performing it and its menu item activate that action; the shortcuts window lists it")
    func otherAction() throws {
        let host = Box(.vertical, spacing: 0)
        let probe = ActionGroup()
        var hits = 0
        _ = probe.addAction("hit") { hits += 1 }
        host.insertActionGroup(probe, prefix: "probe")
        let scope = CommandScope()
        scope.install(on: host)
        defer { scope.uninstall() }
        scope.register(self as AnyObject, depth: 0, commands: [
            Command(id: "new", title: "New", shortcut: "<Control>n", section: "File") {},
            Command(id: "quit", title: "Quit", shortcut: "<Control>q", section: "App", showsInMenus: false, detailedAction: "probe.hit"),
        ])
        #expect(scope.shortcuts?.entries.map(\.trigger) == ["<Control>n"], "Ctrl+Q stays the action owner's key")
        #expect(scope.perform("quit") && hits == 1)
        let quit = try #require(scope.commands.last)
        #expect(quit.detailedAction == "probe.hit" && !quit.showsInMenus)
        let window = try CommandShortcutsWindow.make(for: scope.commands, title: "Keys", generalTitle: "Allgemein")
        defer { window.destroy() }
        let rows = window.descendants.filter { $0.typeName == "GtkShortcutsShortcut" }.map { $0.stringProperty("title") ?? "" }
        #expect(rows.contains("Quit"))
    }

    @Test("Keyboard Shortcuts groups the commands without a section under the title it was given, in the user's language")
    func generalTitle() throws {
        let host = Box(.vertical, spacing: 0)
        let scope = CommandScope()
        scope.install(on: host)
        defer { scope.uninstall() }
        scope.register(self as AnyObject, depth: 0, commands: [.keyboardShortcuts(title: "Tastenkürzel", generalTitle: "Allgemein")])
        #expect(scope.perform("show-shortcuts"))
        let window = try #require(scope.visibleShortcutsWindow)
        let groups = window.descendants.filter { $0.typeName == "GtkShortcutsGroup" }.compactMap { $0.stringProperty("title") }
        #expect(groups.first == "Allgemein")
    }
}
