import DemoScreens
import DemoWorkflows
import ExampleCommandLine
import Gtk
import SampleStatistics
import WorkflowContainers
import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

/// `--frame-probe`: measures how the demo keeps up, frame by frame, on what the steps show
/// (e.g. `--library-size 100000 --steps login:Ada,tab:library`), then prints one
/// `frame-probe …` line per figure and exits.
///
/// Each change is timed from just before it to the `after-paint` of the frame that shows it:
/// `latency_ms` (wall clock, includes waiting for the frame clock's next tick), `cpu_ms`
/// (the process's CPU time over the same span) and `frame_ms` (that frame's own work, its
/// `before-paint` to `after-paint`: layout and drawing). Figures: the first frame (from
/// `main`), each step, then in the library's virtualized list: scrolling one page (20 times),
/// selecting a visible row through GTK's selection model (10 times: the selection reaches
/// the workflow and comes back), and a selection near the end made by the workflow (the list
/// scrolls to the key), waited for until that row is bound and shown selected.
@MainActor
final class DemoFrameTimer {
    /// One timed change.
    struct Sample {
        var latency: Duration
        var cpu: Duration
        var frame: Duration
    }

    private let container: ContainerViewController<RootWorkflow>
    private let window: Gtk.Window
    private let steps: [DemoStep]
    private let launchInstant: ContinuousClock.Instant
    private let clock = ContinuousClock()
    private var done: (@MainActor (Int32) -> Void)?

    /// How many pages are scrolled and rows selected.
    static let scrollPages = 20
    static let selections = 10
    /// How many frames the far selection may take before the timer fails.
    static let farSelectionFrameLimit = 240

    init(container: ContainerViewController<RootWorkflow>, window: Gtk.Window, steps: [DemoStep],
         launchInstant: ContinuousClock.Instant) {
        self.container = container
        self.window = window
        self.steps = steps
        self.launchInstant = launchInstant
    }

    /// Runs the timing (from the first frame's `after-paint`); calls `done` with the exit status.
    func run(done: @escaping @MainActor (Int32) -> Void) {
        self.done = done
        report("first_frame ms=\(Self.ms(clock.now - launchInstant)) cpu_ms=\(Self.ms(Self.processCPU()))")
        runSteps(steps[...])
    }

    // MARK: - Steps

    private func runSteps(_ rest: ArraySlice<DemoStep>) {
        guard let step = rest.first else {
            timeLibrary()
            return
        }
        do {
            try measure({ try DemoStepRunner(container: container).perform(step) }) { [self] sample in
                report("step=\(step.text) \(Self.describe(sample))")
                runSteps(rest.dropFirst())
            }
        } catch {
            fail("\(error)")
        }
    }

    // MARK: - The library's virtualized list

    private func timeLibrary() {
        guard let list = libraryList, let scrolled = list.scrolledWindow, let model = list.rowModel else {
            fail("no virtualized library list is shown; run with --library-size N (more than 100) and --steps login,tab:library")
            return
        }
        report("library rows=\(model.count) bound_rows=\(list.boundRowCount) live_row_controllers=\(list.liveRowControllerCount)")
        // The selection (restored, or the first item) is shown: bound, selected, on screen.
        let selected = librarySelection
        let start = clock.now
        waitForFrames(limit: Self.farSelectionFrameLimit, frames: 0) { [self] in
            guard let selected else { return true }
            return isShownSelected(selected)
        } then: { [self] frames in
            guard let frames else {
                fail("the selected row \(selected.map(String.init) ?? "-") was not shown within \(Self.farSelectionFrameLimit) frames")
                return
            }
            report("selection_shown index=\(selected.map(String.init) ?? "none") frames=\(frames) ms=\(Self.ms(clock.now - start))")
            scrollAndSelect(scrolled: scrolled, rows: model.count)
        }
    }

    private func scrollAndSelect(scrolled: ScrolledWindow, rows: Int) {
        scrollPages(Self.scrollPages, scrolled: scrolled, samples: []) { [self] scrollSamples in
            report("scroll_page n=\(scrollSamples.count) \(Self.medians(scrollSamples))")
            selectRows(Self.selections, samples: []) { [self] selectSamples in
                report("select_row n=\(selectSamples.count) \(Self.medians(selectSamples))")
                selectFar(rows: rows)
            }
        }
    }

    private func scrollPages(_ remaining: Int, scrolled: ScrolledWindow, samples: [Sample],
                             then finish: @escaping @MainActor ([Sample]) -> Void) {
        guard remaining > 0 else { return finish(samples) }
        let adjustment = scrolled.verticalAdjustment
        do {
            try measure({ adjustment.value = min(adjustment.value + adjustment.pageSize, adjustment.upper - adjustment.pageSize) }) { [self] sample in
                scrollPages(remaining - 1, scrolled: scrolled, samples: samples + [sample], then: finish)
            }
        } catch {
            fail("\(error)")
        }
    }

    /// Selects a bound row other than the selected one, through GTK's selection model.
    private func selectRows(_ remaining: Int, samples: [Sample], then finish: @escaping @MainActor ([Sample]) -> Void) {
        guard remaining > 0 else { return finish(samples) }
        guard let list = libraryList, let selection = list.listView?.selectionModel as? SingleSelection else {
            fail("the library list has no single selection")
            return
        }
        let bound = list.boundRowControllers.keys.compactMap { $0.base as? Int }.sorted()
        let selected = librarySelection
        guard let target = bound.filter({ $0 != selected }).dropFirst(bound.count / 3).first else {
            fail("no row to select on screen (bound: \(bound.count))")
            return
        }
        do {
            try measure({ selection.selected = target }) { [self] sample in
                guard librarySelection == target else {
                    fail("selecting row \(target) in GTK did not reach the workflow (its selection is \(librarySelection.map(String.init) ?? "none"))")
                    return
                }
                selectRows(remaining - 1, samples: samples + [sample], then: finish)
            }
        } catch {
            fail("\(error)")
        }
    }

