internal import CGtk

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
