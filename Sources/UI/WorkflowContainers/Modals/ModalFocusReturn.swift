import Gtk

/// What a container does when a modal it presented (a modal window, an alert dialog) has
/// closed: the parent window becomes the active one again and, when asked, a widget in it
/// gets the keyboard focus back.
///
/// A window manager usually activates the parent by itself; without one (Xvfb, some kiosk
/// sessions) the keyboard focus would otherwise stay nowhere, e.g. when the modal was
/// presented while the parent was not active, just after a menu closed. Shared by
/// `ModalPresentation` and WorkflowAdwaita's message-dialog container.
@MainActor
package enum ModalFocusReturn {
    /// Presents `parent` again and moves the focus to `target` when it is still inside
    /// `parent`, drawn and sensitive (after a log-out it may be gone: GTK then picks).
    package static func activate(_ parent: Window, focusing target: Widget? = nil) {
        parent.present()
        guard let target, parent.contains(target), target.isDrawable, target.isSensitive else { return }
        _ = target.grabFocus()
    }
}
