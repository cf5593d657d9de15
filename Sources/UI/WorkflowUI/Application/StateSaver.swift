import Gtk
import Workflow

/// Saves a `WorkflowApplication`'s restorable states (periodically on the main loop, at quit
/// and before a termination signal ends the process) and runs its `willQuit`.
@MainActor
final class StateSaver {
    /// The running host, while there is one (`nil` before activation: nothing to save).
    var host: (@MainActor () -> (any SavingHost)?)?
    private var timer: MainLoopSource?
    /// Called once by ``quit()``.
    var willQuit: (@MainActor () -> Void)?
    private var hasQuit = false
    /// Called by ``terminate()`` first (the app's `EndingCoordinator` writes what is unsaved).
    var willTerminate: (@MainActor () -> Void)?

    /// A termination signal: `willTerminate`, then ``quit()``.
    func terminate() {
        willTerminate?()
        quit()
    }

    /// Saves now, if a host is running.
    func save() {
        host?()?.saveStates()
    }

    /// Saves every `interval` until ``stopPeriodicSaves()``.
    func startPeriodicSaves(every interval: Duration) {
        timer = MainLoop.addTimeout(interval, priority: .defaultIdle) { [weak self] in
            self?.save()
            return self != nil
        }
    }

    /// Saves, stops the periodic saves and calls `willQuit`, once.
    func quit() {
        guard !hasQuit else { return }
        hasQuit = true
        save()
        stopPeriodicSaves()
        willQuit?()
    }

    func stopPeriodicSaves() {
        timer?.cancel()
        timer = nil
    }
}

/// A `WorkflowHost` of any workflow type, seen as something that saves its states.
@MainActor
protocol SavingHost: AnyObject {
    func saveStates()
}

extension WorkflowHost: SavingHost {}
