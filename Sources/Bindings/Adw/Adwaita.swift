internal import CAdw
import Gtk

/// libadwaita as a whole: start-up and version.
///
/// `Adw.Application` initializes libadwaita when it starts; call `Adwaita.initialize()` yourself
/// when you use Adw widgets with a plain `Gtk.Application` or in tests.
@MainActor
public enum Adwaita {
    /// Initializes libadwaita (`adw_init`: its styles, icons and the style manager) and
    /// registers the Adw wrapper classes, so that Adw objects GTK hands back come as their Adw
    /// class. Opens the display first; stops with a message when there is none. Calling it
    /// again does nothing.
    public static func initialize() {
        precondition(Display.open(), "Adwaita.initialize(): no display. Run under a desktop session or xvfb-run.")
        adw_init()
        GeneratedRegistration.ensure()
    }

    /// Whether libadwaita has been initialized (`adw_is_initialized`).
    public static var isInitialized: Bool { adw_is_initialized() != 0 }

    /// The libadwaita version the program runs with, e.g. `(1, 2, 2)`.
    public static var version: (major: Int, minor: Int, micro: Int) {
        (Int(adw_get_major_version()), Int(adw_get_minor_version()), Int(adw_get_micro_version()))
    }
}
