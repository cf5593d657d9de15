import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

// notes: Markdown notes in a folder, on WorkflowGtk. `--help` lists the options.
let options = NotesOptions.parse(Array(CommandLine.arguments.dropFirst()))

MainActor.assumeIsolated {
    let app = NotesApp(options: options)
    // SIGHUP, SIGINT, SIGQUIT, SIGTERM: the pending edits are written first, then the
    // process ends by that signal.
    TerminationSignals.install { app.terminate() }
    exit(app.run())
}
