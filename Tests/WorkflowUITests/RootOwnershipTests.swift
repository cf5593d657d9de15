import Gtk
import SeedScreens
import Testing
import WorkflowUI
import WorkflowUITesting

/// The root controller lives as long as its view is in a window.
@MainActor
@Suite("Root controller ownership", .gtk)
struct RootOwnershipTests {
    /// The first `Button` below `widget`, depth first.
    func firstButton(in widget: Widget) -> Button? {
        for child in widget.children {
            if let button = child.as(Button.self) ?? firstButton(in: child) { return button }
        }
        return nil
    }

    @Test("window.child = ContainerViewController(workflow:).view works as written, and the controller goes with the window")
    func rootLivesWithItsWindow() async throws {
        var window: Window? = Window()
        window!.setDefaultSize(width: 300, height: 200)
        // Exactly the documented line: no Swift reference to the controller is kept.
        window!.child = ContainerViewController(workflow: DemoWorkflow()).view
        window!.present()
        let viewGone: FinalizeWatch
        do {
            let view = try #require(window?.child)
            #expect(await UILoop.wait(until: { view.isDrawable }))
            MainLoop.drainPending()  // idle sources ran: only the window keeps the controller now
            let button = try #require(firstButton(in: view))
            #expect(button.label == "Tapped 0 times")
            button.click()
            button.click()
            #expect(await UILoop.wait(until: { button.label == "Tapped 2 times" }), "the clicks reached the workflow by the next frame")
            viewGone = view.onFinalize {}
        }
        // Destroying (and releasing) the window releases the controller, and with it the view.
        window!.destroy()
        window = nil
        #expect(await UILoop.wait(until: { viewGone.hasFired }), "the root controller outlived its window")
    }

    @Test("a root controller whose view never goes into a window is released with its last reference")
    func unshownRootIsReleased() async {
        weak var weakContainer: ContainerViewController<DemoWorkflow>?
        do {
            let container = ContainerViewController(workflow: DemoWorkflow())
            _ = container.view
            weakContainer = container
        }
        #expect(await UILoop.wait(until: { weakContainer == nil }), "kept only until the next idle")
    }
}
