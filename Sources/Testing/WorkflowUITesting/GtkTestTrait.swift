import Testing

/// A Swift Testing trait for tests that drive GTK: each test runs alone among GTK tests
/// (GTK is single-threaded and windows share one display and keyboard focus), and fails
/// with one message naming `xvfb-run` when there is no display.
///
/// ```swift
/// @MainActor
/// @Suite("Seeds app on GTK", .gtk)
/// struct SeedsAppGtkTests {
/// ```
///
/// Non-GTK tests keep Swift Testing's default parallelism; only tests with this trait wait
/// for each other.
public struct GtkTestTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite it is given to.
    public var isRecursive: Bool { true }

    /// Runs `function` after every other GTK test has finished, with a display open.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        // A test given the trait inside a suite given it too is scoped twice: the inner
        // scope runs in the gate the outer one entered.
        guard !test.isSuite, !GtkTestScope.isEntered else { return try await function() }
        await GtkTestGate.shared.enter()
        do {
            try await MainActor.run { try UITestDisplay.require() }
            try await GtkTestScope.$isEntered.withValue(true) { try await function() }
        } catch {
            await GtkTestGate.shared.leave()
            throw error
        }
        await GtkTestGate.shared.leave()
    }
}

extension Trait where Self == GtkTestTrait {
    /// Runs the test (or every test of the suite) serialized with other GTK tests, with a
    /// display; see `GtkTestTrait`.
    public static var gtk: Self { GtkTestTrait() }
}

/// Lets one GTK test run at a time (GTK has one display and one main thread per process).
@MainActor
final class GtkTestGate {
    /// The one gate of the process: GTK itself is process-wide.
    static let shared = GtkTestGate()

    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        if !busy { busy = true; return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }
}

/// Whether the current task runs inside the GTK test gate (task-local: set for a test's own
/// task tree only).
enum GtkTestScope {
    @TaskLocal static var isEntered = false
}
