internal import CGtk

/// Opt-in accounting of live objects, for leak tests and benchmarks: counts the Swift
/// wrappers made and the GObjects created through this library while the tracker is
/// installed with `track(_:)`, until they go.
///
/// Nothing is counted unless a tracker is installed, and each tracker counts only what was
/// made inside its own `track` scope (a task-local value), so two tests or two windows can
/// be told apart and tests can run in parallel.
///
/// ```swift
/// let tracker = LiveObjectTracker()
/// tracker.track { _ = Label("counted") }
/// // tracker.count == 0: the label and its wrapper are gone
/// ```
///
/// Test-only: an `@_spi(Testing)` surface, so it is no part of the shipped API. Tests and
/// benchmarks reach it with `@_spi(Testing) import Gtk`.
@_spi(Testing) @MainActor
public final class LiveObjectTracker {
    /// The tracker installed for the current task (or synchronous scope), if any.
    @TaskLocal static var current: LiveObjectTracker?

    /// Swift wrappers made under this tracker and still alive.
    public private(set) var count = 0
    /// Swift wrappers made under this tracker since it was created.
    public private(set) var adopted = 0
    /// GObjects created through this library under this tracker (new widgets, groups,
    /// providers…) that have not been finalized yet, observed with GObject weak references.
    public private(set) var createdGObjects = 0
    /// GObjects created through this library under this tracker since it was created.
    public private(set) var createdGObjectsTotal = 0

    /// Creates a tracker with every count at zero.
    public init() {}

    /// Runs `body` with this tracker installed: objects made inside are counted by it.
    public func track<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self, operation: body)
    }

    /// Runs `body` with this tracker installed, across its suspension points.
    public func track<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await Self.$current.withValue(self, operation: body, isolation: isolation)
    }

    func didAdopt() { count += 1; adopted += 1 }
    func didRelease() { count -= 1 }

    func trackCreated(_ object: UnsafeMutablePointer<GObject>) {
        createdGObjects += 1
        createdGObjectsTotal += 1
        let notify: GWeakNotify = { data, _ in
            guard let data else { return }
            let tracker = borrow(data, as: LiveObjectTracker.self)
            release(data)
            MainActor.assumeIsolated { tracker.createdGObjects -= 1 }
        }
        g_object_weak_ref(object, notify, retained(self))
    }
}
