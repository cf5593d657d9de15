import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

// notes: Markdown notes in a folder, on WorkflowGtk. `--help` lists the options.
MainActor.assumeIsolated {
    let app = NotesApp()
    // SIGHUP, SIGINT, SIGQUIT, SIGTERM: the pending edits are written first, then the
    // process ends by that signal.
    TerminationSignals.install { app.terminate() }
    exit(app.run())
}
