import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting
import WorkflowContainers
import WorkflowUI

/// Events and keys inside modal windows (Xvfb).
@MainActor
@Suite("Modal events on GTK", .gtk)
struct ModalEventsGtkTests {
    typealias Modals = ModalContainerScreen<TextScreen>

    @Test("an event sent inside a modal continues from the controller that presented it; Escape asks to close")
    func eventsAndEscape() async throws {
        var events: [AppEvent] = []
        var closes = 0
        let modals = Modals(baseScreen: TextScreen(text: "Base"), modals: [
            .init(key: "sheet", screen: ButtonScreen(title: "Scan from the sheet"), title: "Sheet", defaultSize: (300, 160),
                  onClose: { closes += 1 }),
        ])
        let controller = ResponderViewController(screen: ResponderScreen(content: modals) { (event: AppEvent) in
            events.append(event)
            return .handled
        }, environment: .empty)
        let host = try await UITestHost(viewController: controller, width: 600, height: 400)
        defer { host.close() }
        let container = try #require(controller.contentViewController.currentViewController as? ModalContainerViewController<TextScreen>)
        #expect(await UILoop.wait(until: { container.presentations.first?.window?.isDrawable == true }))
        let sheet = try #require(container.presentations.first?.contentViewController.currentViewController as? ButtonViewController)
        let button = try #require(sheet.button)
        #expect(button.send(AppEvent.didTapScan))
        #expect(events == [.didTapScan])

        let modalWindow = try #require(container.presentations.first?.window)
        if KeyboardSimulator.isAvailable {
            #expect(KeyboardSimulator.focus(modalWindow))
            #expect(KeyboardSimulator.press("Escape"))
            #expect(await UILoop.wait(until: { closes == 1 }), "Escape asked the workflow to close the sheet")
        } else {
            modalWindow.close()
            #expect(closes == 1)
        }
        #expect(modalWindow.isDrawable, "the sheet stays until the workflow drops it")
    }
}
