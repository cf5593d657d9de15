internal import CGtk
import Dispatch

/// What GLib holds for one Swift wrapper: the object's qdata entry (how a pointer finds
/// its wrapper) and the data of the wrapper's toggle reference (how the wrapper learns
/// whether anything else holds the object).
///
/// States: while the GObject has references besides the toggle reference (`isHeld`), the
/// anchor holds the wrapper strongly, so a wrapper (and its Swift stored state) lives as
/// long as GTK uses the object; when only the toggle reference is left, the anchor holds
/// it weakly and Swift's references decide.
@MainActor
final class WrapperAnchor {
    /// The qdata key under which an object's anchor is stored.
    static let quark = g_quark_from_static_string("workflowgtk-wrapper")

    private let object: UnsafeMutablePointer<GObject>
    /// The wrapper. Weak: reads return nil once its deinit has started.
    private(set) weak var wrapper: Object?
    /// The wrapper, held while GTK holds the object.
    private var strongWrapper: Object?
    /// Objects kept alive with the object (`Object.keepAlive(_:)`): held strongly while
    /// GTK holds the object or during the grace period, weakly otherwise.
    private var dependents: [WeakBox] = []
    private var heldDependents: [AnyObject] = []
    private var idleScheduled = false
    /// Set when the wrapper went; the object may be finalized after that.
    private var detached = false

    init(_ object: UnsafeMutablePointer<GObject>) {
        self.object = object
        MainThread.prepare()
    }

    /// The live wrapper of `object`, if it has one.
    static func existing(on object: UnsafeMutablePointer<GObject>) -> Object? {
        guard let data = g_object_get_qdata(object, quark) else { return nil }
        return borrow(data, as: WrapperAnchor.self).wrapper
    }

    /// Whether the object has references other than the wrapper's toggle reference.
    var isHeld: Bool { !detached && object.pointee.ref_count > 1 }

    /// Registers `wrapper` as the object's wrapper and turns the reference it adopted into
    /// a toggle reference.
    func attach(_ wrapper: Object) {
        self.wrapper = wrapper
        g_object_set_qdata_full(object, Self.quark, retained(self), Self.releaseData)
        g_object_add_toggle_ref(object, Self.toggled, unretained(self))
        // The adopted reference is now redundant: the toggle reference replaces it. If that
        // leaves only the toggle reference, GLib calls `toggled(last: true)` (a no-op here).
        g_object_unref(raw(object))
        if isHeld { strongWrapper = wrapper }
    }

    /// Unregisters the wrapper (from its deinit) and drops its toggle reference, which
    /// finalizes the object when nothing else holds it.
    func detach() {
        // Swapped out, so that what they hold is released after the accesses end.
        var released: Object?
        swap(&released, &strongWrapper)
        var releasedDependents: [AnyObject] = []
        swap(&releasedDependents, &heldDependents)
        if g_object_get_qdata(object, Self.quark) == unretained(self) {
            g_object_set_qdata(object, Self.quark, nil)  // releases the qdata's retain
        }
        detached = true
        g_object_remove_toggle_ref(object, Self.toggled, unretained(self))
    }

    /// Releases the anchor retained for GLib (the qdata's, an idle callback's). Nonisolated:
    /// a closure written in a main-actor method would check its executor at every call.
    private nonisolated static let releaseData: GDestroyNotify = { data in
        if let data { release(data) }
    }

    /// GLib's toggle notification: `last` is true when only the toggle reference is left.
    private nonisolated static let toggled: GToggleNotify = { data, _, last in
        guard let data else { return }
        let anchor = borrow(data, as: WrapperAnchor.self)
        if MainThread.isCurrent {
            MainThread.assumeIsolated { anchor.update(held: last == 0) }
        } else {
            // Released on another thread (rare: GLib worker threads). Reconcile on the
            // main thread from the count then; the wrapper keeps the object alive meanwhile.
            let retainedAnchor = retained(anchor)
            nonisolated(unsafe) let pointer = retainedAnchor
            DispatchQueue.main.async {
                let anchor = borrow(pointer, as: WrapperAnchor.self)
                MainActor.assumeIsolated { anchor.update(held: anchor.isHeld) }
                release(pointer)
            }
        }
    }

    private func update(held: Bool) {
        if held {
            if strongWrapper == nil, let wrapper { strongWrapper = wrapper }
            holdDependents()
        } else {
            if !heldDependents.isEmpty { scheduleDependentsCheck() }
            // Releasing may deinit the wrapper, which detaches this anchor: swapped out, it
            // is released after the access to the property ends.
            var released: Object?
            swap(&released, &strongWrapper)
        }
    }

    // MARK: - Dependents

    func keepAlive(_ owner: AnyObject) {
        dependents.removeAll { $0.object == nil }
        if !dependents.contains(where: { $0.object === owner }) { dependents.append(WeakBox(owner)) }
        holdDependents()
        scheduleDependentsCheck()
    }

    private func holdDependents() {
        guard !dependents.isEmpty || !heldDependents.isEmpty else { return }
        var held = dependents.compactMap(\.object)
        swap(&held, &heldDependents)
    }

    /// At the next idle, release the dependents unless GTK holds the object again.
    private func scheduleDependentsCheck() {
        guard !idleScheduled else { return }
        idleScheduled = true
        let callback: GSourceFunc = { data in
            guard let data else { return 0 }
            let anchor = borrow(data, as: WrapperAnchor.self)
            MainActor.assumeIsolated {
                anchor.idleScheduled = false
                if !anchor.isHeld {
                    var released: [AnyObject] = []
                    swap(&released, &anchor.heldDependents)
                }
            }
            return 0
        }
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, callback, retained(self), Self.releaseData)
    }
}

/// A weak reference to any class instance.
struct WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
