import Gtk
import GtkTestSupport
import Testing
import WorkflowUI
import WorkflowUITesting

/// A controller's view is made on first use (it needs a display: the `.gtk` trait). Kept
/// out of the headless `DiffTests`, which run in the parallel pass without a display.
@MainActor
@Suite("Lazy controller views on GTK", .gtk)
struct LazyViewGtkTests {
    @Test("the view is created lazily, once, and viewDidLoad runs once")
    func lazyView() {
        let controller = TextViewController(screen: TextScreen(text: "x"), environment: .empty)
        #expect(!controller.isViewLoaded)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)
        #expect(view.children.count == 1)
    }
}
