import Gtk
import WorkflowUI

/// Shows a ``CommandScreen``: its content, with its commands added to the window's
/// ``CommandScope`` while the view is shown (mapped). The outermost one makes the scope and
/// installs it (actions and shortcuts) on its view; nested ones share it through the
/// environment, one level deeper (their commands win). With `contextMenu`, a right click, a
/// long press, Menu or Shift+F10 on the content opens a `GtkPopoverMenu` of its commands.
public final class CommandViewController<Content: Screen>: ScreenViewController<CommandScreen<Content>> {
    /// The content's controller holder.
    public let content: DescribedViewController
    /// The window's commands (made here when this is the outermost command screen).
    public let scope: CommandScope
    /// Whether this controller made the scope and installs it on its view.
    public let hostsScope: Bool
    /// The context menu, once opened.
    public private(set) var contextMenu: PopoverMenu?

    private let depth: Int
    private var mapping: [SignalConnection] = []
    private var contextControllers: [EventController] = []

    /// Joins the environment's command scope, or makes one; builds the content's controller.
    public required init(screen: CommandScreen<Content>, environment: ViewEnvironment) {
        if let outer = environment.commandScope {
            (scope, hostsScope, depth) = (outer, false, environment.commandDepth + 1)
        } else {
            (scope, hostsScope, depth) = (CommandScope(), true, 0)
        }
        content = DescribedViewController(screen: screen.content,
                                          environment: Self.contentEnvironment(environment, scope: scope, depth: depth))
        super.init(screen: screen, environment: environment)
        addChild(content)
    }

    /// Takes the commands out of the scope (and the scope off the view, for its host).
    isolated deinit {
        scope.unregister(self)
        if hostsScope { scope.uninstall() }
        for connection in mapping { connection.disconnect() }
        if isViewLoaded { for controller in contextControllers { view.removeController(controller) } }
        contextMenu?.popdown()
        contextMenu?.unparent()
    }

    // MARK: - View lifecycle

    /// Adds the content's view; registers the commands while the view is mapped.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.append(content.view)
        if hostsScope { scope.install(on: view) }
        mapping = [
            view.onMap { [weak self] in
                guard let self else { return }
                self.scope.register(self, depth: self.depth, commands: self.screen.commands)
            },
            view.onUnmap { [weak self] in
                guard let self else { return }
                self.scope.unregister(self)
            },
        ]
        if view.isMapped { scope.register(self, depth: depth, commands: screen.commands) }
        updateContextMenu()
    }

    /// Updates the content, and the commands in the scope.
    public override func screenDidChange(from previousScreen: CommandScreen<Content>, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        content.update(screen: screen.content, environment: Self.contentEnvironment(environment, scope: scope, depth: depth))
        if scope.isRegistered(self) { scope.register(self, depth: depth, commands: screen.commands) }
        if isViewLoaded { updateContextMenu() }
    }

    // MARK: - Context menu

    /// Opens the context menu of this screen's commands pointing at (`x`, `y`) in the view,
    /// as a right click there does. Does nothing without `contextMenu` or without a command
    /// shown in menus.
    public func showContextMenu(atX x: Double, y: Double) {
        guard screen.contextMenu, screen.commands.contains(where: \.showsInMenus) else { return }
        let popover = contextMenu ?? {
            let popover = PopoverMenu(model: nil)
            popover.hasArrow = false
            popover.attach(to: view)
            contextMenu = popover
            return popover
        }()
        popover.menuModel = CommandMenu.model(for: screen.commands)
        popover.point(atX: x, y: y)
        popover.popup()
    }

    /// The menu a context menu opened now would show.
    public var contextMenuModel: Menu { CommandMenu.model(for: screen.commands) }

    private func updateContextMenu() {
        guard screen.contextMenu != !contextControllers.isEmpty else { return }
        guard screen.contextMenu else {
            for controller in contextControllers { view.removeController(controller) }
            contextControllers = []
            contextMenu?.popdown()
            return
        }
        let click = GestureClick()
        click.button = 3
        click.onPressed { [weak self] _, x, y in self?.showContextMenu(atX: x, y: y) }
        let press = GestureLongPress()
        press.isTouchOnly = true
        press.onPressed { [weak self] x, y in self?.showContextMenu(atX: x, y: y) }
        let keys = ShortcutController(scope: .local)
        for trigger in ["Menu", "<Shift>F10"] {
            keys.addShortcut(trigger) { [weak self] in
                guard let self, self.screen.contextMenu else { return false }
                self.showContextMenu(atX: Double(self.view.bounds.width) / 2, y: Double(self.view.bounds.height) / 2)
                return true
            }
        }
        contextControllers = [click, press, keys]
        for controller in contextControllers { view.addController(controller) }
    }

    private static func contentEnvironment(_ environment: ViewEnvironment, scope: CommandScope, depth: Int) -> ViewEnvironment {
        var environment = environment
        environment.commandScope = scope
        environment.commandDepth = depth
        return environment
    }
}
