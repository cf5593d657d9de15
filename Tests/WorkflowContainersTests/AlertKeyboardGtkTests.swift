import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting
import WorkflowContainers
import WorkflowUI

/// An alert's keyboard behaviour with real key presses (XTest on Xvfb).
@MainActor
@Suite("Alert keyboard on GTK", .gtk)
struct AlertKeyboardGtkTests {
    private func container(_ alert: Alert?) -> AlertContainerScreen<TextScreen> {
        AlertContainerScreen(baseScreen: TextScreen(text: "Document"), alert: alert)
    }

    @Test("the default button has focus: Enter chooses it; the window sits over the main window")
    func enterChoosesDefault() async throws {
        guard KeyboardSimulator.isAvailable else {
            Issue.record("XTest (libXtst.so.6) is not available on this X display: install libxtst6 to run real key tests.")
            return
        }
        var chosen: [String] = []
        let alert = Alert(title: "Save changes?", message: "Your edits will be lost otherwise.", actions: [
            .init(title: "Discard", style: .destructive) { chosen.append("discard") },
            .init(title: "Cancel", style: .cancel) { chosen.append("cancel") },
            .init(title: "Save", style: .default) { chosen.append("save") },
        ])
        let controller = ModalContainerViewController(screen: container(alert).modalContainerScreen, environment: .empty)
        let host = try await UITestHost(viewController: controller, width: 640, height: 420)
        let window = host.window
        defer { host.close() }
        #expect(await UILoop.wait(until: { controller.presentations.first?.window?.isDrawable == true }))
        let alertWindow = try #require(controller.presentations.first?.window)
        let alertController = try #require(controller.presentations.first?.contentViewController.currentViewController as? AlertViewController)
        #expect(alertController.buttons.map(\.label) == ["Discard", "Cancel", "Save"])
        #expect(await UILoop.wait(until: { alertController.buttons[2].hasFocus }), "Save has the focus")
        #expect(alertController.buttons[2].hasCSSClass("suggested-action"))
        #expect(alertWindow.parent == nil && alertWindow.isModal)
        try await UILoop.settle([window, alertWindow])
        try await host.screenshot(to: "/tmp/workflowgtk-alert-over-window.png")
        #expect(KeyboardSimulator.focus(alertWindow))
        #expect(KeyboardSimulator.press("Return"))
        #expect(await UILoop.wait(until: { chosen == ["save"] }), "Enter chose Save: \(chosen)")
        #expect(KeyboardSimulator.press("Escape"))
        #expect(await UILoop.wait(until: { chosen == ["save", "cancel"] }), "Escape chose Cancel: \(chosen)")
    }
}
