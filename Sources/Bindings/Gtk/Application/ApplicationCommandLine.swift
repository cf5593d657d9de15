internal import CGtk

/// One launch's command line in the primary instance (`GApplicationCommandLine`): its
/// options and arguments, the launching process's folder, and its standard output, error and
/// exit status. For a second launch these belong to that other process (GLib forwards them
/// over D-Bus); `isRemote` says which.
///
/// The launching process exits once this object is released: keep it only as long as the
/// launch should wait (the handler's return sets the status).
@MainActor
public final class ApplicationCommandLine {
    private let pointer: UnsafeMutablePointer<GApplicationCommandLine>
    /// The main options given, by name.
    public let options: OptionValues

    init(_ pointer: UnsafeMutablePointer<GApplicationCommandLine>, options: MainOptions) {
        self.pointer = pointer
        g_object_ref(raw(pointer))
        let dictionary = g_application_command_line_get_options_dict(pointer)!
        self.options = OptionValues(cast(dictionary), options: options)
    }

    isolated deinit { g_object_unref(raw(pointer)) }

    /// The arguments GLib left after parsing the main options, the program's name first.
    public var arguments: [String] {
        var count: gint = 0
        return takeStringArray(g_application_command_line_get_arguments(pointer, &count))
    }

    /// The launching process's working folder, if it sent one.
    public var currentDirectory: String? {
        g_application_command_line_get_cwd(pointer).map { String(cString: $0) }
    }

    /// Whether the command line came from another process (a second launch).
    public var isRemote: Bool { g_application_command_line_get_is_remote(pointer) != 0 }

    /// The absolute path of a file argument (`notes.md`, `../x/notes.md`, `~`-free, or a
    /// `file://` URI as a desktop file's `%U` passes), resolved against the launching
    /// process's folder; nil for a URI no local path reaches (`sftp://` without a GVfs mount).
    public func path(forArgument argument: String) -> String? {
        guard let file = g_application_command_line_create_file_for_arg(pointer, argument) else { return nil }
        defer { g_object_unref(raw(file)) }
        return takeString(g_file_get_path(file))
    }

    /// Writes `text` to the launching process's standard output (as given: end it with a newline).
    public func print(_ text: String) { cgtk_command_line_print(pointer, text) }

    /// Writes `text` to the launching process's standard error (as given: end it with a newline).
    public func printError(_ text: String) { cgtk_command_line_printerr(pointer, text) }

    /// The launching process's exit status (the command-line handler's return sets it too).
    public var exitStatus: Int32 {
        get { g_application_command_line_get_exit_status(pointer) }
        set { g_application_command_line_set_exit_status(pointer, newValue) }
    }
}
