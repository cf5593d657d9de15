import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

// workflow-demo: every seed's system in one GTK application. `--help` lists the options.
let options = DemoOptions.parse(Array(CommandLine.arguments.dropFirst()))

MainActor.assumeIsolated {
    // SIGHUP, SIGINT, SIGQUIT, SIGTERM end the demo within 2 s, by that signal, leaving no files.
    TerminationSignals.install()
    exit(DemoApp(options: options).run())
}
