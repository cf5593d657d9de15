@_spi(Testing) import Gtk
import WorkflowUI

/// Scenario 3: a `DescribedViewController` in a window alternates between two screen kinds
/// (a label screen and a button screen); every update replaces the child controller and its
/// widgets. Reports µs per replace, and checks that live Swift GObject wrappers and live
/// controllers return to their starting counts.
@MainActor
struct ReplaceChurnScenario {
    let repetitions: Repetitions
    let report: BenchmarkReport

    func run() {
        // Counts the wrappers made from here on (opt-in accounting).
        let tracker = LiveObjectTracker()
        tracker.track { measure(tracker) }
    }

    private func measure(_ tracker: LiveObjectTracker) {
        let described = DescribedViewController(screen: ChurnLabelScreen(text: "label"), environment: .empty)
        let window = BenchmarkWindow(content: described.view)
        defer { window.close() }
        var samples = Samples()
        let count = repetitions.replacements / 2 * 2
        for i in 0..<(repetitions.warmUp / 2 * 2 + 2) { Self.replace(described, i) }
        window.waitForFrame()
        let objectsBefore = tracker.count
        let controllersBefore = described.updateCounters.liveControllers
        let replacementsBefore = described.updateCounters.replacements
        for i in 0..<count {
            samples.append(Timing.microseconds { Self.replace(described, i) })
            MainLoop.drainPending()
        }
        window.waitForFrame()
        let objectsAfter = tracker.count
        let controllersAfter = described.updateCounters.liveControllers
        let replacements = described.updateCounters.replacements - replacementsBefore
        report.add("replace churn ×\(count)", ours: samples, baseline: nil, ratioName: "",
                   notes: "live objects \(objectsBefore)→\(objectsAfter), live controllers \(controllersBefore)→\(controllersAfter), replacements \(replacements)")
        report.check("replace churn: live objects return to start", objectsAfter == objectsBefore,
                     "\(objectsBefore) before, \(objectsAfter) after \(count) replaces")
        report.check("replace churn: live controllers return to start", controllersAfter == controllersBefore,
                     "\(controllersBefore) before, \(controllersAfter) after")
        report.check("replace churn: every update replaced", replacements == count, "\(replacements) of \(count)")
    }

    /// One replace (callgrind: `--toggle-collect='*ReplaceChurnScenario*replace*'`).
    @inline(never)
    static func replace(_ described: DescribedViewController, _ i: Int) {
        if i % 2 == 0 {
            described.update(screen: ChurnButtonScreen(title: "button \(i)"), environment: .empty)
        } else {
            described.update(screen: ChurnLabelScreen(text: "label \(i)"), environment: .empty)
        }
    }
}
