import WorkflowUI

/// The content of an alert: title, message and a row of buttons. Usually shown through
/// `AlertContainerScreen`; it can also be a modal's screen in a `ModalContainerScreen`.
public struct AlertScreen: Screen {
    /// The alert shown.
    public var alert: Alert

    /// Shows `alert`.
    public init(alert: Alert) { self.alert = alert }

    // MARK: - Screen

    /// Describes an `AlertViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        AlertViewController.description(for: self, environment: environment, performInitialUpdate: false)
    }
}

/// A base screen with an optional alert over it, in a modal window (GTK 4.8 has no
/// `GtkAlertDialog`). Escape and the window's close button run the `.cancel` action; with
/// no cancel action the alert stays until a button is chosen.
///
/// ```swift
/// AlertContainerScreen(baseScreen: editor, alert: state.confirmingDelete ? Alert(
///     title: "Delete the draft?", message: "This cannot be undone.",
///     actions: [.init(title: "Cancel", style: .cancel) { sink.send(.keep) },
///               .init(title: "Delete", style: .destructive) { sink.send(.delete) }]) : nil)
/// ```
public struct AlertContainerScreen<BaseScreen: Screen>: Screen {
    /// The key of the alert's modal window.
    public static var alertKey: AnyHashable { "WorkflowContainers.alert" }

    /// The screen under the alert.
    public var baseScreen: BaseScreen
    /// The alert shown, or nil.
    public var alert: Alert?

    /// `baseScreen`, with `alert` over it when set.
    public init(baseScreen: BaseScreen, alert: Alert? = nil) {
        self.baseScreen = baseScreen
        self.alert = alert
    }

    /// The same content as a `ModalContainerScreen` (how it is shown).
    public var modalContainerScreen: ModalContainerScreen<BaseScreen> {
        ModalContainerScreen(baseScreen: baseScreen, modals: alert.map { alert in
            [ModalContainerScreenModal(key: Self.alertKey, screen: AlertScreen(alert: alert), title: alert.title,
                                       windowCSSClasses: ["dialog", "message"], closesOnEscape: false, onClose: alert.cancelAction?.handler)]
        } ?? [])
    }

    // MARK: - Screen

    /// Describes the `ModalContainerViewController` that shows the base and the alert.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        modalContainerScreen.viewControllerDescription(environment: environment)
    }
}
