internal import CGtk
@_spi(GeneratedBindings) import Gtk

/// Real pointer events for tests on X11 (e.g. Xvfb): moves the pointer and presses buttons
/// through the X server's XTest extension, so they reach GTK as a user's mouse does
/// (gestures, motion and crossing events). Loaded at run time with `dlopen`; `isAvailable`
/// is false on Wayland or without `libXtst.so.6`. Events arrive through the main loop:
/// iterate it before checking their effect.
@MainActor
public enum PointerSimulator {
    private typealias WarpPointer = @convention(c) (UnsafeMutableRawPointer?, UInt, UInt, Int32, Int32, UInt32, UInt32, Int32, Int32) -> Int32
    private typealias FakeButtonEvent = @convention(c) (UnsafeMutableRawPointer?, UInt32, Int32, UInt) -> Int32

    private struct Functions {
        let display: UnsafeMutableRawPointer
        let getXID: X11Connection.GetXID
        let warp: WarpPointer
        let fakeButton: FakeButtonEvent
        let sync: X11Connection.Sync
    }

    /// The default display's functions, looked up once per display (kept by its
    /// `X11Connection`, no process-wide cache).
    private static var functions: Functions? {
        X11Connection.forDefaultDisplay()?.functions(Functions.self, load: load)
    }

    private static func load(_ x11: X11Connection) -> Functions? {
        guard let warp = X11Connection.symbol("libX11.so.6", "XWarpPointer", as: WarpPointer.self),
              let fakeButton = X11Connection.symbol("libXtst.so.6", "XTestFakeButtonEvent", as: FakeButtonEvent.self)
        else { return nil }
        return Functions(display: x11.xDisplay, getXID: x11.getXID, warp: warp, fakeButton: fakeButton, sync: x11.sync)
    }

    /// Whether pointer events can be sent (X11 display and XTest present).
    public static var isAvailable: Bool { functions != nil }

    /// Moves the pointer to (`x`, `y`) in `widget`'s coordinates (default: its centre).
    /// Returns false when unavailable or the widget is not shown in a realized window.
    @discardableResult
    public static func move(to widget: Widget, x: Double? = nil, y: Double? = nil) -> Bool {
        guard let functions, let native = gtk_widget_get_native(widget.widget),
              let surface = gtk_native_get_surface(native) else { return false }
        let xid = functions.getXID(untyped(surface))
        guard xid != 0 else { return false }
        var point = graphene_point_t(x: Float(x ?? Double(widget.contentBoxWidth) / 2),
                                     y: Float(y ?? Double(widget.contentBoxHeight) / 2))
        var inNative = graphene_point_t()
        let nativeWidget: UnsafeMutablePointer<GtkWidget> = cast(native)
        guard gtk_widget_compute_point(widget.widget, nativeWidget, &point, &inNative) != 0 else { return false }
        var offsetX = 0.0, offsetY = 0.0
        gtk_native_get_surface_transform(native, &offsetX, &offsetY)
        _ = functions.warp(functions.display, 0, xid, 0, 0, 0, 0,
                           Int32((Double(inNative.x) + offsetX).rounded()), Int32((Double(inNative.y) + offsetY).rounded()))
        _ = functions.sync(functions.display, 0)
        return true
    }

    /// Presses `button` (1 = primary) where the pointer is and keeps it down: with
    /// ``move(to:x:y:)`` steps and ``release(button:)`` after them, a drag. Returns false
    /// when unavailable.
    @discardableResult
    public static func press(button: Int = 1) -> Bool {
        fake(button: button, isPress: true)
    }

    /// Releases `button` (1 = primary) where the pointer is. Returns false when unavailable.
    @discardableResult
    public static func release(button: Int = 1) -> Bool {
        fake(button: button, isPress: false)
    }

    private static func fake(button: Int, isPress: Bool) -> Bool {
        guard let functions else { return false }
        _ = functions.fakeButton(functions.display, UInt32(button), isPress ? 1 : 0, 0)
        _ = functions.sync(functions.display, 0)
        return true
    }

    /// Moves the pointer over `widget` (its centre by default) and clicks `button`
    /// (1 = primary): a press and a release. Returns false when unavailable.
    @discardableResult
    public static func click(_ widget: Widget, x: Double? = nil, y: Double? = nil, button: Int = 1) -> Bool {
        guard let functions, move(to: widget, x: x, y: y) else { return false }
        _ = functions.fakeButton(functions.display, UInt32(button), 1, 0)
        _ = functions.fakeButton(functions.display, UInt32(button), 0, 0)
        _ = functions.sync(functions.display, 0)
        return true
    }
}
