/// A screen shown with a customized environment: the wrapped screen's controller (and its
/// descendants) see the environment as changed by `adapt`.
public struct AdaptedEnvironmentScreen<Wrapped: Screen>: Screen {
    /// The screen shown.
    public let wrapped: Wrapped
    /// Changes the environment before it reaches `wrapped`.
    public let adapt: (inout ViewEnvironment) -> Void

    /// Wraps `wrapped`, changing its environment with `adapt`.
    public init(wrapped: Wrapped, adapt: @escaping (inout ViewEnvironment) -> Void) {
        self.wrapped = wrapped
        self.adapt = adapt
    }

    /// Describes the wrapped screen's controller with the adapted environment.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        var adapted = environment
        adapt(&adapted)
        return wrapped.viewControllerDescription(environment: adapted)
    }
}

extension Screen {
    /// This screen with `key` set to `value` in its environment.
    public func adaptedEnvironment<Key: ViewEnvironmentKey>(
        key: Key.Type, value: Key.Value
    ) -> AdaptedEnvironmentScreen<Self> {
        AdaptedEnvironmentScreen(wrapped: self) { $0[key] = value }
    }

    /// This screen with its environment changed by `adapt`.
    public func adaptedEnvironment(
        _ adapt: @escaping (inout ViewEnvironment) -> Void
    ) -> AdaptedEnvironmentScreen<Self> {
        AdaptedEnvironmentScreen(wrapped: self, adapt: adapt)
    }
}
