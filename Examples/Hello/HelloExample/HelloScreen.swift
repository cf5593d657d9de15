import WorkflowUI

/// The rendering: a message and what a tap does. Plain data, no widgets.
public struct HelloScreen: Screen {
    /// The text shown.
    public var message: String
    /// Called when the user taps the message.
    public var onTap: () -> Void

    /// Binds the screen to its controller.
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        HelloViewController.description(for: self, environment: environment)
    }
}
