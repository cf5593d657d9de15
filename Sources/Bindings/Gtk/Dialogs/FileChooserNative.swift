internal import CGtk

/// A file chooser that is the platform's own where there is one (`GtkFileChooserNative`):
/// inside a Flatpak or with `GTK_USE_PORTAL=1` it asks the desktop portal, which shows the
/// desktop's chooser in another process; elsewhere GTK shows its own `GtkFileChooserDialog`
/// (reachable, while shown, among the parent window's `visibleModals`).
///
/// It is not a widget: it is shown with ``show()``, answers once through ``onResponse(_:)``
/// and hides itself. The chosen files are read with ``FileChooser/paths`` in the response handler. The
/// `FileChooser` members (``FileChooser/action``, ``FileChooser/selectMultiple``,
/// ``FileChooser/setCurrentName(_:)``, ``FileChooser/addFilter(name:patterns:mimeTypes:)``,
/// ``FileChooser/setCurrentFolder(_:)``) configure it before it is shown.
@MainActor
public final class FileChooserNative: Object, FileChooser {
    /// How the user answered.
    public enum Response: Sendable, Hashable {
        /// The accept button (Open, Save, Select): ``FileChooser/paths`` holds the choice.
        case accepted
        /// Cancel, Escape, or the chooser's window closed.
        case cancelled
    }

    /// A chooser titled `title` for `action`, transient for `parent` (nil: none), with the
    /// accept button labelled `acceptLabel` (nil: GTK's label for the action, e.g. “Open”).
    public init(title: String, parent: Window?, action: FileChooserAction, acceptLabel: String? = nil) {
        let made: OpaquePointer = acceptLabel.withOptionalCString { accept in
            gtk_file_chooser_native_new(title, parent.map { cast($0.gobject) }, action.cValue, accept, nil)!
        }
        super.init(unsafeAdopting: raw(made), ownership: .full)
    }

    /// Adopts a `GtkFileChooserNative` pointer (see `Object.init(unsafeAdopting:ownership:)`).
    public override init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        precondition(cgtk_is_a(pointer, gtk_file_chooser_native_get_type()) != 0,
                     "Gtk.FileChooserNative(unsafeAdopting:): the pointer is not a GtkFileChooserNative. Adopt it as the wrapper class of its own GType.")
        super.init(unsafeAdopting: pointer, ownership: ownership)
    }

    private var native: UnsafeMutablePointer<GtkNativeDialog> { cast(gobject) }

    /// Whether the chooser blocks input to its parent window while shown (true by default).
    public var isModal: Bool {
        get { gtk_native_dialog_get_modal(native) != 0 }
        set { gtk_native_dialog_set_modal(native, newValue ? 1 : 0) }
    }

    /// Whether the chooser is shown now.
    public var isVisible: Bool { gtk_native_dialog_get_visible(native) != 0 }

    /// The chooser's title.
    public var title: String {
        get { gtk_native_dialog_get_title(native).map { String(cString: $0) } ?? "" }
        set { gtk_native_dialog_set_title(native, newValue) }
    }

    /// Shows the chooser (it answers once through ``onResponse(_:)``).
    public func show() { gtk_native_dialog_show(native) }

    /// Hides the chooser without an answer (no response is emitted).
    public func hide() { gtk_native_dialog_hide(native) }

    /// Hides the chooser and releases what it shows; it cannot be shown again.
    public func destroy() { gtk_native_dialog_destroy(native) }

    /// Calls `handler` with the user's answer each time the chooser answers (it hides itself
    /// first). The closure is released with the chooser.
    @discardableResult
    public func onResponse(_ handler: @escaping @MainActor (Response) -> Void) -> SignalConnection {
        typealias Handler = @MainActor (Response) -> Void
        let thunk: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, response, data in
            guard let data else { return }
            let box = borrow(data, as: ClosureBox<Handler>.self)
            let answer: Response = response == gint(GTK_RESPONSE_ACCEPT.rawValue) ? .accepted : .cancelled
            MainActor.assumeIsolated { box.handler(answer) }
        }
        return connectGenerated("response", gcallback(thunk), ClosureBox<Handler>(handler))
    }
}

extension Optional where Wrapped == String {
    fileprivate func withOptionalCString<R>(_ body: (UnsafePointer<CChar>?) -> R) -> R {
        switch self {
        case .some(let string): string.withCString { body($0) }
        case .none: body(nil)
        }
    }
}
