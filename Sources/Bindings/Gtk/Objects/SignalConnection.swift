internal import CGtk

/// A connected signal handler. The handler stays connected as long as the GObject lives
/// (whether or not a Swift wrapper or this handle is kept); GLib releases the Swift closure
/// through the destroy-notify given at connection time, when the object is finalized or
/// `disconnect()` is called. The handle holds only a weak reference to the instance, so it
/// never keeps an object alive.
///
/// A closure that references a controller should capture it weakly
/// (`button.onClicked { [weak self] in … }`): the widget may outlive the controller.
@MainActor
public final class SignalConnection {
    /// GLib's weak references are thread-safe: the deinit clears this one on any thread.
    private nonisolated(unsafe) let weak: UnsafeMutablePointer<GWeakRef>
    private var handlerID: gulong

    init(instance: UnsafeMutablePointer<GObject>, handlerID: gulong) {
        weak = .allocate(capacity: 1)
        weak.initialize(to: GWeakRef())
        g_weak_ref_init(weak, raw(instance))
        self.handlerID = handlerID
    }

    deinit {
        g_weak_ref_clear(weak)
        weak.deallocate()
    }

    /// Whether the handler is still connected to a live instance.
    public var isConnected: Bool {
        guard handlerID != 0, let instance = g_weak_ref_get(weak) else { return false }
        defer { g_object_unref(instance) }
        return g_signal_handler_is_connected(instance, handlerID) != 0
    }

    /// Disconnects the handler. Safe to call more than once and after the instance is gone.
    public func disconnect() {
        guard handlerID != 0 else { return }
        if let instance = g_weak_ref_get(weak) {
            if g_signal_handler_is_connected(instance, handlerID) != 0 {
                g_signal_handler_disconnect(instance, handlerID)
            }
            g_object_unref(instance)
        }
        handlerID = 0
    }
}

/// Boxes a Swift closure so GLib can hold it as signal user data.
@_spi(GeneratedBindings) public final class ClosureBox<Handler> {
    /// The boxed closure.
    public let handler: Handler
    /// Boxes `handler`.
    public init(_ handler: Handler) { self.handler = handler }
}

/// The C trampolines for each signal signature the library connects.
/// Signal names appear only inside the Gtk target, behind typed methods.
@MainActor
enum Signals {
    typealias Void0 = @MainActor () -> Void

    private static let destroy: GClosureNotify = { data, _ in
        if let data { release(data) }
    }

    /// Connects the C trampoline `callback` with `box` as its user data (released with the handler).
    static func connect(
        _ object: Object, _ signal: String, _ callback: GCallback, _ box: AnyObject
    ) -> SignalConnection {
        let id = cgtk_signal_connect(raw(object.gobject), signal, callback, retained(box), destroy)
        precondition(id != 0, "Gtk.Signals: \(object.typeName) has no signal '\(signal)'. Fix the signal name in the Gtk target.")
        return SignalConnection(instance: object.gobject, handlerID: id)
    }

    /// `void handler(instance, user_data)`.
    static func connect(_ object: Object, _ signal: String, _ handler: @escaping Void0) -> SignalConnection {
        let thunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            guard let data else { return }
            let box = borrow(data, as: ClosureBox<Void0>.self)
            MainActor.assumeIsolated { box.handler() }
        }
        return connect(object, signal, gcallback(thunk), ClosureBox<Void0>(handler))
    }

    /// `void handler(instance, GParamSpec*, user_data)` (`notify::name`), and any signal
    /// with one pointer argument whose value the handler does not need.
    static func connectPointer(_ object: Object, _ signal: String, _ handler: @escaping Void0) -> SignalConnection {
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            guard let data else { return }
            let box = borrow(data, as: ClosureBox<Void0>.self)
            MainActor.assumeIsolated { box.handler() }
        }
        return connect(object, signal, gcallback(thunk), ClosureBox<Void0>(handler))
    }
}

/// A GObject property name for `onNotify(_:)`.
public struct Property: Hashable, Sendable {
    /// The GObject property name, e.g. `position`.
    public let name: String
    /// Names a property.
    public init(_ name: String) { self.name = name }
}

extension Object {
    /// Calls `handler` after `property` changes (`notify::<name>`), until the object is
    /// finalized or the returned connection is disconnected.
    @discardableResult
    public func onNotify(_ property: Property, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connectPointer(self, "notify::\(property.name)", handler)
    }
}
