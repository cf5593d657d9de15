import Gtk

/// Generates a `GtkShortcutsWindow` from commands: one group per ``Command/section`` with a
/// row (title and accelerator) per command that has a shortcut.
@MainActor
public enum CommandShortcutsWindow {
    /// The window's GtkBuilder id.
    static let windowID = "command-shortcuts"

    /// A new shortcuts window listing `commands` (present it; closing it destroys it); the
    /// commands without a section are grouped under `generalTitle`.
    /// Throws GTK's error when the generated definition cannot be built.
    public static func make(for commands: [Command], title: String = "Keyboard Shortcuts",
                            generalTitle: String = "General") throws(GLibError) -> Window {
        guard let window = try Window.fromUI(definition(for: commands, title: title, generalTitle: generalTitle), id: windowID) else {
            preconditionFailure("CommandShortcutsWindow: the generated definition has no window '\(windowID)'.")
        }
        return window
    }

    /// The GtkBuilder definition of the window.
    static func definition(for commands: [Command], title: String, generalTitle: String) -> String {
        var xml = "<interface><object class=\"GtkShortcutsWindow\" id=\"\(windowID)\">"
        xml += "<property name=\"title\">\(escaped(title))</property>"
        xml += "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">commands</property>"
        for (section, sectionCommands) in CommandMenu.sections(of: commands.filter { $0.shortcut != nil }) {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escaped(section ?? generalTitle))</property>"
            for command in sectionCommands {
                xml += "<child><object class=\"GtkShortcutsShortcut\">"
                xml += "<property name=\"title\">\(escaped(command.title))</property>"
                xml += "<property name=\"accelerator\">\(escaped(command.shortcut ?? ""))</property>"
                xml += "</object></child>"
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        return xml
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
