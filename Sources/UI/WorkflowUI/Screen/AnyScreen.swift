/// A type-erased `Screen`, for renderings whose concrete screen type varies (e.g. a
/// workflow that shows a list, then a detail).
public struct AnyScreen: Screen {
    /// The screen this wraps (never itself an `AnyScreen`).
    public let wrappedScreen: any Screen

    /// Wraps `screen`; wrapping an `AnyScreen` again unwraps it first.
    public init(_ screen: any Screen) {
        if let erased = screen as? AnyScreen {
            wrappedScreen = erased.wrappedScreen
        } else {
            wrappedScreen = screen
        }
    }

    /// Describes the wrapped screen's controller.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        wrappedScreen.viewControllerDescription(environment: environment)
    }
}

extension Screen {
    /// This screen, type-erased.
    public func asAnyScreen() -> AnyScreen { AnyScreen(self) }
}
