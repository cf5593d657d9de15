import Gtk
import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

// notes: Markdown notes in a folder, on WorkflowGtk. `--help` lists the options.

// One malloc arena: the notes are read on every core, and glibc's per-thread arenas kept what
// the readers freed (a relaunch at 100,000 notes peaked at 312 MB with them, 281–282 MB with
// one; reading took as long: Benchmarks/NotesOutside, docs/benchmarks.md).
MemoryArenas.limit(to: 1)

MainActor.assumeIsolated {
    let app = NotesApp()
    // SIGHUP, SIGINT, SIGQUIT, SIGTERM: the pending edits are written first, then the
    // process ends by that signal.
    TerminationSignals.install { app.terminate() }
    exit(app.run())
}
