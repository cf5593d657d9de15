/// Process-wide counts of what the UI layer did, so tests and benchmarks can prove that
/// updates reuse controllers and skip unchanged screens.
@MainActor
public final class UpdateCounters {
    /// The process-wide counters.
    public static let shared = UpdateCounters()

    /// Controllers built from descriptions.
    public internal(set) var builds = 0
    /// `screenDidChange` calls (screen or environment changed).
    public internal(set) var updates = 0
    /// Updates skipped because an `Equatable` screen and the environment were unchanged.
    public internal(set) var skippedUpdates = 0
    /// Children replaced by `DescribedViewController` because the kind changed.
    public internal(set) var replacements = 0
    /// Views loaded (GTK widget trees created for controllers).
    public internal(set) var viewsLoaded = 0
    /// Controllers alive now.
    public internal(set) var liveControllers = 0

    /// A copy of the current figures.
    public var snapshot: Snapshot {
        Snapshot(builds: builds, updates: updates, skippedUpdates: skippedUpdates,
                 replacements: replacements, viewsLoaded: viewsLoaded, liveControllers: liveControllers)
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
