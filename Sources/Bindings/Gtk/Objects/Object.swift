internal import CGtk
import Dispatch

/// The Swift wrapper of a GObject: one wrapper per object, alive while either side needs it.
///
/// ## Identity
/// A GObject has at most one Swift wrapper. Every API that returns an object (`children`,
/// `parent`, `Stack.visibleChild`, signal arguments, `Object.wrapper(forUnsafePointer:)`)
/// hands back that wrapper, with its Swift class and stored state, so
/// `box.children.first?.as(Button.self)?.click()` reaches the button you created. For an
/// object Swift never wrapped, the most specific registered wrapper class is created (see
/// `Object+Identity.swift`).
///
/// ## Ownership
/// The wrapper holds a GLib *toggle reference*. While anything else holds the GObject (a
/// parent widget, a window, GTK's list of toplevels), the wrapper keeps itself alive;
/// when only the wrapper is left holding it, the wrapper lives exactly as long as Swift
/// references it, and releasing the last one finalizes the GObject. Signal handlers belong
/// to the GObject (GLib releases their closures with it), not to the wrapper.
@MainActor
open class Object {
    /// How a wrapper takes ownership of the pointer it is given.
    public enum Ownership: Sendable {
        /// A new object with a floating reference (widgets): sink it.
        case floating
        /// A full reference the caller transfers to the wrapper (e.g. `*_new` of non-widgets).
        case full
        /// A pointer the caller does not own: take a new reference.
        case borrowed
    }

    /// The underlying `GObject`. Valid for the wrapper's lifetime.
    nonisolated(unsafe) let gobject: UnsafeMutablePointer<GObject>

    /// What GLib holds for this wrapper (qdata and toggle-reference data).
    let anchor: WrapperAnchor

    /// The tracker that counted this wrapper, if one was installed when it was made.
    private let tracker: LiveObjectTracker?

    /// Adopts the GObject at `pointer` according to `ownership` and makes this the object's
    /// wrapper.
    ///
    /// - Warning: Unsafe. `pointer` must point to a live `GObject` (any GObject-derived
    ///   instance, e.g. a `GtkWidget*` made by C code), and `ownership` must describe the
    ///   reference you hold: `.floating` for a new widget, `.full` for a reference you
    ///   transfer, `.borrowed` when you keep yours. A pointer that already has a wrapper
    ///   stops the program: get that wrapper with `Object.wrapper(forUnsafePointer:)`.
    ///   Subclasses call this from their own initializers with the object they created.
    public init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        precondition(cgtk_is_object(pointer) != 0,
                     "Gtk.Object(unsafeAdopting:): the pointer is not a GObject. Pass a GObject-derived instance pointer.")
        let object: UnsafeMutablePointer<GObject> = cast(pointer)
        if let existing = WrapperAnchor.existing(on: object) {
            preconditionFailure("Gtk.Object(unsafeAdopting:): this \(String(cString: cgtk_type_name(pointer))) already has a Swift wrapper (\(type(of: existing))). Use Object.wrapper(forUnsafePointer:) to get it instead of adopting the pointer again.")
        }
        switch ownership {
        case .floating: g_object_ref_sink(pointer)
        case .full: break
        case .borrowed: g_object_ref(pointer)
        }
        gobject = object
        anchor = WrapperAnchor(object)
        tracker = LiveObjectTracker.current
        anchor.attach(self)
        tracker?.didAdopt()
        if ownership != .borrowed { tracker?.trackCreated(object) }
    }

    /// Detaches from the GObject on the main actor: inline when the last release happens there
    /// (nearly always), else queued to the main thread. Not an `isolated deinit`, whose
    /// runtime executor check is one of a widget's four (see `MainThread.assumeIsolated`).
    deinit {
        let anchor = anchor, tracker = tracker
        if MainThread.isCurrent {
            MainThread.assumeIsolated {
                anchor.detach()
                tracker?.didRelease()
            }
        } else {
            DispatchQueue.main.async {
                anchor.detach()
                tracker?.didRelease()
            }
        }
    }

    /// The underlying `GObject*`, for C code of your own (e.g. a C library's widget).
    ///
    /// - Warning: Unsafe. Valid only while this wrapper is alive; do not unreference it.
    public var unsafeGObjectPointer: UnsafeMutableRawPointer { raw(gobject) }

    /// The GType name of the object, e.g. `GtkButton`.
    public var typeName: String { String(cString: cgtk_type_name(raw(gobject))) }

    /// The current reference count (diagnostics and tests only). The wrapper's own
    /// reference is one of them.
    public var referenceCount: UInt32 { gobject.pointee.ref_count }

    /// Whether something other than this wrapper holds the GObject (a parent, a window,
    /// GTK itself); while it does, the wrapper keeps itself alive.
    public var isHeldByGTK: Bool { anchor.isHeld }

    /// Calls `body` once, when the GObject is finalized (a GObject weak reference).
    /// The callback does not keep the object alive. Cancel the returned watch when the
    /// callback is no longer wanted (a watch on a long-lived object otherwise stays until
    /// that object goes).
    @discardableResult
    public func onFinalize(_ body: @escaping @MainActor () -> Void) -> FinalizeWatch {
        FinalizeWatch(object: gobject, body: body)
    }

    /// Keeps `owner` alive while GTK holds this object (see `isHeldByGTK`), e.g. the
    /// controller whose view this widget is, so that showing the view in a window is enough
    /// to keep its controller working.
    ///
    /// `owner` is also held from this call until the main loop next runs its idle sources,
    /// so a view can be created, returned and added to a window in one expression. When GTK
    /// lets go of the object (it leaves its window or parent), `owner` is released at the
    /// next idle unless the object is held again by then (a move between parents).
    /// `owner` may reference this wrapper strongly: that is not a cycle.
    public func keepAlive(_ owner: AnyObject) {
        anchor.keepAlive(owner)
    }
}
