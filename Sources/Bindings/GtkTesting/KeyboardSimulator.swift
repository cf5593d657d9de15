internal import CGtk
@_spi(GeneratedBindings) import Gtk

/// Real key presses for tests on X11 (e.g. Xvfb): focuses a window and sends keys through
/// the X server's XTest extension, so they reach GTK exactly as typed keys do (key
/// controllers, shortcut controllers, focus handling). Loaded at run time with `dlopen`;
/// `isAvailable` is false on Wayland or without `libXtst.so.6`.
@MainActor
public enum KeyboardSimulator {
    private typealias KeysymToKeycode = @convention(c) (UnsafeMutableRawPointer?, UInt) -> UInt8
    private typealias FakeKeyEvent = @convention(c) (UnsafeMutableRawPointer?, UInt32, Int32, UInt) -> Int32
    private typealias SetInputFocus = @convention(c) (UnsafeMutableRawPointer?, UInt, Int32, UInt) -> Int32

    private struct Functions {
        let display: UnsafeMutableRawPointer
        let getXID: X11Connection.GetXID
        let keycode: KeysymToKeycode
        let fakeKey: FakeKeyEvent
        let setFocus: SetInputFocus
        let sync: X11Connection.Sync
    }

    /// The default display's functions, looked up once per display (kept by its
    /// `X11Connection`, no process-wide cache).
    private static var functions: Functions? {
        X11Connection.forDefaultDisplay()?.functions(Functions.self, load: load)
    }

    private static func load(_ x11: X11Connection) -> Functions? {
        guard let keycode = X11Connection.symbol("libX11.so.6", "XKeysymToKeycode", as: KeysymToKeycode.self),
              let setFocus = X11Connection.symbol("libX11.so.6", "XSetInputFocus", as: SetInputFocus.self),
              let fakeKey = X11Connection.symbol("libXtst.so.6", "XTestFakeKeyEvent", as: FakeKeyEvent.self)
        else { return nil }
        return Functions(display: x11.xDisplay, getXID: x11.getXID, keycode: keycode, fakeKey: fakeKey, setFocus: setFocus, sync: x11.sync)
    }

    /// Whether real key presses can be sent (X11 display and XTest present).
    public static var isAvailable: Bool { functions != nil }

    /// Gives `window` the X keyboard focus (there is no window manager under Xvfb to do it).
    /// Returns false when unavailable or the window is not realized.
    @discardableResult
    public static func focus(_ window: Window) -> Bool {
        guard let functions, let native = gtk_widget_get_native(window.widget),
              let surface = gtk_native_get_surface(native) else { return false }
        let xid = functions.getXID(untyped(surface))
        guard xid != 0 else { return false }
        _ = functions.setFocus(functions.display, xid, 2 /* RevertToParent */, 0 /* CurrentTime */)
        _ = functions.sync(functions.display, 0)
        return true
    }

    /// Presses and releases `accelerator` (GTK syntax: `Escape`, `<Alt>Left`,
    /// `<Control>w`), holding its modifiers. The events arrive through the main loop:
    /// iterate it before checking the effect. Returns false when unavailable or unparsable.
    @discardableResult
    public static func press(_ accelerator: String) -> Bool {
        guard let functions else { return false }
        var keyval: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        gtk_accelerator_parse(accelerator, &keyval, &modifiers)
        guard keyval != 0 else { return false }
        var held: [UInt] = []
        if modifiers.rawValue & GDK_ALT_MASK.rawValue != 0 { held.append(UInt(GDK_KEY_Alt_L)) }
        if modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0 { held.append(UInt(GDK_KEY_Control_L)) }
        if modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0 { held.append(UInt(GDK_KEY_Shift_L)) }
        let codes = (held + [UInt(keyval)]).map { UInt32(functions.keycode(functions.display, $0)) }
        guard !codes.contains(0) else { return false }
        for code in codes { _ = functions.fakeKey(functions.display, code, 1, 0) }
        for code in codes.reversed() { _ = functions.fakeKey(functions.display, code, 0, 0) }
        _ = functions.sync(functions.display, 0)
        return true
    }
}
