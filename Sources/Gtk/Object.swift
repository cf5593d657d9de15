import CGtk

/// An owning Swift reference to a GObject.
///
/// The wrapper holds one strong reference: a floating reference (a new widget) is sunk with
/// `g_object_ref_sink` on adoption; a full reference (e.g. from `gtk_application_new`) is
/// adopted as is; a borrowed pointer is referenced with `g_object_ref`. The reference is
/// released in `deinit`, together with every signal handler connected through this wrapper.
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
    public nonisolated(unsafe) let gobject: UnsafeMutablePointer<GObject>

    /// Signal handlers connected through this wrapper; disconnected when it goes away.
    private var connections: [SignalConnection] = []

    /// Adopts `pointer` according to `ownership`.
    public init(adopting pointer: UnsafeMutablePointer<GObject>, ownership: Ownership) {
        gobject = pointer
        switch ownership {
        case .floating: g_object_ref_sink(raw(pointer))
        case .full: break
        case .borrowed: g_object_ref(raw(pointer))
        }
        LiveObjects.shared.didAdopt(self)
        if ownership != .borrowed { LiveObjects.shared.trackCreated(pointer) }
    }

    isolated deinit {
        for connection in connections { connection.disconnect() }
        g_object_unref(raw(gobject))
        LiveObjects.shared.didRelease()
    }

    /// The GType name of the object, e.g. `GtkButton`.
    public var typeName: String { String(cString: cgtk_type_name(raw(gobject))) }

    /// The current reference count (diagnostics and tests only).
    public var referenceCount: UInt32 { gobject.pointee.ref_count }

    /// Keeps `connection` alive (and connected) for as long as this wrapper lives.
    @discardableResult
    func own(_ connection: SignalConnection) -> SignalConnection {
        connections.append(connection)
        return connection
    }

    /// Calls `body` once, when the GObject is finalized (a GObject weak reference).
    /// The callback does not keep the object alive. Cancel the returned watch when the
    /// callback is no longer wanted (a watch on a long-lived object otherwise stays until
    /// that object goes).
    @discardableResult
    public func onFinalize(_ body: @escaping @MainActor () -> Void) -> FinalizeWatch {
        FinalizeWatch(object: gobject, body: body)
    }
}

/// Counts of live Swift wrappers and of live GObjects the framework created (a debug
/// registry for leak tests and benchmarks).
@MainActor
public final class LiveObjects {
    /// The process-wide registry.
    public static let shared = LiveObjects()
    /// Swift wrappers currently alive.
    public private(set) var count = 0
    /// Swift wrappers adopted since start.
    public private(set) var adopted = 0
    /// GObjects created through this library (new widgets, groups, providers…) that have
    /// not been finalized yet, observed with GObject weak references.
    public private(set) var createdGObjects = 0
    /// GObjects created through this library since start.
    public private(set) var createdGObjectsTotal = 0

    func didAdopt(_ object: Object) { count += 1; adopted += 1 }
    func didRelease() { count -= 1 }

    func trackCreated(_ pointer: UnsafeMutablePointer<GObject>) {
        createdGObjects += 1
        createdGObjectsTotal += 1
        let notify: GWeakNotify = { _, _ in
            MainActor.assumeIsolated { LiveObjects.shared.createdGObjects -= 1 }
        }
        g_object_weak_ref(pointer, notify, nil)
    }
}

/// A pending `Object.onFinalize` callback; `cancel()` removes it
/// (`g_object_weak_unref`) if the object has not been finalized yet.
@MainActor
public final class FinalizeWatch {
    /// What GLib holds: the callback, and whether it already ran.
    @MainActor final class Box {
        let body: @MainActor () -> Void
        var fired = false
        init(_ body: @escaping @MainActor () -> Void) { self.body = body }
    }

    private let object: UnsafeMutablePointer<GObject>
    private let box: Box
    private var data: UnsafeMutableRawPointer?

    private static let notify: GWeakNotify = { data, _ in
        guard let data else { return }
        let box = borrow(data, as: Box.self)
        release(data)
        MainActor.assumeIsolated {
            box.fired = true
            box.body()
        }
    }

    init(object: UnsafeMutablePointer<GObject>, body: @escaping @MainActor () -> Void) {
        self.object = object
        box = Box(body)
        let data = retained(box)
        self.data = data
        g_object_weak_ref(object, Self.notify, data)
    }

    /// Whether the object was finalized (and the callback ran).
    public var hasFired: Bool { box.fired }

    /// Removes the callback; harmless after it ran or when called twice.
    public func cancel() {
        guard let data, !box.fired else { return }
        self.data = nil
        g_object_weak_unref(object, Self.notify, data)
        release(data)
    }
}
