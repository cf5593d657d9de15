import Gtk

/// An app's command line through GApplication, with GNOME's conventions: GLib parses the
/// options in the launching process and prints `--help` (translated through the app's
/// catalog); `--version` prints there; a value an option refuses, an unknown option or a
/// stray argument is printed there with a pointer to `--help`, exit status 2; everything
/// else goes to the running instance as a ``Launch`` (`G_APPLICATION_HANDLES_COMMAND_LINE`),
/// so that a second launch's options and files reach the window already open and the second
/// process exits with the status the first sets.
///
/// ```swift
/// let application = Application(id: "dev.workflowgtk.Jotter", flags: [])
/// let commandLine = LaunchCommandLine(program: "jotter", version: "1.0", options: [
///     LaunchOption("folder", argument: .path, valueName: "PATH", help: "Keep the notes in PATH"),
/// ])
/// commandLine.fileArguments = "[FILE…]"
/// commandLine.install(on: application) { launch in
///     application.activate()
///     if let folder = launch.path("folder") { showFolder(folder) }
///     launch.files.forEach(showNote)
/// }
/// exit(commandLine.exitStatus(application.run(arguments: CommandLine.arguments)))
/// ```
@MainActor
public final class LaunchCommandLine {
    /// The program's name in messages (`notes`).
    public let program: String
    /// What `--version` prints after the name.
    public var version: String
    /// The options (besides `--help`, GLib's, and `--version`).
    public var options: [LaunchOption]
    /// The paragraph above the options in `--help` (English: translated when installed).
    public var summary: String?
    /// The paragraph below the options in `--help`, e.g. the keys (English: translated).
    public var description: String?
    /// What `--help` shows for file arguments (`[FILE…]`); nil (the default) refuses them.
    public var fileArguments: String?
    /// Translates the help texts (`summary`, `description`, each option's help): the app's
    /// catalog, bound before `install` (`Translation.bindCatalog(domain:directory:)` and
    /// `Translation.string(_:domain:)`). The default leaves them in English.
    public var translate: @MainActor (String) -> String = { $0 }
    /// Called in the launching process with the options, after they were checked and before
    /// anything reaches a running instance: return an exit status to end the launch there,
    /// or nil to go on (e.g. make a `--screenshot` run its own instance with `.nonUnique`).
    public var handleLocally: (@MainActor (OptionValues, Application) -> Int32?)?
    /// Whether GLib refused the command line (an unknown option, a missing value).
    public private(set) var refused = false

    /// Describes the command line of `program` (the last part of `argv[0]` by default).
    public init(program: String = LaunchCommandLine.programName(), version: String, options: [LaunchOption] = []) {
        self.program = program
        self.version = version
        self.options = options
    }

    /// The last part of `argv[0]` (`notes` for `/usr/bin/notes`), or `app`.
    public nonisolated static func programName(_ arguments: [String] = CommandLine.arguments) -> String {
        arguments.first.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "app"
    }

    /// The line that points to `--help` after a refusal.
    var helpPointer: String { "Try '\(program) --help' for more information." }

    /// Adds the options to `application`, sets `.handlesCommandLine` and `.handlesOpen`, and
    /// calls `launch` in the running instance for every launch (the first one after
    /// `startup`: call `application.activate()` there to make the window). Run the
    /// application with `run(arguments: CommandLine.arguments)` and return
    /// ``exitStatus(_:)`` of its result.
    public func install(on application: Application, launch: @escaping @MainActor (Launch) -> Void) {
        application.flags.formUnion([.handlesCommandLine, .handlesOpen])
        for option in options {
            application.addMainOption(option.name, short: option.short, argument: option.argument,
                                      description: translate(option.help), argumentDescription: option.valueName)
        }
        application.addMainOption("version", description: translate("Show the version and exit"))
        // The non-option arguments; GLib shows their name after "[OPTION…]".
        application.addMainOption("", argument: .paths, description: "", argumentDescription: fileArguments.map(translate))
        application.setOptionSummary(summary.map(translate))
        application.setOptionDescription(description.map(translate))
        application.onOptionError { [weak self] message in
            guard let self else { return message }
            self.refused = true
            return "\(self.program): \(message)\n\(self.helpPointer)"
        }
        application.onHandleLocalOptions { [weak self, unowned application] values in
            self?.handleLocalOptions(values, application: application) ?? -1
        }
        let program = self.program
        application.onCommandLine { commandLine in
            let files = commandLine.options.remaining.map { commandLine.path(forArgument: $0) ?? $0 }
            let request = Launch(commandLine: commandLine, files: files, program: program)
            launch(request)
            request.finish()
            return request.status
        }
        application.onOpen { files, _ in
            launch(Launch(files: files.compactMap(\.path), isRemote: true, program: program))
        }
    }

    /// The status to exit with for `run`'s `result`: 2 when GLib refused the command line.
    public func exitStatus(_ result: Int32) -> Int32 { refused ? 2 : result }

    /// `--version`, the options' checks and stray arguments, in the launching process.
    private func handleLocalOptions(_ values: OptionValues, application: Application) -> Int32 {
        if values.flag("version") {
            Swift.print("\(program) \(version)")
            return 0
        }
        if fileArguments == nil, let stray = values.remaining.first {
            return refuse(LaunchOption.Problem("unexpected argument '\(stray)'"))
        }
        for option in options {
            guard let check = option.check, let value = values.value(option.name) else { continue }
            if let problem = check(value) { return refuse(problem) }
        }
        return handleLocally?(values, application) ?? -1
    }

    /// Prints `problem` (and, for bad input, the pointer to `--help`); returns its status.
    private func refuse(_ problem: LaunchOption.Problem) -> Int32 {
        let pointer = problem.status == 2 ? "\n" + helpPointer : ""
        StandardError.write("\(program): \(problem.message)\(pointer)\n")
        return problem.status
    }

}
