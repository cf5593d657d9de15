import WorkflowContainers
import WorkflowPlatform
import WorkflowUI

/// A screen with an alert over it shown as an `AdwMessageDialog`: the GNOME dialog with a
/// heading, a body and one button per action (cancel, suggested, destructive). The workflow
/// owns it: the alert shows while rendered, each button calls its action's handler, and
/// Escape or closing the dialog calls the cancel action's.
///
/// ```swift
/// MessageDialogContainerScreen(baseScreen: editor, alert: state.confirmingDelete ? Alert(
///     title: "Delete the draft?", message: "It cannot be restored.",
///     actions: [.init(title: "Cancel", style: .cancel) { sink.send(.keep) },
///               .init(title: "Delete", style: .destructive) { sink.send(.delete) }]) : nil)
/// ```
public struct MessageDialogContainerScreen<BaseScreen: Screen>: DialogContainerScreen {
    /// The screen under the alert.
    public var baseScreen: BaseScreen
    /// The alert shown, or nil.
    public var alert: Alert?

    /// `baseScreen`, with `alert` over it when set.
    public init(baseScreen: BaseScreen, alert: Alert? = nil) {
        self.baseScreen = baseScreen
        self.alert = alert
    }

    // MARK: - Screen

    /// Describes a `MessageDialogContainerViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        MessageDialogContainerViewController<BaseScreen>.description(for: self, environment: environment, performInitialUpdate: false)
    }
}
