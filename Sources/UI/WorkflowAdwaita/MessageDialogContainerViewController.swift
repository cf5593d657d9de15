import Adw
import Gtk
import WorkflowContainers
import WorkflowPlatform
import WorkflowUI

/// Shows a `MessageDialogContainerScreen`: the base screen, and while an alert is rendered
/// an `AdwMessageDialog` transient for the base's window (responses `action-0`, `action-1`…
/// in the alert's order; a destructive action gets the destructive appearance, a default
/// action the suggested one).
public final class MessageDialogContainerViewController<BaseScreen: Screen>: DialogContainerViewController<MessageDialogContainerScreen<BaseScreen>> {
    /// The dialog shown now, if any.
    public private(set) var dialog: MessageDialog?
    private var shownAlertTitle: String?
    private var isClosingByWorkflow = false
    /// Watches the dialog's parent window (see `applyDialog()`).
    private var parentWatch: SignalConnection?

    /// A dialog still shown when this controller goes (the workflow replaced the whole
    /// screen, e.g. a confirmed log-out) is destroyed with it: otherwise it stays on screen,
    /// held by GTK's list of toplevels, with its parent window and everything it refers to.
    isolated deinit {
        dialog?.destroy()
    }

    /// The response id of the alert's action at `index`.
    public static func responseID(_ index: Int) -> String { "action-\(index)" }

    /// Presents, updates or closes the message dialog for the current alert.
    public override func applyDialog() {
        guard let alert = screen.alert else {
            closeDialog()
            return
        }
        if let dialog, shownAlertTitle == alert.title {
            if dialog.body != alert.message {
                dialog.body = alert.message
                dialog.setAccessibleDescription(alert.message)
            }
            return
        }
        closeDialog()
        guard let window = view.window else { return }
        let dialog = MessageDialog(parent: window, heading: alert.title, body: alert.message)
        // An alert dialog for assistive technologies (the role is set before it is shown),
        // described by its message; the application's accelerators (Ctrl+Q) work in it.
        dialog.setAccessibleRole(.alertDialog)
        dialog.setAccessibleDescription(alert.message)
        dialog.joinApplication(of: window)
        // The dialog lets go of its parent window while the parent is still alive: GTK 4.8
        // keeps a plain pointer to a transient parent, and a dialog released after its parent
        // (the window closed with the alert open) would disconnect from a freed window.
        parentWatch?.disconnect()
        parentWatch = window.onDestroy { [weak dialog] in
            dialog?.setTransient(for: nil, modal: false)
            dialog?.destroy()
        }
        for (index, action) in alert.actions.enumerated() {
            let id = Self.responseID(index)
            dialog.addResponse(id: id, label: action.title)
            switch action.style {
            case .destructive: dialog.setResponseAppearance(response: id, appearance: .destructive)
            case .default: dialog.setResponseAppearance(response: id, appearance: .suggested)
            default: break
            }
        }
        if let cancel = alert.actions.firstIndex(where: { $0.style == .cancel }) {
            dialog.closeResponse = Self.responseID(cancel)
            dialog.defaultResponse = Self.responseID(alert.actions.firstIndex { $0.style == .default } ?? cancel)
        }
        dialog.onResponse { [weak self, weak dialog] response in
            guard let self, let dialog, self.dialog === dialog, !self.isClosingByWorkflow else { return }
            self.dialog = nil
            self.shownAlertTitle = nil
            guard let alert = self.screen.alert else { return }
            let index = alert.actions.indices.first { Self.responseID($0) == response }
            (index.map { alert.actions[$0] } ?? alert.cancelAction)?.handler()
            self.flushPendingRendering()  // the window shows the response before the dialog hides
            // The parent window becomes the active one again once the dialog is gone.
            _ = MainLoop.addIdle { [weak self] () -> Void in
                if let window = self?.view.window { ModalFocusReturn.activate(window) }
            }
        }
        AdwaitaAccessibility.quietInternals(below: dialog, name: alert.title)
        self.dialog = dialog
        shownAlertTitle = alert.title
        dialog.present()
    }

    private func closeDialog() {
        guard let dialog else { return }
        self.dialog = nil
        shownAlertTitle = nil
        isClosingByWorkflow = true
        dialog.close()
        isClosingByWorkflow = false
    }
}
