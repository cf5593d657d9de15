@_spi(Testing) import Gtk
import SeedScreens
import Testing
import WorkflowUI

/// The SeedScreens controllers run their logic without a display: building, updating and
/// reading screens makes no widget (no GObject is created) until the view is asked for.
@MainActor
@Suite("SeedScreens without a display", .serialized)
struct SeedScreensHeadlessTests {
    @Test("DemoScreenViewController is built and updated without creating a widget")
    func demoScreenController() {
        let tracker = LiveObjectTracker()
        var taps = 0
        let described = tracker.track {
            DescribedViewController(screen: DemoScreen(title: "one") { taps += 1 }, environment: .empty)
        }
        let controller = described.currentViewController as? DemoScreenViewController
        #expect(controller != nil)
        tracker.track { described.update(screen: DemoScreen(title: "two") { taps += 10 }, environment: .empty) }
        #expect(described.currentViewController === controller, "updated in place")
        #expect(controller?.screen.title == "two")
        controller?.screen.onTap()
        #expect(taps == 10)
        #expect(controller?.isViewLoaded == false)
        #expect(tracker.createdGObjectsTotal == 0 && tracker.adopted == 0, "no GObject was made")
    }

    @Test("EmptyStateViewController is configured from its view model without creating a widget")
    func emptyStateController() {
        let tracker = LiveObjectTracker()
        var tapped = false
        let described = tracker.track {
            DescribedViewController(description: EmptyStateViewController.description(
                for: .init(message: "Nothing here", actionText: "Add", actionHandler: {})))
        }
        let controller = described.currentViewController as? EmptyStateViewController
        tracker.track {
            described.update(description: EmptyStateViewController.description(
                for: .init(message: "Still nothing", actionText: "Add one", actionHandler: { tapped = true })))
        }
        #expect(described.currentViewController === controller)
        #expect(controller?.viewModel.message == "Still nothing")
        controller?.viewModel.actionHandler()
        #expect(tapped)
        #expect(controller?.isViewLoaded == false)
        #expect(tracker.createdGObjectsTotal == 0 && tracker.adopted == 0, "no GObject was made")
    }
}
