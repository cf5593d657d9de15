import Gtk

/// The files the demo reads at run time, compiled into the program as a GResource bundle
/// (`Resources/dev.workflowgtk.Demo.gresource.xml`, written by `Scripts/resources`): the
/// stylesheet and the application icon. Nothing is read from a folder, so an installed or
/// copied binary needs no `Resources/` and never reaches into a source tree.
package enum DemoResourceBundle {
    /// The bundle's root, the application's resource base path (GTK finds the icon below
    /// `<base>/icons`).
    package static let basePath = "/dev/workflowgtk/Demo"
    /// The stylesheet's resource path.
    package static let styleSheetPath = basePath + "/style.css"
    /// The Keyboard Shortcuts window's UI file (object id `help_overlay`).
    package static let shortcutsPath = basePath + "/shortcuts.ui"
    /// The icon's resource path.
    package static let iconPath = basePath + "/icons/scalable/apps/\(DemoInstallation.applicationID).svg"

    /// The compiled bundle's bytes (a `.gresource` file).
    package static var bytes: [UInt8] { compiledBytes }

    /// Registers the bundle with GLib unless it already is (its stylesheet is found).
    @MainActor
    package static func register() throws(ResourceBundle.LoadError) {
        guard ResourceBundle.data(at: styleSheetPath) == nil else { return }
        _ = try ResourceBundle(data: compiledBytes)
    }

    /// The stylesheet's text; nil when the bundle is not registered.
    @MainActor
    package static var styleSheet: String? { ResourceBundle.text(at: styleSheetPath) }
}
