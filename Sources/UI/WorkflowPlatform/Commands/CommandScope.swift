import Gtk
import Logging

/// The commands active in one window: those of every ``CommandScreen`` shown in it, combined
/// (for the same id the most deeply nested screen's command wins). The outermost command
/// screen makes it and installs it on its view: a `GSimpleActionGroup` under the prefix
/// `cmd` (one action per command, enabled as the command is) and a managed
/// `GtkShortcutController` (each shortcut performs its command, anywhere in the window).
/// Containers read it from `ViewEnvironment.commandScope` to show the commands in a menu.
@MainActor
public final class CommandScope {
    /// The prefix of the commands' actions: `cmd.<id>`.
    public nonisolated static let actionPrefix = "cmd"

    /// A registration: one command screen's commands.
    private struct Registration {
        var depth: Int
        var sequence: Int
        var commands: [Command]
    }

    /// The active commands, combined, in menu order (outer screens' first).
    public private(set) var commands: [Command] = []
    /// The commands' actions (`cmd.<id>`), installed on the host's view.
    public let actions = SimpleActionGroup()
    /// The shortcuts of the commands that have one, on the host's view (nil until installed).
    public private(set) var shortcuts: ShortcutController?

    private var registrations: [ObjectIdentifier: Registration] = [:]
    private var nextSequence = 0
    private var observers: [Int: @MainActor () -> Void] = [:]
    private var nextObserver = 0
    private var appearance: [[String]] = []
    private weak var host: Widget?
    private var shortcutsWindow: Window?

    /// An empty scope; ``CommandViewController`` makes one for the outermost command screen.
    public init() {}

    // MARK: - Registration

    /// Adds or replaces the commands of `owner` (a command screen's controller, or a
    /// container with commands of its own), nested `depth` screens deep: for the same id the
    /// deepest owner's command wins, then the latest registered. ``CommandViewController``
    /// registers while its view is shown.
    public func register(_ owner: AnyObject, depth: Int, commands: [Command]) {
        let key = ObjectIdentifier(owner)
        if registrations[key] == nil {
            registrations[key] = Registration(depth: depth, sequence: nextSequence, commands: commands)
            nextSequence += 1
        } else {
            registrations[key]?.commands = commands
        }
        recombine()
    }

    /// Takes away the commands of `owner`.
    public func unregister(_ owner: AnyObject) {
        guard registrations.removeValue(forKey: ObjectIdentifier(owner)) != nil else { return }
        recombine()
    }

    /// Whether `owner` has commands registered.
    public func isRegistered(_ owner: AnyObject) -> Bool { registrations[ObjectIdentifier(owner)] != nil }

    /// Combines the registrations (deeper wins, then later), updates the actions, and
    /// rebuilds the shortcuts and tells the observers when what they show changed.
    private func recombine() {
        var combined: [Command] = []
        var positions: [String: Int] = [:]
        for registration in registrations.values.sorted(by: { ($0.depth, $0.sequence) < ($1.depth, $1.sequence) }) {
            for command in registration.commands {
                if let position = positions[command.id] {
                    combined[position] = command
                } else {
                    positions[command.id] = combined.count
                    combined.append(command)
                }
            }
        }
        commands = combined
        updateActions()
        let newAppearance = combined.map(\.appearance)
        guard newAppearance != appearance else { return }
        appearance = newAppearance
        rebuildShortcuts()
        for observer in observers.values { observer() }
    }

    private func updateActions() {
        let ids = Set(commands.map(\.id))
        for name in actions.actionNames where !ids.contains(name) { actions.removeAction(name) }
        for command in commands {
            if let action = actions.lookupAction(command.id) as? SimpleAction {
                if action.isEnabled != command.isEnabled { action.setEnabled(command.isEnabled) }
            } else {
                let id = command.id
                let action = actions.addAction(id) { [weak self] in _ = self?.perform(id) }
                action.setEnabled(command.isEnabled)
            }
        }
    }

    // MARK: - Performing

