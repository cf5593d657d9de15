import Gtk
import Logging
import WorkflowUI

/// The debug-build check for controls assistive technologies cannot name: containers run
/// it on each screen's view when they first show it, and log one warning per screen.
@MainActor
public enum AccessibilityWarnings {
    /// The warning for the view of `screenName`, or nil when every icon-only or image-only
    /// button in it has an accessible name.
    public static func warning(for view: Widget, screenName: String) -> String? {
        let unnamed = view.unnamedIconControls
        guard !unnamed.isEmpty else { return nil }
        let icons = unnamed.map { ($0.as(Button.self)?.iconName).map { "icon \"\($0)\"" } ?? "image" }
        return "WorkflowContainers: \(screenName) shows \(unnamed.count) icon-only control(s) without an accessible name (\(icons.joined(separator: ", "))). Call setAccessibleLabel(_:) on each, e.g. button.setAccessibleLabel(\"Back\")."
    }

    /// Logs `warning(for:screenName:)` as a swift-log warning in debug builds; nothing in
    /// release builds.
    public static func check(_ view: Widget, screenName: String) {
        #if DEBUG
        if let line = warning(for: view, screenName: screenName) { Logger(label: "WorkflowGtk.Accessibility").warning("\(line)") }
        #endif
    }

    /// The name used in warnings for a screen: its type (without module).
    public static func screenName(_ screen: AnyScreen) -> String {
        String(describing: type(of: screen.wrappedScreen))
    }
}
