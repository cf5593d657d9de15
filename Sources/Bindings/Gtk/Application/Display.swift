internal import CGtk
#if canImport(Glibc)
import Glibc
#endif

/// Opening GTK's display.
@MainActor
public enum Display {
    private static var initialized: Bool?

    /// Initializes GTK if needed and reports whether a display is available. Safe to call
    /// repeatedly; it never aborts the process or prints GTK warnings.
    @discardableResult
    public static func open() -> Bool {
        if let initialized { return initialized }
        let ok = gtk_init_check() != 0 && gdk_display_get_default() != nil
        initialized = ok
        return ok
    }

    /// The message printed when no display can be opened.
    public static func missingDisplayMessage(program: String) -> String {
        let name = program.split(separator: "/").last.map(String.init) ?? program
        var environment: [String: String] = [:]
        for key in ["GDK_BACKEND", "DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR"] {
            if let value = getenv(key) { environment[key] = String(cString: value) }
        }
        let tried = diagnosis(environment: environment).joined(separator: "; ")
        return "\(name): cannot open a display. \(tried). Point DISPLAY or WAYLAND_DISPLAY at a running display server, or run under xvfb-run (e.g. `xvfb-run -a \(name)`)."
    }

    /// Prints `missingDisplayMessage` to standard error.
    public static func printMissingDisplayError(program: String) {
        StandardError.write(missingDisplayMessage(program: program) + "\n")
    }
}

extension Display {
    /// Creates a widget with `make` after making sure GTK is initialized; without a display
    /// this stops with a message naming the fix instead of crashing inside GTK.
    static func checked<T>(_ make: () -> T, type: String = #function) -> T {
        precondition(open(), "Gtk: cannot create a widget without a display. Create widgets in viewDidLoad() (views load lazily), or run under xvfb-run.")
        return make()
    }
}
