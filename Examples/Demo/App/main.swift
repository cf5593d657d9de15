import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

// workflow-demo: workflows, containers, element screens, Adwaita roles and state
// restoration in one GTK application. `--help` lists the options.
let launchInstant = ContinuousClock.now
let noRestore = getenv(DemoOptions.noRestoreVariable).map { String(cString: $0) }
let options = DemoOptions.parse(Array(CommandLine.arguments.dropFirst()),
                                environment: noRestore.map { [DemoOptions.noRestoreVariable: $0] } ?? [:])

MainActor.assumeIsolated {
    // SIGHUP, SIGINT, SIGQUIT, SIGTERM end the demo within 2 s, by that signal, leaving no files.
    // The workflow state is saved first (DemoApp.saveWorkflowState).
    let app = DemoApp(options: options, launchInstant: launchInstant)
    TerminationSignals.install { app.saveWorkflowState() }
    exit(app.run())
}
