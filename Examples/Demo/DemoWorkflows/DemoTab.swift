/// The tabs of the demo's main area.
public enum DemoTab: Int, CaseIterable, Sendable, Equatable, Codable {
    /// The counter button and the Scan shortcut.
    case home
    /// A navigation stack of scanned codes.
    case scan
    /// A split view of library items and their details.
    case library

    /// The tab's title.
    public var title: String {
        switch self {
        case .home: "Home"
        case .scan: "Scan"
        case .library: "Library"
        }
    }

    /// The themed icon shown with the title.
    public var iconName: String {
        switch self {
        case .home: "go-home-symbolic"
        case .scan: "camera-photo-symbolic"
        case .library: "folder-symbolic"
        }
    }
}

/// Events sent up the widget tree (the responder chain) to the main area's controller.
public enum AppEvent: String, CaseIterable, Sendable {
    /// The Home tab's Scan button: the main area selects the Scan tab.
    case didTapScan
}
