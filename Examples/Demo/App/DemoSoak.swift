import DemoScreens
import DemoWorkflows
import Gtk
import GtkTesting
import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

/// `--soak SECONDS`: drives the running demo through random valid steps for a given time
/// (the reliability soak), then prints one `soak-result` line with the step count and the
/// resident memory after the warm-up and at the end. RSS moves by a MiB or two from one
/// second to the next, so both figures are means of one sample per second over a window
/// (10 s, or a sixth of a shorter soak): right after the warm-up, and at the end. Each
/// sample is taken after giving the heap's free memory back (`HeapStatistics.returnFreeMemory`):
/// without it, 90 s of the restyled demo read +2.5 MiB that was free but kept by the
/// allocator; with it, +0.4 MiB.
@MainActor
final class DemoSoak {
    private let container: ContainerViewController<RootWorkflow>
    private let seconds: Int
    private var random: SeededRandom
    private let seed: UInt64
    private var steps = 0
    private var warmupRSS: Int?
    private var warmupSamples: [Int] = []
    private var endSamples: [Int] = []
    private var nextSample = 1
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    init(container: ContainerViewController<RootWorkflow>, seconds: Int, seed: UInt64) {
        self.container = container
        self.seconds = seconds
        self.seed = seed
        random = SeededRandom(seed: seed)
        start = clock.now
    }

    /// The warm-up: a minute, or a third of a shorter soak.
    private var warmup: Duration { .seconds(min(60, max(1, seconds / 3))) }
    /// How long RSS is averaged over, after the warm-up and at the end.
    private var window: Duration { .seconds(min(10, max(1, seconds / 6))) }

    /// Runs steps every few milliseconds until the time is up, then calls `done` with the
    /// process exit status.
    func run(done: @escaping @MainActor (Int32) -> Void) {
        print("soak-start seconds=\(seconds) seed=\(seed)")
        fflush(nil)  // a watcher (the signal tests) waits for this line
        MainLoop.addTimeout(milliseconds: 2) { [self] in
            let elapsed = clock.now - start
            if elapsed >= .seconds(nextSample) {
                nextSample += 1
                // Give the allocator's free pages back first: RSS then follows live memory,
                // not how fragmented the heap happens to be at that second.
                HeapStatistics.returnFreeMemory()
                let rss = Self.residentKiB()
                if elapsed >= warmup, elapsed < warmup + window { warmupSamples.append(rss) }
                if elapsed >= .seconds(seconds) - window { endSamples.append(rss) }
            }
            if warmupRSS == nil, elapsed >= warmup + window, !warmupSamples.isEmpty {
                warmupRSS = warmupSamples.reduce(0, +) / warmupSamples.count
                print("soak-warmup steps=\(steps) rss_kib=\(warmupRSS ?? 0) samples=\(warmupSamples.count)")
            }
            guard elapsed < .seconds(seconds) else {
                let end = endSamples.isEmpty ? Self.residentKiB() : endSamples.reduce(0, +) / endSamples.count
                print("soak-result steps=\(steps) rss_warmup_kib=\(warmupRSS ?? end) rss_end_kib=\(end) seed=\(seed)")
                done(0)
                return false
            }
            let step = nextStep()
            do {
                try DemoStepRunner(container: container).perform(step)
                steps += 1
            } catch {
                print("soak-error step=\(step) \(error)")
                done(1)
                return false
            }
            return true
        }
    }

    /// A random step a user could perform on what is on screen (`DemoStep.available(in:)`);
    /// logging out and clearing the library are kept rare so that most steps exercise the
    /// tabs.
    private func nextStep() -> DemoStep {
        let rendering = container.host.rendering
        let choices = DemoStep.available(in: rendering, loginName: "Soak \(random.next(below: 100))").filter { step in
            switch step {
            case .logout: random.next(below: 20) == 0
            case .clear: random.next(below: 10) == 0
            default: true
            }
        }
        return choices.isEmpty ? .tab(.home) : choices[random.next(below: choices.count)]
    }

    /// The process's resident set size in KiB (`VmRSS` of /proc/self/status).
    static func residentKiB() -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmRSS:") {
                return Int(text.split(separator: " ").dropFirst().first ?? "") ?? 0
            }
        }
        return 0
    }
}
