import Adw
@_spi(Testing) import Gtk
import GtkTestSupport
import Testing
import WorkflowAdwaita
import WorkflowUI
import WorkflowUITesting

/// A page with tabs replaced right after it was shown gives its widgets back. libadwaita 1.2
/// otherwise keeps such a page (header bar, view stack, switchers, every tab's widgets)
/// alive: the demo's soak grew by 8 MiB in 30 s from log-out cycles. The page's controller
/// takes its tab pages out of the `AdwViewStack` when it goes.
@MainActor
@Suite("AdaptivePage teardown", .gtk)
struct AdaptivePageTeardownTests {
    init() { Adwaita.initialize() }

    static func tabs() -> AdaptivePageScreen {
        AdaptivePageScreen(title: "Fruit", tabs: [
            .init(key: "a", title: "Apples", iconName: "folder-symbolic", screen: StatusPageScreen(iconName: nil, title: "Apples")),
            .init(key: "p", title: "Pears", iconName: "go-home-symbolic", screen: StatusPageScreen(iconName: nil, title: "Pears")),
        ], menu: [])
    }

    @Test("360×640: 3 pages with tabs, each replaced after its first frame: at most the emptied root box (and its action group) of each is left")
    func replacedPageGoes() async throws {
        let tracker = LiveObjectTracker()
        let placeholder = StatusPageScreen(iconName: nil, title: "Signed out")
        try await tracker.track {
            // 360 wide: the switcher title shows the window title (its squeezer changes child),
            // which is when libadwaita keeps the page.
            let host = try await UITestHost(screen: placeholder, width: 360, height: 640)
            defer { host.close() }
            try await host.settle()
            let baseline = tracker.createdGObjects
            for _ in 0..<3 {
                try await host.update(screen: Self.tabs())
                try await host.settle()
                try await host.update(screen: placeholder)
                try await host.settle()
            }
            let left = tracker.createdGObjects - baseline
            // Measured: 2 per page (its root box and the menu's action group) with the
            // teardown; 15 per page (the whole tree) without it.
            #expect(left <= 2 * 3, "\(left) GObjects of 3 replaced pages are still alive")
        }
    }
}
