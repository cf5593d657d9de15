// LaunchProbe: a GApplication with LaunchCommandLine's conventions, for WorkflowUITests'
// "Launch command line" suite. Its command line:
//   LaunchProbe [--folder PATH] [--open NAME] [FILE…]
// Environment: LAUNCH_PROBE_ID (the application id; default dev.workflowgtk.LaunchProbe),
// LAUNCH_PROBE_LOCALE (a folder of <lang>/LC_MESSAGES/LaunchProbe.mo: --help's catalog).
// As the primary instance it prints each launch on one line and exits (no window); a second
// launch hands its command line to the primary that runs (the test process).
import Gtk
import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

/// `--folder PATH` and `--open NAME` (a file name, not a path): the test's primary declares
/// the same (GLib parses a launch's options in the launching process).
@MainActor
func options() -> [LaunchOption] { [
    LaunchOption("folder", argument: .path, valueName: "PATH", help: "Keep the notes in PATH"),
    LaunchOption("open", argument: .string, valueName: "NAME", help: "Show the note NAME") { name in
        name.contains("/") ? LaunchOption.Problem("--open takes a note's file name, not a path (got '\(name)')") : nil
    },
] }

MainActor.assumeIsolated {
    let environment = { (name: String) in getenv(name).map { String(cString: $0) } }
    let application = Application(id: environment("LAUNCH_PROBE_ID") ?? "dev.workflowgtk.LaunchProbe", flags: [])
    let commandLine = LaunchCommandLine(program: "LaunchProbe", version: "1.0", options: options())
    commandLine.summary = "Shows what a launch asks for"
    commandLine.fileArguments = "[FILE…]"
    if let folder = environment("LAUNCH_PROBE_LOCALE") {
        Translation.bindCatalog(domain: "LaunchProbe", directory: folder)
        commandLine.translate = { Translation.string($0, domain: "LaunchProbe") }
    }
    commandLine.install(on: application) { launch in
        let folder = launch.path("folder") ?? "-", note = launch.options.value("open") ?? "-"
        launch.print("launch remote=\(launch.isRemote) folder=\(folder) open=\(note) files=\(launch.files.joined(separator: ","))")
    }
    exit(commandLine.exitStatus(application.run(arguments: CommandLine.arguments)))
}
