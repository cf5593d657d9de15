import DemoWorkflows
import Gtk

/// The main window's kept state in GSettings (schema `dev.workflowgtk.Demo`): its size,
/// whether it was maximized, and the last tab. Without the schema nothing is kept (the
/// demo says so in one line) and the defaults are used.
@MainActor
package final class DemoWindowState {
    /// The settings; nil when the schema is not installed.
    package let settings: Settings?

    /// The smallest size the demo is laid out for (GNOME's narrowest phone width).
    package static let minimumSize = (width: 360, height: 294)
    /// The size without settings.
    package static let defaultSize = (width: 960, height: 640)

    /// State kept in `settings` (nil: kept nowhere).
    package init(settings: Settings?) { self.settings = settings }

    /// Opens the settings of `installation` (its schema folder, then the system's), kept by
    /// `backend` (nil: GLib's default). Without the schema: state kept nowhere, and one line
    /// saying so.
    package static func open(_ installation: DemoInstallation, backend: Settings.Backend? = nil) -> (state: DemoWindowState, warning: String?) {
        do {
            let settings = try Settings(schemaID: DemoInstallation.applicationID, folders: [installation.schemaFolder], backend: backend)
            return (DemoWindowState(settings: settings), nil)
        } catch {
            return (DemoWindowState(settings: nil), "workflow-demo: \(error) The window's size and last tab are not kept.")
        }
    }

    /// The size to open at: the kept size, never larger than the largest monitor.
    package func size(fittingMonitors monitors: [(width: Int, height: Int)]) -> (width: Int, height: Int) {
        let size = settings.map { ($0.integer("window-width"), $0.integer("window-height")) } ?? Self.defaultSize
        return Self.fitted(size, monitors: monitors)
    }

    /// Whether the window was maximized.
    package var isMaximized: Bool { settings?.bool("window-maximized") ?? false }

    /// Sizes `window` from the kept state (call before presenting it).
    package func restore(_ window: Window) {
        let size = size(fittingMonitors: Display.monitorSizes)
        window.setDefaultSize(width: size.width, height: size.height)
        if isMaximized { window.isMaximized = true }
    }

    /// The largest size the schema accepts (`window-width`, `window-height`: at most 32767).
    package static let maximumSize = (width: 32_767, height: 32_767)

    /// `size` brought within the largest monitor (when `monitors` is not empty), the schema's
    /// range and the smallest laid-out size.
    package static func fitted(_ size: (width: Int, height: Int), monitors: [(width: Int, height: Int)]) -> (width: Int, height: Int) {
        var fitted = (width: min(size.width, maximumSize.width), height: min(size.height, maximumSize.height))
        if let widest = monitors.map(\.width).max(), let tallest = monitors.map(\.height).max() {
            fitted = (min(fitted.width, widest), min(fitted.height, tallest))
        }
        return (max(fitted.width, minimumSize.width), max(fitted.height, minimumSize.height))
    }

    /// Keeps `window`'s size (unless maximized: then the size it returns to), never larger
    /// than the largest of `monitors` (a window that grew past the screen is not kept at
    /// that size), and whether it is maximized.
    package func save(_ window: Window, fittingMonitors monitors: [(width: Int, height: Int)]) {
        guard let settings else { return }
        let maximized = window.isMaximized
        settings.setBool(maximized, for: "window-maximized")
        if !maximized {
            let size = window.defaultSize
            let fitted = Self.fitted((size.width, size.height), monitors: monitors)
            if size.width > 0 { settings.setInteger(fitted.width, for: "window-width") }
            if size.height > 0 { settings.setInteger(fitted.height, for: "window-height") }
        }
        Settings.sync()
    }

    /// Keeps `window`'s size within the display's largest monitor, and whether it is maximized.
    package func save(_ window: Window) {
        save(window, fittingMonitors: Display.monitorSizes)
    }

    /// The tab shown last (Home without settings).
    package var lastTab: DemoTab {
        get { settings.flatMap { DemoTab(settingsName: $0.string("last-tab")) } ?? .home }
        set {
            guard let settings, settings.string("last-tab") != newValue.settingsName else { return }
            settings.setString(newValue.settingsName, for: "last-tab")
        }
    }
}

extension DemoTab {
    /// The tab's name in the settings schema (`home`, `scan`, `library`).
    package var settingsName: String {
        switch self {
        case .home: "home"
        case .scan: "scan"
        case .library: "library"
        }
    }

    /// The tab named `settingsName` in the settings schema.
    package init?(settingsName: String) {
        guard let tab = DemoTab.allCases.first(where: { $0.settingsName == settingsName }) else { return nil }
        self = tab
    }
}