    /// Selects an item near the end through the workflow (as the `select:N` step does) and
    /// waits, frame by frame, until the list shows that row bound and selected.
    private func selectFar(rows: Int) {
        let target = max(0, rows - 10)
        let start = clock.now
        let cpuBefore = Self.processCPU()
        do {
            try DemoStepRunner(container: container).perform(.select(target))
        } catch {
            fail("\(error)")
            return
        }
        waitForFrames(limit: Self.farSelectionFrameLimit, frames: 0) { [self] in
            isShownSelected(target)
        } then: { [self] frames in
            guard let frames else {
                fail("row \(target) was not shown bound and selected within \(Self.farSelectionFrameLimit) frames")
                return
            }
            report("select_far index=\(target) frames=\(frames) ms=\(Self.ms(clock.now - start)) cpu_ms=\(Self.ms(Self.processCPU() - cpuBefore)) title=\"\(LibraryItem.generated(target).title)\"")
            report("rss_kib=\(DemoSoak.residentKiB())")
            done?(0)
        }
    }

    // MARK: - Measuring

    /// Runs `change`, then calls `then` at the next `after-paint` with the times.
    private func measure(_ change: () throws -> Void, then: @escaping @MainActor (Sample) -> Void) throws {
        guard let frameClock = window.frameClock else {
            fail("the window has no frame clock")
            return
        }
        let cpuBefore = Self.processCPU()
        let before = clock.now
        try change()
        var frameStart: ContinuousClock.Instant?
        let beforePaint = frameClock.onBeforePaint { [clock] in
            if frameStart == nil { frameStart = clock.now }
        }
        frameClock.onNextAfterPaint { [clock] in
            let end = clock.now
            beforePaint.disconnect()
            then(Sample(latency: end - before, cpu: Self.processCPU() - cpuBefore, frame: end - (frameStart ?? before)))
        }
        frameClock.requestPaint()
    }

    /// Checks `condition` after each painted frame; `then` gets the frame count, or nil after `limit`.
    private func waitForFrames(limit: Int, frames: Int, until condition: @escaping @MainActor () -> Bool,
                               then finish: @escaping @MainActor (Int?) -> Void) {
        if condition() { return finish(frames) }
        guard frames < limit, let frameClock = window.frameClock else { return finish(nil) }
        frameClock.onNextAfterPaint { [self] in
            waitForFrames(limit: limit, frames: frames + 1, until: condition, then: finish)
        }
        frameClock.requestPaint()
    }

    // MARK: - Helpers

    /// Whether the row of item `index` is bound to a list item (GTK 4.8 keeps list items only
    /// for the rows in view and about 200 around them) and drawn (mapped: not the empty list
    /// GTK 4.8 shows after a scroll asked for before its first layout), with that item's
    /// title, and GTK shows it selected.
    private func isShownSelected(_ index: Int) -> Bool {
        guard let list = libraryList,
              let row = list.boundRowControllers[AnyHashable(index)] as? ScreenViewController<LibraryRowScreen> else { return false }
        return list.displayedSelection == [AnyHashable(index)] && row.screen.item.title == LibraryItem.generated(index).title
            && row.viewWidget.isDrawable
    }

    /// The library's virtualized list, while it is shown.
    private var libraryList: ListViewScreenController<LibraryRowScreen>? {
        guard let list = Self.first(ListViewScreenController<LibraryRowScreen>.self, in: container), list.view.isDrawable else { return nil }
        return list
    }

    /// The library's selection in the workflow's rendering.
    private var librarySelection: Int? {
        guard case .main(let main) = container.host.rendering else { return nil }
        return main.library.selectedIndex
    }

    private static func first<T: ViewController>(_ type: T.Type, in controller: ViewController) -> T? {
        if let match = controller as? T { return match }
        for child in controller.children {
            if let found = first(type, in: child) { return found }
        }
        return nil
    }

    private func report(_ line: String) {
        print("frame-probe " + line)
        fflush(nil)
    }

    private func fail(_ message: String) {
        ProgramCommandLine.writeError("workflow-demo: --frame-probe: \(message)\n")
        done?(1)
        done = nil
    }

    private static func describe(_ sample: Sample) -> String {
        "latency_ms=\(ms(sample.latency)) cpu_ms=\(ms(sample.cpu)) frame_ms=\(ms(sample.frame))"
    }

    private static func medians(_ samples: [Sample]) -> String {
        func formattedMedian(_ values: [Duration]) -> String { ms(median(values.map(milliseconds))) }
        return "latency_median_ms=\(formattedMedian(samples.map(\.latency))) cpu_median_ms=\(formattedMedian(samples.map(\.cpu))) "
            + "frame_median_ms=\(formattedMedian(samples.map(\.frame))) frame_max_ms=\(ms(samples.map(\.frame).max() ?? .zero))"
    }

    /// `duration` in milliseconds.
    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
    }

    /// Milliseconds with two decimals.
    private static func ms(_ duration: Duration) -> String { ms(milliseconds(duration)) }

    /// `milliseconds` with two decimals.
    private static func ms(_ milliseconds: Double) -> String {
        let hundredths = Int(milliseconds * 100)
        return "\(hundredths / 100).\(String(format2: hundredths % 100))"
    }

    /// The process's user + system CPU time.
    private static func processCPU() -> Duration {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        let micros = Int64(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1_000_000 + Int64(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
        return .microseconds(micros)
    }
}

private extension String {
    /// Two digits, zero-padded.
    init(format2 value: Int) { self = value < 10 ? "0\(value)" : "\(value)" }
}
