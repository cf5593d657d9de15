import WorkflowUI

/// A screen shown as a base screen with, while the workflow asks something, a dialog over
/// the base's window (`FileChooserContainerScreen`; WorkflowAdwaita's
/// `MessageDialogContainerScreen`). Its controller is a ``DialogContainerViewController``.
public protocol DialogContainerScreen: Screen {
    /// The type of the screen under the dialog.
    associatedtype BaseScreen: Screen
    /// The screen under the dialog.
    var baseScreen: BaseScreen { get }
}
