import BenchRows
@_spi(Testing) import Gtk
import WorkflowUI

/// One variant of scenario 2 under measurement: its window, how it applies an update, how
/// many runs it gets, and what was measured so far.
@MainActor
final class UpdateSubject {
    /// The number of rows shown.
    let rows: Int
    /// The window showing the rows.
    let window: BenchmarkWindow
    /// Measured synchronous runs.
    let count: Int
    /// Sets row `index` to `text`.
    let update: (Int, String) -> Void
    /// The figures.
    var outcome = UIUpdateScenario.Outcome()
    /// Objects that must live as long as the measurement (controllers, baselines).
    private let keepAlive: [AnyObject]
    private var k = 0
    private var adopted = 0
    private var builds = 0
    private var measuredRuns = 0

    init(rows: Int, window: BenchmarkWindow, count: Int, keepAlive: [AnyObject],
         update: @escaping (Int, String) -> Void) {
        self.rows = rows
        self.window = window
        self.count = count
        self.keepAlive = keepAlive
        self.update = update
    }

    /// The next update: row k % N gets value k.
    private func next() -> (Int, String) {
        k += 1
        return (k % rows, RowsWorkflow.text(row: k % rows, value: k))
    }

    /// The UI counters of the subject's controller tree (none for the raw baselines).
    private var updateCounters: UpdateCounters? {
        keepAlive.lazy.compactMap { $0 as? ViewController }.first?.updateCounters
    }

    /// An unrecorded update.
    func warmUp() {
        let (index, text) = next()
        update(index, text)
    }

    /// `runs` timed synchronous updates; `dispatch` runs after each (outside the timing).
    /// Counts the widget wrappers adopted and controllers built meanwhile.
    func measureSync(runs: Int, dispatch: () -> Void) {
        let tracker = LiveObjectTracker()
        let buildsBefore = updateCounters?.builds ?? 0
        tracker.track {
            for _ in 0..<runs {
                let (index, text) = next()
                outcome.sync.append(Timing.microseconds { update(index, text) })
                dispatch()
            }
        }
        adopted += tracker.adopted
        builds += (updateCounters?.builds ?? 0) - buildsBefore
        measuredRuns += runs
        outcome.widgetsPerUpdate = Double(adopted) / Double(measuredRuns)
        outcome.buildsPerUpdate = Double(builds) / Double(measuredRuns)
    }

    /// One update timed to the end of the synchronous part and, in wall and process CPU
    /// time, to the window's next painted frame.
    func measureFrame() {
        let (index, text) = next()
        let cpu = Timing.processCPU()
        let clock = ContinuousClock()
        let start = clock.now
        update(index, text)
        outcome.syncAfterFrame.append((clock.now - start).microseconds)
        window.waitForFrame()
        outcome.frameWall.append((clock.now - start).microseconds)
        outcome.frameCPU.append(Timing.processCPU() - cpu)
    }

    /// Closes the window.
    func close() { window.close() }
}
