internal import CGtkSource
import Gtk

/// GtkSourceView as a whole: start-up and version.
///
/// Call `SourceViewLibrary.initialize()` once before making the first source view, buffer or
/// manager: it registers GtkSourceView's types and resources (`gtk_source_init`), so that the
/// language and style-scheme managers find what the system installed.
@MainActor
public enum SourceViewLibrary {
    /// Initializes GtkSourceView (`gtk_source_init`) and registers the GtkSource wrapper classes,
    /// so that GtkSource objects GTK hands back come as their GtkSource class. Opens the display
    /// first; stops with a message when there is none. Calling it again does nothing.
    public static func initialize() {
        precondition(Display.open(), "SourceViewLibrary.initialize(): no display. Run under a desktop session or xvfb-run.")
        gtk_source_init()
        GeneratedRegistration.ensure()
    }

    /// The GtkSourceView version the program runs with, e.g. `(5, 6, 2)`.
    public static var version: (major: Int, minor: Int, micro: Int) {
        (Int(gtk_source_get_major_version()), Int(gtk_source_get_minor_version()), Int(gtk_source_get_micro_version()))
    }
}
