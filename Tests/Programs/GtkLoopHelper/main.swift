// gtk-loop-probe: runs the GLib main loop with Swift concurrency integrated and reports
// what ran and in which order (`order`), how much CPU an idle loop uses (`idle SECONDS`),
// runs an Application that quits at once (`app`), or reports which wrapper classes GTK-made
// objects get and which GTypes GLib knows after that (`registry`).
// Used by the Gtk tests as a subprocess and for the idle-CPU figure.
import CGtk
import Dispatch
import Gtk
#if canImport(Glibc)
import Glibc
#endif

func cpuMilliseconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let user = Double(usage.ru_utime.tv_sec) * 1000 + Double(usage.ru_utime.tv_usec) / 1000
    let system = Double(usage.ru_stime.tv_sec) * 1000 + Double(usage.ru_stime.tv_usec) / 1000
    return user + system
}

let arguments = Array(CommandLine.arguments.dropFirst())

MainActor.assumeIsolated {
    var log: [String] = []
    @MainActor func note(_ event: String) {
        log.append("\(event)@\(MainLoop.depth)")
    }
    switch arguments.first {
    case "order":
        // Each step is started by the one before it, so the order is causal and does not
        // depend on how the machine schedules this process (timers never race each other).
        DispatchQueue.main.async { note("dispatch-async") }
        Task { @MainActor in
            note("task")
            MainLoop.addTimeout(milliseconds: 5) {
                note("glib-timeout-5ms")
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) {
                    note("dispatch-after-20ms")
                    Task { @MainActor in
                        try? await Task.sleep(for: .milliseconds(40))
                        note("task-sleep-woke")
                        await MainActor.run { note("mainactor-run") }
                        MainLoop.quit()
                    }
                }
                return false
            }
        }
        MainLoop.run()
        print(log.joined(separator: " "))
        exit(0)
    case "idle":
        let seconds = arguments.count > 1 ? Int(arguments[1]) ?? 3 : 3
        let start = cpuMilliseconds()
        let clock = ContinuousClock()
        let begun = clock.now
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(seconds))
            MainLoop.quit()
        }
        MainLoop.run()
        let wall = clock.now - begun
        let cpu = cpuMilliseconds() - start
        let wallMs = Double(wall.components.seconds) * 1000 + Double(wall.components.attoseconds) / 1e15
        let percent = (cpu / wallMs * 100 * 1000).rounded() / 1000
        print("idle wall_ms=\(Int(wallMs)) cpu_ms=\(cpu) cpu_percent=\(percent)")
        exit(0)
    case "app":
        // An Application that quits once activated: exit 0 with a display, and without one
        // the one-line error and exit 1.
        let app = Application(id: "dev.workflowgtk.LoopProbe")
        app.onActivate { app.quit() }
        exit(app.run())
    case "registry":
        // The toggles a StackSwitcher makes are GtkToggleButtons Swift never created: the
        // wrapper registry meets their GType here for the first time. Then: which of the
        // named GTypes GLib knows (the library registers a class's GType only when met).
        guard Display.open() else { exit(1) }
        let stack = Stack()
        stack.addChild(Label("one"), name: "one")
        let switcher = StackSwitcher(stack: stack)
        var words = switcher.children.map { "wrapped=\(type(of: $0))" }
        for name in arguments.dropFirst() { words.append("\(name)=\(g_type_from_name(name) != 0)") }
        print(words.joined(separator: " "))
        exit(0)
    default:
        print("usage: gtk-loop-probe order | idle [SECONDS] | app | registry [GTYPE-NAME…]")
        exit(2)
    }
}
