import Gtk
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting
import WorkflowUI
import GtkTestSupport

/// Commands are part of the rendering, and their scope combines them without a display.
@MainActor
@Suite("Commands as part of the rendering (headless)")
struct CommandsRenderingTests {
    @Test("the rendering carries the commands; performing one sends its action; Delete Note is disabled without a selection")
    func renderingCarriesCommands() throws {
        NotesCommandsWorkflow().renderTester()
            .render { screen in
                #expect(screen.commands.map(\.id) == ["new-note", "show-shortcuts"])
                #expect(screen.commands.map(\.shortcut) == ["<Control>n", "<Control>question"])
                #expect(screen.content.commands.map(\.id) == ["delete-note"])
                #expect(screen.content.contextMenu)
                #expect(screen.content.commands[0].isEnabled)
                screen.commands[0].perform()
            }
            .assertNoOutput()
            .verifyState { #expect($0.notes == ["Groceries", "Ideas", "Note 3"]) }
        NotesCommandsWorkflow(initialState: .init(notes: ["A"], selection: nil)).renderTester()
            .render { screen in
                #expect(screen.content.commands[0].isEnabled == false)
                #expect(screen.content.commands[0].detailedAction == "cmd.delete-note")
            }
    }

    @Test("a scope combines its owners' commands: the deeper one wins for the same id, keeping the outer one's place")
    func innerWins() {
        let scope = CommandScope()
        let outer = NSObjectLike(), inner = NSObjectLike()
        var performed: [String] = []
        scope.register(outer, depth: 0, commands: [
            Command(id: "save", title: "Save", shortcut: "<Control>s") { performed.append("outer save") },
            Command(id: "quit", title: "Quit", shortcut: "<Control>q") { performed.append("quit") },
        ])
        scope.register(inner, depth: 1, commands: [
            Command(id: "undo", title: "Undo", shortcut: "<Control>z", isEnabled: false) { performed.append("undo") },
            Command(id: "save", title: "Save Note", shortcut: "<Control>s") { performed.append("inner save") },
        ])
        #expect(scope.commands.map(\.id) == ["save", "quit", "undo"])
        #expect(scope.commands[0].title == "Save Note")
        #expect(scope.perform("save"))
        #expect(!scope.perform("undo"), "a disabled command is not performed")
        #expect(!scope.perform("missing"))
        #expect(performed == ["inner save"])
        #expect(scope.actions.actionNames == ["quit", "save", "undo"])
        #expect(scope.actions.lookupAction("undo")?.isEnabled == false)
        scope.unregister(inner)
        #expect(scope.commands.map(\.title) == ["Save", "Quit"])
        #expect(scope.actions.actionNames == ["quit", "save"])
        #expect(scope.perform("save"))
        #expect(performed == ["inner save", "outer save"])
    }

    @Test("the outermost command screen's controller makes the scope; a nested one shares it, one level deeper (no widget needed)")
    func nestedControllersShareTheScope() throws {
        let rendering = TextScreen(text: "Groceries").commands([]).commands([])
        let outer = DescribedViewController(screen: rendering, environment: .empty)
        let outerController = try #require(outer.currentViewController as? CommandViewController<CommandScreen<TextScreen>>)
        let inner = try #require(outerController.content.currentViewController as? CommandViewController<TextScreen>)
        #expect(outerController.hostsScope && !inner.hostsScope)
        #expect(inner.scope === outerController.scope)
        #expect(inner.environment.commandScope === outerController.scope)
        #expect(!outerController.isViewLoaded, "no widget was made")
    }

    @Test("observers hear of a change menus show, not of an enabled state")
    func observers() {
        let scope = CommandScope()
        let owner = NSObjectLike()
        var changes = 0
        let observation = scope.observe { changes += 1 }
        scope.register(owner, depth: 0, commands: [Command(id: "a", title: "A") {}])
        scope.register(owner, depth: 0, commands: [Command(id: "a", title: "A", isEnabled: false) {}])
        #expect(changes == 1)
        #expect(scope.actions.lookupAction("a")?.isEnabled == false)
        scope.register(owner, depth: 0, commands: [Command(id: "a", title: "Renamed") {}])
        #expect(changes == 2)
        observation.cancel()
        scope.unregister(owner)
        #expect(changes == 2)
    }

    @Test("a command menu has a section per command section, items with their action and accelerator")
    func menuModel() {
        let menu = CommandMenu.model(for: [
            Command(id: "new-note", title: "New Note", shortcut: "<Control>n", section: "Notes") {},
            Command(id: "delete-note", title: "Delete Note", shortcut: "Delete", section: "Note") {},
            Command(id: "find", title: "Find", shortcut: "<Control>f", section: "Notes") {},
            Command(id: "escape", title: "Leave", shortcut: "Escape", showsInMenus: false) {},
        ])
        #expect(menu.entries == [
            .init(label: "New Note", action: "cmd.new-note", accelerator: "<Control>n", section: "Notes"),
            .init(label: "Find", action: "cmd.find", accelerator: "<Control>f", section: "Notes"),
            .init(label: "Delete Note", action: "cmd.delete-note", accelerator: "Delete", section: "Note"),
        ])
    }
}

/// An owner for scope registrations.
final class NSObjectLike {}
