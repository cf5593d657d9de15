import Gtk

/// One launch of the app as the running (primary) instance receives it: the first launch's
/// command line, a second launch's (from that other process), or files opened over D-Bus.
/// Options given as relative paths and file arguments are resolved against the launching
/// process's folder; what the launch prints goes to that process, while the handler that
/// received it runs (then the launching process exits with ``status``; keeping the launch
/// does not keep that process waiting).
@MainActor
public final class Launch {
    /// The options given (see ``LaunchOption``).
    public let options: OptionValues
    /// The file arguments, as absolute paths (a `file://` URI from a desktop file's `%U`
    /// becomes its path).
    public let files: [String]
    /// Whether another process launched (a second launch), rather than this one's start.
    public let isRemote: Bool
    /// The exit status the launching process ends with (0 unless ``refuse(_:status:)`` set it).
    public private(set) var status: Int32 = 0
    private var commandLine: ApplicationCommandLine?
    private let program: String
    /// The `.path` options' values, resolved against the launching process's folder.
    private var paths: [String: String] = [:]

    /// A launch from a command line.
    init(commandLine: ApplicationCommandLine, files: [String], program: String) {
        self.options = commandLine.options
        self.files = files
        self.isRemote = commandLine.isRemote
        self.commandLine = commandLine
        self.program = program
        for case let (name, .path(value)) in commandLine.options.values {
            paths[name] = commandLine.path(forArgument: value) ?? value
        }
    }

    /// Lets the launching process go: called when the handler returns.
    func finish() {
        commandLine?.exitStatus = status
        commandLine = nil
    }

    /// A launch made by hand (files opened over D-Bus, or a test).
    public init(options: OptionValues = OptionValues(), files: [String] = [], isRemote: Bool = false, program: String = "app") {
        self.options = options
        self.files = files
        self.isRemote = isRemote
        self.commandLine = nil
        self.program = program
    }

    /// The absolute path given for the `.path` option `name`, resolved against the launching
    /// process's folder; nil when the option was not given.
    public func path(_ name: String) -> String? {
        paths[name] ?? options.value(name)
    }

    /// Prints `text` (and a newline) to the launching process's standard output (to this
    /// process's once the handler returned).
    public func print(_ text: String) {
        if let commandLine { commandLine.print(text + "\n") } else { Swift.print(text) }
    }

    /// Prints `program: message` to the launching process's standard error and makes it
    /// exit with `status` (2: bad input), while the handler runs.
    public func refuse(_ message: String, status: Int32 = 2) {
        let line = "\(program): \(message)\n"
        if let commandLine { commandLine.printError(line) } else { StandardError.write(line) }
        self.status = status
    }
}
