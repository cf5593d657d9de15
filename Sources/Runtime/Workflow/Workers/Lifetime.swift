/// The lifetime of a side effect started by ``RenderContext/runSideEffect(key:action:)``.
///
/// It ends when the side effect's key is no longer rendered, or when its workflow is torn
/// down; the `onEnded` closures then run once, in the order they were added.
@MainActor
public final class Lifetime {
    private var endedHandlers: [@MainActor () -> Void] = []

    /// Whether the lifetime has ended.
    public private(set) var hasEnded = false

    /// Creates a lifetime that has not ended.
    @_spi(WorkflowTesting)
    public init() {}

    /// Registers `action` to run when the lifetime ends. If it already ended, runs now.
    public func onEnded(_ action: @escaping @MainActor () -> Void) {
        if hasEnded {
            action()
        } else {
            endedHandlers.append(action)
        }
    }

    /// Ends the lifetime, running the registered handlers once.
    @_spi(WorkflowTesting)
    public func end() {
        guard !hasEnded else { return }
        hasEnded = true
        let handlers = endedHandlers
        endedHandlers = []
        for handler in handlers {
            handler()
        }
    }
}
