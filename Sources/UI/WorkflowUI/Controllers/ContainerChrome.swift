import Gtk

/// What containers put around the screens they show: a back stack's bar, a tab switcher, a
/// window's header bar, a sheet's title. Such widgets carry `cssClass`, so that a lookup in
/// a test can leave them out (`UITestHost.find(label:excludingChrome: true)`): they often
/// repeat a page's title.
public enum ContainerChrome {
    /// The CSS class of container chrome.
    public static let cssClass = "workflow-chrome"

    /// Marks `widget` (and everything in it) as container chrome.
    @MainActor
    public static func mark(_ widget: Widget) {
        widget.addCSSClass(cssClass)
    }
}
