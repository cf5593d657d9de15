import WorkflowUI

/// A screen with commands: `content`, and the ``Command``s the user can perform while it
/// shows. The outermost command screen of a window (or an `AdaptivePageScreen` around the
/// command screens) hosts every command below it: their actions (`cmd.<id>`) and shortcuts
/// work anywhere in the window, the page's primary menu lists them, and ``Command/keyboardShortcuts(title:shortcut:section:generalTitle:)``
/// opens a shortcuts window generated from them. A nested command screen adds its commands
/// while it is shown; for the same id the inner command wins. With `contextMenu`, a right
/// click or a long press on the content (or Menu, Shift+F10) opens a menu of this screen's
/// commands.
///
/// ```swift
/// content.commands([
///     Command(id: "new-note", title: "New Note", shortcut: "<Control>n", section: "Notes") { sink.send(.newNote) },
///     .keyboardShortcuts(),
/// ])
/// ```
public struct CommandScreen<Content: Screen>: Screen {
    /// The screen shown.
    public var content: Content
    /// Its commands, in menu order.
    public var commands: [Command]
    /// Whether a right click or a long press on the content opens a menu of `commands`.
    public var contextMenu: Bool

    /// `content` with `commands`.
    public init(content: Content, commands: [Command], contextMenu: Bool = false) {
        self.content = content
        self.commands = commands
        self.contextMenu = contextMenu
    }

    // MARK: - Screen

    /// Describes a ``CommandViewController``.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        CommandViewController<Content>.description(for: self, environment: environment, performInitialUpdate: false)
    }
}

extension Screen {
    /// This screen with `commands` (see ``CommandScreen``); with `contextMenu`, a right click
    /// or a long press on it opens a menu of them.
    public func commands(_ commands: [Command], contextMenu: Bool = false) -> CommandScreen<Self> {
        CommandScreen(content: self, commands: commands, contextMenu: contextMenu)
    }
}
