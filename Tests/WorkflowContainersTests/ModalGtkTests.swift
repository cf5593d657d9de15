import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting
import Workflow
import WorkflowContainers
import WorkflowUI

/// A workflow with an editor and an optional delete-confirmation alert.
struct ConfirmWorkflow: Workflow {
    struct State: Equatable {
        var confirming = true
        var outcome = ""
    }
    func makeInitialState() -> State { State() }
    func render(state: State, context: RenderContext<ConfirmWorkflow>) -> AlertContainerScreen<ButtonScreen> {
        let sink = context.makeStateMutationSink()
        let alert = Alert(title: "Delete the draft?", message: "This cannot be undone.", actions: [
            .init(title: "Cancel", style: .cancel) { sink.send { $0.confirming = false; $0.outcome = "cancel" } },
            .init(title: "Delete", style: .destructive) { sink.send { $0.confirming = false; $0.outcome = "delete" } },
        ])
        return AlertContainerScreen(
            baseScreen: ButtonScreen(title: state.outcome.isEmpty ? "Draft" : "Outcome: \(state.outcome)",
                                     onTap: { sink.send { $0.confirming = true } }),
            alert: state.confirming ? alert : nil)
    }
}

/// Modal windows and alerts (Xvfb).
@MainActor
@Suite("Modals and alerts on GTK", .gtk)
struct ModalGtkTests {
    private func alertController(_ container: ContainerViewController<ConfirmWorkflow>) -> AlertViewController? {
        let modal = container.rootViewController.currentViewController as? ModalContainerViewController<ButtonScreen>
        return modal?.presentations.first?.contentViewController.currentViewController as? AlertViewController
    }

    private func baseTitle(_ container: ContainerViewController<ConfirmWorkflow>) -> String? {
        container.host.rendering.baseScreen.title
    }

    @Test("the alert is a modal window over the main window; its buttons act; Escape and closing run cancel")
    func alertFlow() async throws {
        let container = ContainerViewController(workflow: ConfirmWorkflow())
        let host = try await UITestHost(viewController: container, width: 480, height: 320)
        defer { host.close() }
        let modal = try #require(container.rootViewController.currentViewController as? ModalContainerViewController<ButtonScreen>)
        #expect(await UILoop.wait(until: { modal.presentations.first?.window?.isDrawable == true }))
        let alertWindow = try #require(modal.presentations.first?.window)
        #expect(alertWindow.isModal && alertWindow.title == "Delete the draft?")
        let alert = try #require(alertController(container))
        #expect(alert.buttons.map(\.label) == ["Cancel", "Delete"])
        #expect(alert.buttons[1].hasCSSClass("destructive-action"))
        #expect(alert.titleLabel?.text == "Delete the draft?")
        try await host.screenshot(to: "/tmp/workflowgtk-alert.png")

        // The destructive button.
        alert.buttons[1].click()
        container.flush()
        #expect(baseTitle(container) == "Outcome: delete")
        #expect(modal.presentations.isEmpty)
        #expect(await UILoop.wait(until: { !alertWindow.isDrawable }))

        // Show it again; Escape runs the cancel action through the alert's shortcut.
        try #require((modal.baseViewController.currentViewController as? ButtonViewController)?.button).click()
        #expect(await UILoop.wait(until: { modal.presentations.first?.window?.isDrawable == true }))
        let second = try #require(alertController(container))
        let shortcuts = try #require(second.shortcuts)
        #expect(shortcuts.entries.contains(.init(trigger: "Escape", action: "action(alert.cancel)")))
        let secondWindow = try #require(modal.presentations.first?.window)
        if KeyboardSimulator.isAvailable {
            // A real Escape key press through the X server into the alert window.
            #expect(KeyboardSimulator.focus(secondWindow))
            #expect(KeyboardSimulator.press("Escape"))
            #expect(await UILoop.wait(until: { baseTitle(container) == "Outcome: cancel" }), "Escape ran cancel")
        } else {
            print("ModalGtkTests: XTest unavailable; running the Escape shortcut's action directly")
            #expect(shortcuts.activate(trigger: "Escape"))
            container.flush()
        }
        #expect(baseTitle(container) == "Outcome: cancel")
        #expect(modal.presentations.isEmpty)

        // Closing the window reports to the workflow (cancel) instead of closing silently.
        try #require((modal.baseViewController.currentViewController as? ButtonViewController)?.button).click()
        #expect(await UILoop.wait(until: { modal.presentations.first?.window?.isDrawable == true }))
        let third = try #require(modal.presentations.first?.window)
        container.update(workflow: ConfirmWorkflow())
        let before = Window.toplevelCount
        third.close()
        container.flush()
        #expect(baseTitle(container) == "Outcome: cancel")
        #expect(modal.presentations.isEmpty)
        #expect(Window.toplevelCount == before - 1, "the window went because the workflow dropped the alert")
    }

