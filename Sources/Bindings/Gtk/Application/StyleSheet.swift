internal import CGtk

/// A CSS stylesheet applied to every widget of the default display: a `CssProvider` added
/// with application priority. Parsing problems are kept in `parsingErrors`.
@MainActor
public final class StyleSheet: CssProvider {
    /// Why a stylesheet could not be applied.
    public enum LoadError: Error, CustomStringConvertible {
        /// The file does not exist or cannot be read.
        case unreadable(String)
        /// No display is open.
        case noDisplay

        /// A message naming the problem and the fix.
        public var description: String {
            switch self {
            case .unreadable(let path): "StyleSheet: cannot read \(path). Check that the file exists and is readable."
            case .noDisplay: "StyleSheet: no display is open. Open the display (Display.open()) before loading styles."
            }
        }
    }

    /// The problems GTK reported while parsing the stylesheet, in order; empty when it parsed
    /// cleanly. The rules GTK could parse apply either way.
    public private(set) var parsingErrors: [CssParsingError] = []

    /// Loads the CSS file at `path` and applies it to the default display.
    public init(contentsOf path: String) throws(LoadError) {
        guard Display.open(), let display = gdk_display_get_default() else { throw .noDisplay }
        guard access(path, R_OK) == 0 else { throw .unreadable(path) }
        super.init()
        recordParsingErrors()
        loadFromPath(path)
        apply(to: display)
    }

    /// Loads CSS from a string and applies it to the default display.
    public init(css: String) throws(LoadError) {
        guard Display.open(), let display = gdk_display_get_default() else { throw .noDisplay }
        super.init()
        recordParsingErrors()
        loadFromData(css)
        apply(to: display)
    }

    /// Stops applying this stylesheet to the default display; widgets are restyled without
    /// it. (A test that loads an app's stylesheet removes it again, so that the windows of
    /// later tests are styled as before.)
    public func remove() {
        guard let display = gdk_display_get_default() else { return }
        gtk_style_context_remove_provider_for_display(display, opaque(gobject))
    }

    /// Keeps each `parsing-error` in `parsingErrors` and prints it on standard error: GTK
    /// prints its own warning only when no handler is connected, and an app's author should
    /// still see a broken stylesheet in the terminal.
    private func recordParsingErrors() {
        onParsingError { [weak self] error in
            self?.parsingErrors.append(error)
            StandardError.write("StyleSheet: CSS parsing error at \(error.description)\n")
        }
    }

    private func apply(to display: OpaquePointer) {
        gtk_style_context_add_provider_for_display(
            display, opaque(gobject), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
}

/// Desktop-wide appearance settings of GTK.
@MainActor
public enum Appearance {
    /// Whether GTK animates (`gtk-enable-animations` of the display's `GtkSettings`): stack
    /// and page transitions, spinners, revealers. Off, a transition ends at once. False
    /// without a display.
    public static var enablesAnimations: Bool {
        get {
            guard Display.open(), let settings = gtk_settings_get_default() else { return false }
            var value = GValue()
            g_value_init(&value, gboolean_type)
            defer { g_value_unset(&value) }
            g_object_get_property(cast(settings), "gtk-enable-animations", &value)
            return g_value_get_boolean(&value) != 0
        }
        set {
            guard Display.open(), let settings = gtk_settings_get_default() else { return }
            var value = GValue()
            g_value_init(&value, gboolean_type)
            defer { g_value_unset(&value) }
            g_value_set_boolean(&value, newValue ? 1 : 0)
            g_object_set_property(cast(settings), "gtk-enable-animations", &value)
        }
    }

    private static var gboolean_type: GType { GType(5 << G_TYPE_FUNDAMENTAL_SHIFT) }
}
