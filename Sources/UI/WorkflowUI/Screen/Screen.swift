@_exported import ViewEnvironment

/// A rendering that can be shown: it describes the view controller that displays it.
///
/// ```swift
/// struct DemoScreen: Screen {
///     let title: String
///     let onTap: () -> Void
///     func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
///         DemoScreenViewController.description(for: self, environment: environment)
///     }
/// }
/// ```
public protocol Screen {
    /// The description of the controller that shows this screen: it builds a new one, or
    /// updates an existing one of the same kind.
    @MainActor
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription
}
