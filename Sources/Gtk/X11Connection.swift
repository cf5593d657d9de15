internal import CGtk
#if canImport(Glibc)
import Glibc
#endif

/// What the X11 test simulators share: C functions looked up at run time with `dlopen`
/// (X11 and XTest are not link dependencies of the library), and the default GDK display's
/// Xlib connection with the function that names a surface's X window.
@MainActor
enum X11Connection {
    typealias GetXDisplay = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
    typealias GetXID = @convention(c) (UnsafeMutableRawPointer?) -> UInt
    typealias Sync = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32

    /// The Xlib display of the default GDK display, the surface-to-XID function and `XSync`;
    /// nil unless the display is an X11 one.
    struct Display {
        let xDisplay: UnsafeMutableRawPointer
        let getXID: GetXID
        let sync: Sync
    }

    /// Looks up `name` in `library` as a C function of type `T`.
    static func symbol<T>(_ library: String, _ name: String, as type: T.Type) -> T? {
        guard let handle = dlopen(library, RTLD_NOW | RTLD_GLOBAL), let pointer = dlsym(handle, name) else { return nil }
        return function(pointer, as: type)
    }

    /// The default display's X11 connection, or nil (no display, Wayland, missing symbols).
    static func open() -> Display? {
        guard Gtk.Display.open(), let gdkDisplay = gdk_display_get_default(),
              String(cString: cgtk_type_name(raw(gdkDisplay))) == "GdkX11Display",
              let getDisplay = symbol("libgtk-4.so.1", "gdk_x11_display_get_xdisplay", as: GetXDisplay.self),
              let xDisplay = getDisplay(raw(gdkDisplay)),
              let getXID = symbol("libgtk-4.so.1", "gdk_x11_surface_get_xid", as: GetXID.self),
              let sync = symbol("libX11.so.6", "XSync", as: Sync.self)
        else { return nil }
        return Display(xDisplay: xDisplay, getXID: getXID, sync: sync)
    }
}
