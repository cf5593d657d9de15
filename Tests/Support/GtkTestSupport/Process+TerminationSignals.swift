import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension Process {
    /// Starts the process with SIGTERM, SIGINT, SIGHUP and SIGQUIT unblocked in the child,
    /// for the fixtures that keep a Foundation `Process` running beside them (the session
    /// buses, the notification server): Foundation's `Process` on Linux gives the child the
    /// signal mask of the calling thread (swift-corelibs-foundation issue 4772), and a
    /// Dispatch worker thread blocks them, so such a child ignores `terminate()` until it is
    /// killed. `TestProcess` and `BackgroundProcess` need none of this (swift-subprocess
    /// resets the child's mask).
    public func runWithTerminationSignalsUnblocked() throws {
        var unblocked = sigset_t(), previous = sigset_t()
        sigemptyset(&unblocked)
        for number in [SIGTERM, SIGINT, SIGHUP, SIGQUIT] { sigaddset(&unblocked, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try run()
    }
}
