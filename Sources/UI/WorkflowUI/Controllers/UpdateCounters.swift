/// Counts of what the UI layer did in one controller tree, so tests and benchmarks can
/// prove that updates reuse controllers and skip unchanged screens, and tell two windows
/// apart.
///
/// Every controller reads the counters of its tree as `updateCounters`; the root (a
/// `WorkflowHostingController`, or any controller without a parent) owns them. A controller
/// counts into its own until it is added as a child: then its counts move to the parent's
/// tree, and its subtree counts there from then on. Keep a reference to a root's counters
/// to read them after the tree is gone (e.g. `liveControllers` back to 0: nothing leaked).
@MainActor
public final class UpdateCounters {
    // Speed (callgrind, release, 2026-11-29): `updates` and `skippedUpdates`, counted on every
    // update of every controller, are `@exclusivity(unchecked)`: `workflow-bench --scenario ui
    // --rows 1000 --variant children --sync-only` 782 k instructions an update with, 869 k
    // without (with DescribedViewController's and the hosting controller's checks, ~0.5 k of it).

    /// Controllers built from descriptions.
    public internal(set) var builds = 0
    /// `screenDidChange` calls (screen or environment changed).
    @exclusivity(unchecked) public internal(set) var updates = 0
    /// Updates skipped because an `Equatable` screen and the environment were unchanged.
    @exclusivity(unchecked) public internal(set) var skippedUpdates = 0
    /// Children replaced by `DescribedViewController` because the kind changed.
    public internal(set) var replacements = 0
    /// Views loaded (GTK widget trees created for controllers).
    public internal(set) var viewsLoaded = 0
    /// Controllers of this tree alive now (including those removed from it and not yet freed).
    public internal(set) var liveControllers = 0

    /// Creates zeroed counters (each controller makes its own; see the type's documentation).
    init() {}

    /// A copy of the current figures.
    public var snapshot: Snapshot {
        Snapshot(builds: builds, updates: updates, skippedUpdates: skippedUpdates,
                 replacements: replacements, viewsLoaded: viewsLoaded, liveControllers: liveControllers)
    }

    /// Adds the figures of `other` (a subtree's counters before it joined this tree),
    /// except `liveControllers`, which the move accounts for controller by controller.
    func absorb(_ other: UpdateCounters) {
        builds += other.builds
        updates += other.updates
        skippedUpdates += other.skippedUpdates
        replacements += other.replacements
        viewsLoaded += other.viewsLoaded
    }

    /// The figures at one moment; subtract two to see what an operation did.
    public struct Snapshot: Equatable, Sendable, CustomStringConvertible {
        /// See `UpdateCounters.builds`.
        public var builds, updates, skippedUpdates, replacements, viewsLoaded, liveControllers: Int

        /// The difference `self - earlier`.
        public func since(_ earlier: Snapshot) -> Snapshot {
            Snapshot(builds: builds - earlier.builds, updates: updates - earlier.updates,
                     skippedUpdates: skippedUpdates - earlier.skippedUpdates,
                     replacements: replacements - earlier.replacements,
                     viewsLoaded: viewsLoaded - earlier.viewsLoaded,
                     liveControllers: liveControllers - earlier.liveControllers)
        }

        /// `builds=… updates=… …`.
        public var description: String {
            "builds=\(builds) updates=\(updates) skipped=\(skippedUpdates) replacements=\(replacements) viewsLoaded=\(viewsLoaded) live=\(liveControllers)"
        }
    }
}
