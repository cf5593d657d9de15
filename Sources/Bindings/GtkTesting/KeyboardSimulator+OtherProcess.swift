internal import CGtk
@_spi(GeneratedBindings) import Gtk

extension KeyboardSimulator {
    private typealias DefaultRootWindow = @convention(c) (UnsafeMutableRawPointer?) -> UInt
    private typealias QueryTree = @convention(c) (
        UnsafeMutableRawPointer?, UInt, UnsafeMutablePointer<UInt>?, UnsafeMutablePointer<UInt>?,
        UnsafeMutablePointer<UnsafeMutablePointer<UInt>?>?, UnsafeMutablePointer<UInt32>?) -> Int32
    private typealias InternAtom = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32) -> UInt
    private typealias GetWindowProperty = @convention(c) (
        UnsafeMutableRawPointer?, UInt, UInt, Int, Int, Int32, UInt, UnsafeMutablePointer<UInt>?,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt>?, UnsafeMutablePointer<UInt>?,
        UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?) -> Int32
    private typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    private typealias SetInputFocus = @convention(c) (UnsafeMutableRawPointer?, UInt, Int32, UInt) -> Int32
    private typealias TrapPush = @convention(c) (UnsafeMutableRawPointer?) -> Void
    private typealias TrapPop = @convention(c) (UnsafeMutableRawPointer?) -> Int32

    /// Gives the X keyboard focus to a mapped top-level window of the process `pid` (another
    /// program on the same X display, e.g. an app a test started), found by the
    /// `_NET_WM_PID` property GTK sets on its windows. Returns false while that process has
    /// no such window (not started yet, not mapped yet), or when unavailable (see
    /// `isAvailable`): wait on it as on a condition, then `press(_:)` keys into that window.
    @discardableResult
    public static func focusWindow(ofProcess pid: Int32) -> Bool {
        let gtk = "libgtk-4.so.1", x11 = "libX11.so.6"
        guard isAvailable, let connection = X11Connection.forDefaultDisplay(), let gdkDisplay = gdk_display_get_default(),
              let rootWindow = X11Connection.symbol(x11, "XDefaultRootWindow", as: DefaultRootWindow.self),
              let queryTree = X11Connection.symbol(x11, "XQueryTree", as: QueryTree.self),
              let internAtom = X11Connection.symbol(x11, "XInternAtom", as: InternAtom.self),
              let getProperty = X11Connection.symbol(x11, "XGetWindowProperty", as: GetWindowProperty.self),
              let free = X11Connection.symbol(x11, "XFree", as: Free.self),
              let setFocus = X11Connection.symbol(x11, "XSetInputFocus", as: SetInputFocus.self),
              let trapPush = X11Connection.symbol(gtk, "gdk_x11_display_error_trap_push", as: TrapPush.self),
              let trapPop = X11Connection.symbol(gtk, "gdk_x11_display_error_trap_pop", as: TrapPop.self)
        else { return false }
        let display = connection.xDisplay
        let pidAtom = internAtom(display, "_NET_WM_PID", 1)
        guard pidAtom != 0 else { return false }  // no client has set it yet
        var root: UInt = 0, parent: UInt = 0, count: UInt32 = 0
        var children: UnsafeMutablePointer<UInt>?
        guard queryTree(display, rootWindow(display), &root, &parent, &children, &count) != 0, let children else { return false }
        defer { _ = free(children) }
        let windows = (0..<Int(count)).map { children[$0] }.filter { window in
            var type: UInt = 0, items: UInt = 0, remaining: UInt = 0
            var format: Int32 = 0
            var data: UnsafeMutablePointer<UInt8>?
            let cardinal: UInt = 6  // XA_CARDINAL
            guard getProperty(display, window, pidAtom, 0, 1, 0, cardinal, &type, &format, &items, &remaining, &data) == 0,
                  let data else { return false }
            defer { _ = free(data) }
            // Format-32 properties come back as C longs.
            return format == 32 && items == 1 && UnsafeRawPointer(data).load(as: Int.self) == Int(pid)
        }
        // A process also owns unmapped windows (GDK's client leader): focusing one fails with
        // BadMatch, caught here rather than by GDK's fatal error handler.
        for window in windows {
            trapPush(untyped(gdkDisplay))
            _ = setFocus(display, window, 2 /* RevertToParent */, 0 /* CurrentTime */)
            if trapPop(untyped(gdkDisplay)) == 0 { return true }
        }
        return false
    }
}
