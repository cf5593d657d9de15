internal import CGtk

/// A `GdkFrameClock`: the clock that paces a window's frames. Get it from a realized
/// widget (`Widget.frameClock`); its `before-paint` and `after-paint` phases bracket the
/// work of one frame (layout and drawing).
@MainActor
public final class FrameClock: Object {
    /// Adopts the `GdkFrameClock` at `pointer` (see `Object.init(unsafeAdopting:ownership:)`).
    ///
    /// - Warning: Unsafe. `pointer` must be a live `GdkFrameClock*` without a Swift wrapper.
    public override init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        precondition(cgtk_is_a(pointer, gdk_frame_clock_get_type()) != 0, "Gtk.FrameClock(unsafeAdopting:): the pointer is not a GdkFrameClock.")
        super.init(unsafeAdopting: pointer, ownership: ownership)
    }

    private var clock: OpaquePointer { opaque(raw(gobject)) }

    /// The time of the current frame, in microseconds of the monotonic clock
    /// (`gdk_frame_clock_get_frame_time`).
    public var frameTime: Int64 { Int64(gdk_frame_clock_get_frame_time(clock)) }

    /// The number of frames since the clock started.
    public var frameCounter: Int64 { Int64(gdk_frame_clock_get_frame_counter(clock)) }

    /// Calls `handler` at the start of each frame's paint phase, before layout and drawing.
    @discardableResult
    public func onBeforePaint(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(self, "before-paint", handler)
    }

    /// Calls `handler` at the end of each frame's paint phase, after drawing.
    @discardableResult
    public func onAfterPaint(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(self, "after-paint", handler)
    }

    /// Calls `handler` once, at the next `after-paint`, then disconnects it.
    @discardableResult
    public func onNextAfterPaint(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        let holder = ConnectionHolder()
        let connection = onAfterPaint {
            holder.connection?.disconnect()
            handler()
        }
        holder.connection = connection
        return connection
    }

    /// Asks for a new frame in which the paint phase runs.
    public func requestPaint() { gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT) }
}

/// Lets a one-shot handler disconnect itself.
@MainActor
final class ConnectionHolder {
    var connection: SignalConnection?
}

/// A tick callback added with `Widget.addTickCallback(_:)`; `cancel()` removes it.
@MainActor
public final class TickCallback {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private let weakWidget: UnsafeMutablePointer<GWeakRef>
    private var id: guint

    init(widget: UnsafeMutablePointer<GtkWidget>, id: guint) {
        self.widget = widget
        self.id = id
        weakWidget = .allocate(capacity: 1)
        weakWidget.initialize(to: GWeakRef())
        g_weak_ref_init(weakWidget, raw(widget))
    }

    isolated deinit {
        g_weak_ref_clear(weakWidget)
        weakWidget.deallocate()
    }

    /// Removes the callback (its closure is released); harmless when already removed, after
    /// the callback returned false, or after the widget is gone.
    public func cancel() {
        guard id != 0 else { return }
        if let live = g_weak_ref_get(weakWidget) {
            gtk_widget_remove_tick_callback(cast(live), id)
            g_object_unref(live)
        }
        id = 0
    }

    func finished() { id = 0 }
}

extension Widget {
    /// The frame clock of the widget's window, or nil when the widget is not realized.
    public var frameClock: FrameClock? {
        gtk_widget_get_frame_clock(widget).flatMap { Object.wrapper(of: $0) }
    }

    /// Calls `body` once per frame while the widget is mapped (animations), with the frame
    /// clock, until it returns false or the returned callback is cancelled. The closure is
    /// released then, or when the widget is finalized.
    @discardableResult
    public func addTickCallback(_ body: @escaping @MainActor (FrameClock) -> Bool) -> TickCallback {
        final class Box {
            let body: @MainActor (FrameClock) -> Bool
            weak var handle: TickCallback?
            init(_ body: @escaping @MainActor (FrameClock) -> Bool) { self.body = body }
        }
        let box = Box(body)
        let callback: GtkTickCallback = { _, clock, data in
            guard let data, let clock else { return 0 }
            let box = borrow(data, as: Box.self)
            return MainActor.assumeIsolated {
                guard let frameClock: FrameClock = Object.wrapper(of: clock) else { return false }
                let more = box.body(frameClock)
                if !more { box.handle?.finished() }
                return more
            } ? 1 : 0
        }
        let id = gtk_widget_add_tick_callback(widget, callback, retained(box)) { data in
            if let data { release(data) }
        }
        let handle = TickCallback(widget: widget, id: id)
        box.handle = handle
        return handle
    }

    /// Calls `handler` once, after the next frame of this widget's window is painted
    /// (the frame clock's `after-paint`), and queues a redraw so that a frame comes.
    /// The widget must be realized.
    public func afterNextPaint(_ handler: @escaping @MainActor () -> Void) {
        guard let clock = frameClock else {
            preconditionFailure("Gtk.Widget.afterNextPaint: \(typeName) is not realized. Present its window first.")
        }
        clock.onNextAfterPaint(handler)
        gtk_widget_queue_draw(widget)
    }
}