    @Test("modals keep their windows by key, stack on each other, and a close request goes to the workflow")
    func modalsByKey() async throws {
        var closes: [String] = []
        func screen(_ keys: [String]) -> ModalContainerScreen<TextScreen> {
            ModalContainerScreen(baseScreen: TextScreen(text: "Base"), modals: keys.map { key in
                .init(key: key, screen: TextScreen(text: "Modal \(key)"), title: key, defaultSize: (320, 200),
                      onClose: { closes.append(key) })
            })
        }
        let controller = ModalContainerViewController(screen: screen(["one"]), environment: .empty)
        let host = try await UITestHost(viewController: controller, width: 600, height: 400)
        defer { host.close() }
        #expect(await UILoop.wait(until: { controller.presentations.first?.window?.isDrawable == true }))
        let first = try #require(controller.presentations.first?.window)
        let content = try #require(controller.presentations.first?.contentViewController.currentViewController as? TextViewController)
        controller.update(screen: screen(["one", "two"]), environment: .empty)
        #expect(controller.presentations.first?.window?.identity == first.identity, "same key, same window")
        #expect(controller.presentations.first?.contentViewController.currentViewController === content)
        #expect(await UILoop.wait(until: { controller.presentations.last?.window?.isDrawable == true }))
        try await host.screenshot(to: "/tmp/workflowgtk-modal.png")
        let second = try #require(controller.presentations.last?.window)
        second.close()
        #expect(closes == ["two"])
        #expect(second.isDrawable, "the workflow did not drop it: the window stays")
        controller.update(screen: screen(["one"]), environment: .empty)
        #expect(controller.presentations.count == 1)
        #expect(await UILoop.wait(until: { !second.isDrawable }))
        // Removing the bottom modal keeps the one above it, now over the main window.
        controller.update(screen: screen(["one", "three"]), environment: .empty)
        #expect(await UILoop.wait(until: { controller.presentations.last?.window?.isDrawable == true }))
        let third = try #require(controller.presentations.last?.window)
        controller.update(screen: screen(["three"]), environment: .empty)
        #expect(controller.presentations.first?.window?.identity == third.identity)
        #expect(await UILoop.wait(until: { !first.isDrawable }))
        #expect(third.isDrawable, "the upper modal stayed open")
        controller.update(screen: screen([]), environment: .empty)
        #expect(await UILoop.wait(until: { !third.isDrawable }))
    }

    @Test("an updated alert keeps its window, controller and buttons")
    func alertIdentity() async throws {
        func screen(_ title: String, _ buttons: [String]) -> ModalContainerScreen<TextScreen> {
            AlertContainerScreen(baseScreen: TextScreen(text: "Base"), alert: Alert(
                title: title, actions: buttons.map { AlertAction(title: $0, style: $0 == "Cancel" ? .cancel : .default) {} })
            ).modalContainerScreen
        }
        let controller = ModalContainerViewController(screen: screen("Rename?", ["Cancel", "Rename"]), environment: .empty)
        let host = try await UITestHost(viewController: controller, width: 600, height: 400)
        defer { host.close() }
        #expect(await UILoop.wait(until: { controller.presentations.first?.window?.isDrawable == true }))
        let alertWindow = try #require(controller.presentations.first?.window)
        let alert = try #require(controller.presentations.first?.contentViewController.currentViewController as? AlertViewController)
        let buttons = alert.buttons.map(\.identity)
        controller.update(screen: screen("Rename the file?", ["Cancel", "Rename it"]), environment: .empty)
        #expect(controller.presentations.first?.window?.identity == alertWindow.identity)
        #expect(controller.presentations.first?.contentViewController.currentViewController === alert)
        #expect(alert.buttons.map(\.identity) == buttons)
        #expect(alert.buttons.map(\.label) == ["Cancel", "Rename it"])
        #expect(alert.titleLabel?.text == "Rename the file?" && alertWindow.title == "Rename the file?")
    }
}
