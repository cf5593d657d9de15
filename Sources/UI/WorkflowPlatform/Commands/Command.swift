import Gtk

/// Something the user can do with a screen: a title for menus, an optional icon and keyboard
/// shortcut, whether it can be done now, and what doing it sends to the workflow. A screen
/// declares its commands with ``CommandScreen`` (`.commands([...])`); the window turns them
/// into actions, shortcuts, menu items and a shortcuts window.
///
/// ```swift
/// Command(id: "delete-note", title: "Delete Note", shortcut: "Delete", iconName: "user-trash-symbolic",
///         section: "Note", isEnabled: state.selection != nil) { sink.send(.deleteSelected) }
/// ```
public struct Command {
    /// What a command does when performed.
    enum Behavior {
        /// Runs on the main actor (menus, shortcuts and tests call it there).
        case perform(() -> Void)
        case showShortcutsWindow(title: String, generalTitle: String)
        /// Activates a GAction someone else owns (`app.quit`, `window.close`, `app.about`).
        case action(String)
    }

    /// Names the command: its action is `cmd.<id>`. A nested screen's command with the same
    /// id takes the place of the outer one (inner wins). Letters, digits, `-` and `.`.
    public var id: String
    /// The text of its menu items and its row in the shortcuts window.
    public var title: String
    /// Its keyboard shortcut in GTK syntax (`<Control>n`, `<Shift><Control>z`, `Delete`), or nil.
    public var shortcut: String?
    /// A themed icon name, or nil, for a button that shows the command; menus show its title
    /// alone (see ``CommandMenu``).
    public var iconName: String?
    /// The heading its menu items and shortcuts are grouped under (e.g. "Note"), or nil.
    public var section: String?
    /// Whether it can be performed now. A disabled command's menu items are greyed out and
    /// its shortcut does nothing (the key goes on to the focused widget).
    public var isEnabled: Bool
    /// Whether it shows in the primary menu and context menus (false: a shortcut only).
    public var showsInMenus: Bool
    /// What performing it does.
    var behavior: Behavior

    /// A command that calls `perform` (typically `sink.send(...)`) when the user chooses it.
    public init(id: String, title: String, shortcut: String? = nil, iconName: String? = nil, section: String? = nil,
                isEnabled: Bool = true, showsInMenus: Bool = true, perform: @escaping () -> Void) {
        self.init(id: id, title: title, shortcut: shortcut, iconName: iconName, section: section, isEnabled: isEnabled,
                  showsInMenus: showsInMenus, behavior: .perform(perform))
    }

    init(id: String, title: String, shortcut: String?, iconName: String?, section: String?, isEnabled: Bool,
         showsInMenus: Bool, behavior: Behavior) {
        precondition(!id.isEmpty && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") },
                     "Command: '\(id)' is not a valid command id. Use letters, digits, '-' and '.' (it names the action cmd.<id>).")
        self.id = id
        self.title = title
        self.shortcut = shortcut
        self.iconName = iconName
        self.section = section
        self.isEnabled = isEnabled
        self.showsInMenus = showsInMenus
        self.behavior = behavior
    }

    /// A command that activates the GAction `detailedAction`, which the app or GTK owns
    /// (`app.quit`, `app.about`, `window.close`, a text view's `text.undo`): its menu items
    /// activate that action, and the shortcuts window lists it under its section with
    /// `shortcut`. The scope installs no shortcut for it: the key is the action's own (the
    /// application's accelerators, `Application.setAccelerators(_:for:)`, or the focused
    /// widget's key bindings), and `shortcut` says what it is.
    public init(id: String, title: String, shortcut: String? = nil, iconName: String? = nil, section: String? = nil,
                isEnabled: Bool = true, showsInMenus: Bool = true, detailedAction: String) {
        self.init(id: id, title: title, shortcut: shortcut, iconName: iconName, section: section, isEnabled: isEnabled,
                  showsInMenus: showsInMenus, behavior: .action(detailedAction))
    }

    /// The command that opens the window's shortcuts window (generated from the commands
    /// with a shortcut, grouped by section), on `<Control>question` as GNOME apps do. The
    /// commands without a section are grouped under `generalTitle` (give it in the user's
    /// language).
    public static func keyboardShortcuts(title: String = "Keyboard Shortcuts", shortcut: String? = "<Control>question",
                                         section: String? = nil, generalTitle: String = "General") -> Command {
        Command(id: "show-shortcuts", title: title, shortcut: shortcut, iconName: nil, section: section, isEnabled: true,
                showsInMenus: true, behavior: .showShortcutsWindow(title: title, generalTitle: generalTitle))
    }

    /// Whether the command scope handles its shortcut (false for a command that activates
    /// another's action, whose key is that action's).
    var installsShortcut: Bool {
        if case .action = behavior { return false }
        return true
    }

    /// Does what the command does, as choosing it does (`RenderTester` tests call it on the
    /// rendered commands). ``keyboardShortcuts(title:shortcut:section:generalTitle:)`` and a
    /// command activating another's action do nothing here: the window's ``CommandScope``
    /// performs them.
    @MainActor
    public func perform() {
        if case .perform(let perform) = behavior { perform() }
    }

    /// The action its menu items and buttons activate: `cmd.<id>`, or the action a command
    /// made with `init(id:title:shortcut:iconName:section:isEnabled:showsInMenus:detailedAction:)` activates.
    public var detailedAction: String {
        if case .action(let name) = behavior { return name }
        return "\(CommandScope.actionPrefix).\(id)"
    }

    /// What the menus, shortcuts and shortcuts window show of the command (not what it does):
    /// a change here rebuilds them.
    var appearance: [String] {
        var kind = ""
        switch behavior {
        case .perform: break
        case .showShortcutsWindow(_, let generalTitle): kind = generalTitle
        case .action(let name): kind = name
        }
        return [id, title, shortcut ?? "", iconName ?? "", section ?? "", showsInMenus ? "menu" : "", kind]
    }
}
