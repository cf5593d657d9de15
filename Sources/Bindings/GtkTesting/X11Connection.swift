internal import CGtk
@_spi(GeneratedBindings) import Gtk
#if canImport(Glibc)
import Glibc
#endif

/// What the X11 test simulators share, for one GDK display: its Xlib connection, the C
/// functions looked up at run time with `dlopen` (X11 and XTest are not link dependencies
/// of the library), and each simulator's own functions once looked up.
///
/// One connection per display, kept on the `GdkDisplay` itself (GObject qdata) and released
/// with it: no process-wide cache, and a display opened later gets a connection of its own.
@MainActor
final class X11Connection {
    typealias GetXDisplay = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
    typealias GetXID = @convention(c) (UnsafeMutableRawPointer?) -> UInt
    typealias Sync = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32

    /// The qdata key under which a display's connection is stored.
    private static let quark = g_quark_from_static_string("workflowgtk-x11-connection")

    /// The Xlib `Display*` of the GDK display.
    let xDisplay: UnsafeMutableRawPointer
    /// `gdk_x11_surface_get_xid`: the X window of a surface.
    let getXID: GetXID
    /// `XSync`.
    let sync: Sync
    /// The simulators' function tables by type, nil when a look-up failed (tried once).
    private var functionTables: [ObjectIdentifier: Any] = [:]

    private init(xDisplay: UnsafeMutableRawPointer, getXID: @escaping GetXID, sync: @escaping Sync) {
        self.xDisplay = xDisplay
        self.getXID = getXID
        self.sync = sync
    }

    /// Looks up `name` in `library` as a C function of type `T`.
    static func symbol<T>(_ library: String, _ name: String, as type: T.Type) -> T? {
        guard let handle = dlopen(library, RTLD_NOW | RTLD_GLOBAL), let pointer = dlsym(handle, name) else { return nil }
        return function(pointer, as: type)
    }

    /// The connection of the default display, made on its first use and kept on that
    /// display; nil without a display, on Wayland, or when X11 symbols are missing.
    static func forDefaultDisplay() -> X11Connection? {
        guard Gtk.Display.open(), let gdkDisplay = gdk_display_get_default(),
              String(cString: cgtk_type_name(untyped(gdkDisplay))) == "GdkX11Display" else { return nil }
        let object = cast(gdkDisplay, to: GObject.self)
        if let data = g_object_get_qdata(object, quark) { return borrow(data, as: X11Connection.self) }
        guard let getDisplay = symbol("libgtk-4.so.1", "gdk_x11_display_get_xdisplay", as: GetXDisplay.self),
              let xDisplay = getDisplay(untyped(gdkDisplay)),
              let getXID = symbol("libgtk-4.so.1", "gdk_x11_surface_get_xid", as: GetXID.self),
              let sync = symbol("libX11.so.6", "XSync", as: Sync.self)
        else { return nil }
        let connection = X11Connection(xDisplay: xDisplay, getXID: getXID, sync: sync)
        g_object_set_qdata_full(object, quark, retained(connection)) { data in
            if let data { release(data) }
        }
        return connection
    }

    /// The function table of type `T` for this display: `load` runs on the first request
    /// only, and its result (nil included) is kept with the connection.
    func functions<T>(_ type: T.Type, load: (X11Connection) -> T?) -> T? {
        let key = ObjectIdentifier(type)
        if let tried = functionTables[key] { return tried as? T }
        let table = load(self)
        functionTables[key] = table as Any
        return table
    }
}