    /// Performs the active command `id` as its menu item or shortcut does; returns false
    /// (doing nothing) when there is no such command or it is disabled.
    @discardableResult
    public func perform(_ id: String) -> Bool {
        guard let command = commands.first(where: { $0.id == id }), command.isEnabled else { return false }
        switch command.behavior {
        case .perform(let perform): perform()
        case .showShortcutsWindow(let title, let generalTitle): presentShortcutsWindow(title: title, generalTitle: generalTitle)
        case .action(let name): return host?.activateAction(name) ?? false
        }
        return true
    }

    // MARK: - Hosting

    /// Installs the actions (prefix `cmd`) and the shortcuts on `widget`: the outermost
    /// command screen's view, or a container's that hosts the commands of the screens inside
    /// it (give them the scope through `ViewEnvironment.commandScope`).
    public func install(on widget: Widget) {
        host = widget
        widget.insertActionGroup(actions, prefix: Self.actionPrefix)
        rebuildShortcuts()
    }

    /// Takes the actions and shortcuts off the host's view, and closes its shortcuts window.
    public func uninstall() {
        guard let host else { return }
        host.insertActionGroup(nil, prefix: Self.actionPrefix)
        if let shortcuts { host.removeController(shortcuts) }
        shortcuts = nil
        shortcutsWindow?.destroy()
        shortcutsWindow = nil
        self.host = nil
    }

    private func rebuildShortcuts() {
        guard let host else { return }
        if let shortcuts { host.removeController(shortcuts) }
        let controller = ShortcutController(scope: .managed)
        for command in commands where command.installsShortcut {
            guard let shortcut = command.shortcut else { continue }
            let id = command.id
            controller.addShortcut(shortcut) { [weak self] in self?.perform(id) ?? false }
        }
        host.addController(controller)
        shortcuts = controller
    }

    // MARK: - Observing

    /// Calls `handler` whenever what menus show of the commands changes (a command came or
    /// went, or its title, shortcut, icon or section changed; not its enabled state, which
    /// its action carries). Observing stops when the returned observation goes.
    public func observe(_ handler: @escaping @MainActor () -> Void) -> CommandObservation {
        let id = nextObserver
        nextObserver += 1
        observers[id] = handler
        return CommandObservation { [weak self] in self?.observers[id] = nil }
    }

    // MARK: - Menus and the shortcuts window

    /// A menu of the active commands shown in menus, one section per ``Command/section``.
    public func menuModel() -> Menu { CommandMenu.model(for: commands) }

    /// Presents the shortcuts window of the active commands, transient for the host's window
    /// (the commands without a section under `generalTitle`); a shown one is replaced.
    public func presentShortcutsWindow(title: String = "Keyboard Shortcuts", generalTitle: String = "General") {
        shortcutsWindow?.destroy()
        let window: Window
        do throws(GLibError) {
            window = try CommandShortcutsWindow.make(for: commands, title: title, generalTitle: generalTitle)
        } catch {
            Logger(label: "WorkflowGtk.Commands").warning("CommandScope: cannot build the shortcuts window: \(error). Check the commands' shortcuts (GTK syntax, e.g. <Control>n).")
            return
        }
        if let parent = host?.window {
            window.transientFor = parent
            window.isModal = true
        }
        window.onCloseRequest { [weak self, weak window] in
            if let self, self.shortcutsWindow === window { self.shortcutsWindow = nil }
            return false
        }
        shortcutsWindow = window
        window.present()
    }

    /// The shortcuts window shown now, if any.
    public var visibleShortcutsWindow: Window? { shortcutsWindow }
}

/// Keeps a ``CommandScope/observe(_:)`` handler registered until it goes or is cancelled.
@MainActor
public final class CommandObservation {
    private var cancellation: (@MainActor () -> Void)?

    init(_ cancellation: @escaping @MainActor () -> Void) { self.cancellation = cancellation }

    /// Stops observing.
    public func cancel() {
        cancellation?()
        cancellation = nil
    }

    isolated deinit { cancel() }
}
