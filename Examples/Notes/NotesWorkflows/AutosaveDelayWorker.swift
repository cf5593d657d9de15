import Workflow

/// Waits `milliseconds`, then reports the revision it waited for: the debounce of
/// autosave. Each edit renders a worker for its new revision, which replaces (cancels) the
/// one before, so the note is written once typing pauses.
public struct AutosaveDelayWorker: Worker, Equatable {
    /// How long to wait.
    public var milliseconds: Int
    /// The draft revision waited for.
    public var revision: Int

    /// A delay of `milliseconds` for `revision`.
    public init(milliseconds: Int, revision: Int) {
        self.milliseconds = milliseconds
        self.revision = revision
    }

    /// The revision once the delay passed; nil when cancelled.
    public func run() async -> Int? {
        do {
            try await Task.sleep(for: .milliseconds(milliseconds))
        } catch {
            return nil
        }
        return revision
    }
}
