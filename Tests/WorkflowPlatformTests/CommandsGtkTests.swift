import Adw
import Foundation
import Gtk
import GtkTestSupport
import GtkTesting
import Testing
import Workflow
import WorkflowAdwaita
import WorkflowPlatform
import WorkflowUI
import WorkflowUITesting

/// Commands in a real window under Xvfb: real key presses, a real right click, the header
/// bar's primary menu and the generated shortcuts window.
@MainActor
@Suite("Commands (GTK)", .gtk)
struct CommandsGtkTests {
    /// Records which commands ran.
    final class Log {
        var performed: [String] = []
    }

    /// Saves `widget` as a PNG under `WGTK_SCREENSHOTS` when it is set (to look at).
    func screenshot(_ widget: Widget, _ name: String) {
        guard let folder = ProcessInfo.processInfo.environment["WGTK_SCREENSHOTS"] else { return }
        do { try widget.savePNG(to: "\(folder)/\(name).png") } catch { print("screenshot \(name): \(error)") }
    }

    @Test("a shortcut performs its command anywhere in the window; a disabled command's shortcut does nothing")
    func shortcutPerformsCommand() async throws {
        let (container, host) = try await UITestHost.container(NotesCommandsWorkflow(), width: 500, height: 300)
        defer { host.close() }
        let text = { container.host.rendering.content.content.text }
        try await host.press("<Control>n")
        try await host.wait(for: "Ctrl+N to add a note") { text() == "Groceries\nIdeas\nNote 3" }
        try await host.press("Delete")
        try await host.wait(for: "Delete to delete the selected note") { text() == "Ideas\nNote 3" }
        let controller = try host.find(controller: CommandViewController<CommandScreen<TextScreen>>.self)
        #expect(controller.hostsScope)
        #expect(controller.scope.actions.lookupAction("delete-note")?.isEnabled == false, "nothing is selected now")
        try await host.press("Delete")
        try await host.press("<Control>n")
        try await host.wait(for: "Ctrl+N to add another note") { text() == "Ideas\nNote 3\nNote 3" }
        #expect(container.host.rendering.content.content.text.components(separatedBy: "\n").count == 3,
                "the disabled Delete Note did not run")
        let shortcuts = try #require(controller.scope.shortcuts)
        #expect(Set(shortcuts.entries.map(\.trigger)) == ["<Control>n", "<Control>question", "Delete"])
    }

    @Test("a key the focused text field uses is the field's: Delete edits the text, not the note")
    func focusedWidgetKeepsItsKeys() async throws {
        let log = Log()
        let host = try await UITestHost(screen: EntryScreen().commands([
            Command(id: "delete-note", title: "Delete Note", shortcut: "Delete") { log.performed.append("delete") },
        ]), width: 400, height: 200)
        defer { host.close() }
        let entry = try host.find(Entry.self)
        try await host.type("abc", into: entry)
        try await host.press("Home")
        try await host.press("Delete")
        try await host.wait(for: "Delete to delete a character") { entry.text == "bc" }
        #expect(log.performed.isEmpty)
        // With the focus out of the field the shortcut is the command's.
        host.window.focusWidget = nil
        try await host.press("Delete")
        try await host.wait(for: "Delete to delete the note") { log.performed == ["delete"] }
    }

    @Test("a nested screen's command wins over the outer one with the same id, while it is shown")
    func innerWins() async throws {
        let log = Log()
        let inner = TextScreen(text: "editor").commands([
            Command(id: "save", title: "Save Note", shortcut: "<Control>s") { log.performed.append("inner") },
        ])
        let outerCommands = [
            Command(id: "save", title: "Save All", shortcut: "<Control>s") { log.performed.append("outer") },
            Command(id: "quit", title: "Quit", shortcut: "<Control>q") { log.performed.append("quit") },
        ]
        let host = try await UITestHost(screen: inner.commands(outerCommands), width: 400, height: 300)
        defer { host.close() }
        let outer = try host.find(controller: CommandViewController<CommandScreen<TextScreen>>.self)
        #expect(outer.scope.commands.map(\.title) == ["Save Note", "Quit"])
        try await host.press("<Control>s")
        try await host.wait(for: "Ctrl+S to save the note") { log.performed == ["inner"] }
        try await host.press("<Control>q")
        try await host.wait(for: "Ctrl+Q from the outer screen") { log.performed == ["inner", "quit"] }
        // Without the inner screen the outer command is back.
        try await host.update(screen: TextScreen(text: "editor").commands(outerCommands))
        let replaced = try host.find(controller: CommandViewController<TextScreen>.self)
        try await host.wait(for: "the outer command alone") { replaced.scope.commands.map(\.title) == ["Save All", "Quit"] }
        try await host.press("<Control>s")
        try await host.wait(for: "Ctrl+S to save all") { log.performed == ["inner", "quit", "outer"] }
    }

    @Test("the header bar's primary menu lists the window's commands with their accelerators after its own sections")
    func primaryMenu() async throws {
        let log = Log()
        let content = TextScreen(text: "Groceries").commands([
            Command(id: "delete-note", title: "Delete Note", shortcut: "Delete", section: "Note", isEnabled: false) {
                log.performed.append("delete")
            },
        ])
        let page = AdaptivePageScreen(title: "Notes", content: content,
                                      menu: [.init(items: [.init(label: "About Notes", detailedAction: "app.about")])])
        let host = try await UITestHost(screen: page.commands([
            Command(id: "new-note", title: "New Note", shortcut: "<Control>n", section: "Notes") { log.performed.append("new") },
            .keyboardShortcuts(),
        ]), width: 500, height: 400)
        defer { host.close() }
        let pageController = try host.find(controller: AdaptivePageViewController.self)
        let expected: [MenuModel.Entry] = [
            .init(label: "About Notes", action: "app.about", section: ""),
            .init(label: "New Note", action: "cmd.new-note", accelerator: "<Control>n", section: "Notes"),
            .init(label: "Keyboard Shortcuts", action: "cmd.show-shortcuts", accelerator: "<Control>question", section: ""),
            .init(label: "Delete Note", action: "cmd.delete-note", accelerator: "Delete", section: "Note"),
        ]
        try await host.wait(for: "the commands in the primary menu") { pageController.menuButton?.menuModel?.entries == expected }
        // The menu's items reach the commands' actions from the header bar.
        let menuButton = try #require(pageController.menuButton)
        #expect(menuButton.activateAction("cmd.new-note"))
        #expect(log.performed == ["new"])
        _ = menuButton.activateAction("cmd.delete-note")
        #expect(log.performed == ["new"], "a disabled command's menu item does nothing")
        menuButton.popup()
        try await host.wait(for: "the primary menu to open") { menuButton.popover?.isVisible == true }
        try await host.settle()
        if let popover = menuButton.popover { screenshot(popover, "commands-primary-menu") }
        menuButton.popover?.popdown()
    }

    @Test("a page without a command screen around it hosts the commands of the screens inside it")
    func pageHostsCommands() async throws {
        let log = Log()
        let content = TextScreen(text: "Groceries").commands([
            Command(id: "new-note", title: "New Note", shortcut: "<Control>n", section: "Notes") { log.performed.append("new") },
        ])
        let host = try await UITestHost(screen: AdaptivePageScreen(title: "Notes", content: content), width: 500, height: 400)
        defer { host.close() }
        let pageController = try host.find(controller: AdaptivePageViewController.self)
        let inner = try host.find(controller: CommandViewController<TextScreen>.self)
        #expect(!inner.hostsScope)
        try await host.wait(for: "the command in the primary menu") {
            pageController.menuButton?.menuModel?.entries
                == [.init(label: "New Note", action: "cmd.new-note", accelerator: "<Control>n", section: "Notes")]
        }
        try await host.press("<Control>n")
        try await host.wait(for: "Ctrl+N to run the command") { log.performed == ["new"] }
    }

    @Test("only the shown tab's commands are active: switching tabs swaps them in the menu and the shortcuts")
    func shownTabsCommands() async throws {
        let log = Log()
        func tab(_ name: String) -> AdaptivePageScreen.Tab {
            .init(key: name, title: name, screen: AnyScreen(TextScreen(text: name).commands([
                Command(id: "edit", title: "Edit \(name)", shortcut: "<Control>e") { log.performed.append(name) },
            ])))
        }
        let host = try await UITestHost(screen: AdaptivePageScreen(title: "Tabs", tabs: [tab("Books"), tab("Films")]),
                                        width: 500, height: 400)
        defer { host.close() }
        let pageController = try host.find(controller: AdaptivePageViewController.self)
        let titles = { pageController.menuButton?.menuModel?.entries.map(\.label) ?? [] }
        try await host.wait(for: "the first tab's command") { titles() == ["Edit Books"] }
        try await host.press("<Control>e")
        try await host.wait(for: "Ctrl+E in the first tab") { log.performed == ["Books"] }
        pageController.selectTabAsUser(1)
        try await host.wait(for: "the second tab's command alone") { titles() == ["Edit Films"] }
        try await host.press("<Control>e")
        try await host.wait(for: "Ctrl+E in the second tab") { log.performed == ["Books", "Films"] }
    }

    @Test("closing the window releases the command controllers and their scope (no closure keeps them)")
    func released() async throws {
        weak var weakScope: CommandScope?
        weak var weakInner: CommandViewController<TextScreen>?
        do {
            let (container, host) = try await UITestHost.container(NotesCommandsWorkflow(), width: 400, height: 300)
            let inner = try host.find(controller: CommandViewController<TextScreen>.self)
            inner.showContextMenu(atX: 10, y: 10)
            try await host.wait(for: "the context menu to open") { inner.contextMenu?.isVisible == true }
            inner.contextMenu?.popdown()
            try await host.wait(for: "the context menu to close") { inner.contextMenu?.isVisible == false }
            (weakScope, weakInner) = (inner.scope, inner)
            _ = container
            host.close()
        }
        #expect(await UILoop.wait(until: { weakScope == nil && weakInner == nil }), "the scope or a controller outlived its window")
    }

    @Test("Ctrl+? opens the shortcuts window generated from the commands, grouped by section")
    func shortcutsWindow() async throws {
        let (container, host) = try await UITestHost.container(NotesCommandsWorkflow(), width: 500, height: 300)
        defer { host.close() }
        let controller = try host.find(controller: CommandViewController<CommandScreen<TextScreen>>.self)
        // Ctrl+? is Shift+Ctrl+/ on the keyboard (the simulator holds Shift only when told).
        try await host.press("<Shift><Control>question")
        try await host.wait(for: "the shortcuts window") { controller.scope.visibleShortcutsWindow?.isVisible == true }
        let window = try #require(controller.scope.visibleShortcutsWindow)
        #expect(window.transientFor === host.window)
        // The section's rows (the window's search page holds copies of them).
        let section = try #require(window.descendants.first { $0.typeName == "GtkShortcutsSection" })
        let rows = section.descendants.filter { $0.typeName == "GtkShortcutsShortcut" }
            .map { "\($0.stringProperty("title") ?? "") = \($0.stringProperty("accelerator") ?? "")" }
        #expect(rows == ["New Note = <Control>n", "Keyboard Shortcuts = <Control>question", "Delete Note = Delete"])
        let groups = section.descendants.filter { $0.typeName == "GtkShortcutsGroup" }.compactMap { $0.stringProperty("title") }
        #expect(groups == ["Notes", "General", "Note"])
        try await host.settle()
        screenshot(window, "commands-shortcuts-window")
        _ = container
        window.close()
    }

    @Test("a right click on a screen with a context menu opens a popover menu of its commands; its item performs the command")
    func contextMenu() async throws {
        try #require(PointerSimulator.isAvailable, "XTest is needed (Xvfb provides it)")
        let (container, host) = try await UITestHost.container(NotesCommandsWorkflow(), width: 500, height: 300)
        defer { host.close() }
        let inner = try host.find(controller: CommandViewController<TextScreen>.self)
        #expect(!inner.hostsScope)
        #expect(PointerSimulator.click(inner.view, button: 3))
        try await host.wait(for: "the context menu to open") { inner.contextMenu?.isVisible == true }
        let popover = try #require(inner.contextMenu)
        #expect(popover.menuModel?.entries == [
            .init(label: "Delete Note", action: "cmd.delete-note", accelerator: "Delete", section: "Note"),
        ])
        try await host.settle()
        screenshot(popover, "commands-context-menu")
        #expect(popover.activateAction("cmd.delete-note"))
        try await host.wait(for: "Delete Note from the context menu") { container.host.rendering.content.content.text == "Ideas" }
        popover.popdown()
    }
}

/// A text field (for the focus tests).
struct EntryScreen: Screen {
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        EntryViewController.description(for: self, environment: environment)
    }
}

/// Shows `EntryScreen`: an entry.
final class EntryViewController: ScreenViewController<EntryScreen> {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.append(Entry())
    }
}
