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
        guard GtkSupport.requireDisplay() else { return }
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
        let window = await GtkSupport.present(controller.view, width: 640, height: 420)
        defer { window.destroy() }
        #expect(await GtkSupport.spin(until: { controller.presentations.first?.window?.isDrawable == true }))
        let alertWindow = try #require(controller.presentations.first?.window)
        let alertController = try #require(controller.presentations.first?.contentViewController.currentViewController as? AlertViewController)
        #expect(alertController.buttons.map(\.label) == ["Discard", "Cancel", "Save"])
        #expect(await GtkSupport.spin(until: { alertController.buttons[2].hasFocus }), "Save has the focus")
        #expect(alertController.buttons[2].hasCSSClass("suggested-action"))
        #expect(alertWindow.parent == nil && alertWindow.isModal)
        #expect(await GtkSupport.settleFrames([window, alertWindow]))
        GtkSupport.screenshotScreen(name: "alert-over-window")
        #expect(KeyboardSimulator.focus(alertWindow))
        #expect(KeyboardSimulator.press("Return"))
        #expect(await GtkSupport.spin(until: { chosen == ["save"] }), "Enter chose Save: \(chosen)")
        #expect(KeyboardSimulator.press("Escape"))
        #expect(await GtkSupport.spin(until: { chosen == ["save", "cancel"] }), "Escape chose Cancel: \(chosen)")
    }
}
