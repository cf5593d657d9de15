import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Ends the process promptly and conventionally on the signals that ask a program to stop
/// (`SIGHUP`, `SIGINT`, `SIGQUIT`, `SIGTERM`): the process dies *by that signal* (a shell
/// reports 128 + its number), without a core file, and never in the middle of work on the
/// main actor — so a file being replaced (`Gtk.FileReplacement`) is either complete or not
/// there.
///
/// Without this, Swift's crash reporter takes `SIGQUIT` as a crash and spends tens of
/// seconds symbolicating a backtrace. The signal is handled on the main queue (which runs
/// inside the GLib main loop); if the main actor does not get there within
/// `mainActorGrace`, the process ends anyway.
public enum TerminationSignals {
    /// The signals handled.
    public static let handled: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM]

    /// How long the main actor has to reach the handler before the process ends anyway.
    public static let mainActorGrace: DispatchTimeInterval = .milliseconds(1500)

    /// Installs the handlers. Call once, before running the main loop; `beforeExit` runs
    /// on the main actor just before the process ends (remove temporary files there).
    @MainActor
    public static func install(beforeExit: @escaping @MainActor @Sendable () -> Void = {}) {
        let queue = DispatchQueue(label: "WorkflowUI.TerminationSignals")
        for number in handled {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler(handler: received(number, on: queue, beforeExit: beforeExit))
            source.resume()
            sources.append(source)
        }
    }

    /// The handler of one signal (runs on `queue`, not on the main actor): ends the process
    /// from the main actor, or after the grace period if the main actor does not get there.
    private nonisolated static func received(_ number: Int32, on queue: DispatchQueue,
                                             beforeExit: @escaping @MainActor @Sendable () -> Void) -> @Sendable () -> Void {
        return { @Sendable in
            DispatchQueue.main.async { @Sendable in
                MainActor.assumeIsolated { beforeExit() }
                die(by: number)
            }
            queue.asyncAfter(deadline: .now() + mainActorGrace) { @Sendable in die(by: number) }
        }
    }

    /// Keeps the sources alive for the life of the process.
    @MainActor private static var sources: [any DispatchSourceSignal] = []

    /// Restores the default action of `number` and sends it to the process: it ends by that
    /// signal. A core dump (the default for `SIGQUIT`) is disabled first: no files are left.
    private nonisolated static func die(by number: Int32) -> Never {
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
        signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
        kill(getpid(), number)
        _exit(128 + number)
    }
}
