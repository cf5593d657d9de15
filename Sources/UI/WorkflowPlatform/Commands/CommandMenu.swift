import Gtk

/// Builds menus of commands: one section per ``Command/section`` (in order of first
/// appearance), an item per command shown in menus, activating `cmd.<id>`, with the
/// command's shortcut shown at its end. Items carry no icon: GTK 4.8's popover menus do not
/// draw an item's icon in a section of labels, but lay its shortcut out right after the
/// label instead of at the end, out of line with the others.
@MainActor
public enum CommandMenu {
    /// A `GMenu` of `commands`.
    public static func model(for commands: [Command]) -> Menu {
        let menu = Menu()
        appendSections(of: commands, to: menu)
        return menu
    }

    /// Appends the sections of `commands` to `menu` (e.g. after a primary menu's own sections).
    public static func appendSections(of commands: [Command], to menu: Menu) {
        for (title, sectionCommands) in sections(of: commands.filter(\.showsInMenus)) {
            let section = Menu()
            for command in sectionCommands { section.appendItem(item(for: command)) }
            menu.appendSection(label: title, section: section)
        }
    }

    /// The menu item for `command`.
    static func item(for command: Command) -> MenuItem {
        let item = MenuItem(label: command.title, detailedAction: command.detailedAction)
        if let shortcut = command.shortcut { item.setAttribute("accel", string: shortcut) }
        return item
    }

    /// `commands` grouped by section, sections in order of first appearance.
    static func sections(of commands: [Command]) -> [(title: String?, commands: [Command])] {
        var result: [(title: String?, commands: [Command])] = []
        for command in commands {
            if let index = result.firstIndex(where: { $0.title == command.section }) {
                result[index].commands.append(command)
            } else {
                result.append((command.section, [command]))
            }
        }
        return result
    }
}
