import Gtk
import GtkTesting

extension UITestHost {
    /// Clicks a button (or toggle button) as a pointer does: `clicked` is emitted, then the
    /// window settles. Throws when the widget is not a button, not shown or insensitive.
    public func click(_ widget: Widget) async throws(UITestingError) {
        try requireUsable(widget, for: "click")
        guard widget.simulateClick() else {
            throw UITestingError(.action, "UITestHost.click: a \(widget.typeName) is not a button. Click a button, or use activate(_:) or toggle(_:).")
        }
        try await settle()
    }

    /// Activates a widget as the keyboard does (Enter in an entry, Space on a button: GTK
    /// then emits `clicked` from the loop a moment later), then settles.
    public func activate(_ widget: Widget) async throws(UITestingError) {
        try requireUsable(widget, for: "activate")
        guard widget.simulateActivation() else {
            throw UITestingError(.action, "UITestHost.activate: the \(widget.typeName) cannot be activated. Activate an entry, a button or another activatable widget.")
        }
        try await settle()
    }

    /// Flips a toggle button, check button or switch, then settles.
    public func toggle(_ widget: Widget) async throws(UITestingError) {
        try requireUsable(widget, for: "toggle")
        guard widget.simulateToggle() else {
            throw UITestingError(.action, "UITestHost.toggle: a \(widget.typeName) has no on/off state. Toggle a toggle button, check button or switch.")
        }
        try await settle()
    }

    /// Types `text` into an entry (or any editable) or a text view at its cursor, as typing
    /// does (a text view inserts it as one user action, which its undo takes back), then
    /// settles. The widget takes the focus first.
    public func type(_ text: String, into widget: Widget) async throws(UITestingError) {
        try requireUsable(widget, for: "type into")
        widget.grabFocus()
        if let view = widget.as(TextView.self) {
            guard view.isEditable, view.buffer.insertInteractiveAtCursor(text: text, defaultEditable: true) else {
                throw UITestingError(.action, "UITestHost.type: the text view is not editable. Make it editable, or type into an editable widget.")
            }
        } else if !widget.simulateTyping(text) {
            throw UITestingError(.action, "UITestHost.type: a \(widget.typeName) does not take text. Type into an entry, a text view or another editable widget.")
        }
        try await settle()
    }

    /// Presses and releases `accelerator` (GTK syntax: `Escape`, `Return`, `<Alt>Left`,
    /// `<Control>w`) as real key events through the X server, to the focused widget of the
    /// top window (an open dialog, else the host's window), then settles. Throws on a
    /// display without XTest (Wayland): run the tests under `xvfb-run`.
    public func press(_ accelerator: String) async throws(UITestingError) {
        let target = windows.last ?? window
        guard KeyboardSimulator.isAvailable else {
            throw UITestingError(.keyboard, "UITestHost.press: real key presses need an X11 display with XTest (libxtst6). Run the tests under xvfb-run with GDK_BACKEND=x11.")
        }
        guard KeyboardSimulator.focus(target) else {
            throw UITestingError(.keyboard, "UITestHost.press: the \(target.title ?? "") window has no X window to focus yet. Settle the host before pressing keys.")
        }
        // The focus change reaches GTK through the X server: wait until the window has it.
        try await UILoop.require("the \(target.title ?? "") window to take the keyboard focus", at: nil) { target.isActive }
        guard KeyboardSimulator.press(accelerator) else {
            throw UITestingError(.keyboard, "UITestHost.press: cannot press \"\(accelerator)\". Use GTK accelerator syntax, e.g. \"Escape\" or \"<Control>w\".")
        }
        try await settle()
    }

    private func requireUsable(_ widget: Widget, for action: String) throws(UITestingError) {
        guard widget.isDrawable else {
            throw UITestingError(.action, "UITestHost: cannot \(action) a \(widget.typeName) that is not shown. Settle the host, or show the page it is on.")
        }
        guard widget.isSensitive else {
            throw UITestingError(.action, "UITestHost: cannot \(action) an insensitive \(widget.typeName): a user could not either.")
        }
    }
}
