import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting
import WorkflowUITesting

/// Notifications: posting and withdrawing are side effects and the responses a worker
/// (headless); through a registered `GApplication`, activating the response action with a
/// notification's target reaches the workflow (GTK). With no notification server (Xvfb),
/// GIO drops what it sends: what can be observed is the action and what it delivers.
@MainActor
@Suite("Notifications", .serialized)
struct NotificationsTests {
    static func application() -> Application {
        Application(id: "org.workflowgtk.tests.Notifications\(Int.random(in: 0..<1_000_000))")
    }

    @Test("a finished export posts its notification as a side effect; the responses worker's output lands in the state")
    func renderingHeadless() {
        let notifications = NotificationService(application: Self.application())
        let response = NotificationResponse(notificationID: "export-done", response: "open")
        ExportNotifyWorkflow(notifications: notifications).renderTester(initialState: .init(finishedExport: 12))
            .expectSideEffect(key: "post-export-12")
            .expectWorker(NotificationResponseWorker(service: notifications), key: "responses", producingOutput: response)
            .render()
            .verifyState { #expect($0.responses == [response]) }
        ExportNotifyWorkflow(notifications: notifications).renderTester(initialState: .init(finishedExport: nil, withdrawals: 1))
            .expectSideEffect(key: "withdraw-1")
            .expectWorker(NotificationResponseWorker(service: notifications), key: "responses")
            .render()
            .assertNoAction()
    }

    @Test("a notification's click and buttons activate the service's app action with targets naming the response")
    func desktopNotification() {
        let notifications = NotificationDocExamples.service(for: Self.application())
        let sent = notifications.desktopNotification(for: NotificationDocExamples.exportDone)
        #expect(sent.title == "Export finished" && sent.body == "12 notes exported.")
        #expect(sent.defaultAction == .init(name: "app.notification-response", target: "11:export-doneopen"))
        #expect(sent.buttons == [.init(label: "Show Folder", action: .init(name: "app.notification-response",
                                                                            target: "11:export-doneshow-folder"))])
        #expect(NotificationService.response(fromTarget: "11:export-doneshow-folder")
                == NotificationResponse(notificationID: "export-done", response: "show-folder"))
        let odd = NotificationService.target(for: "a:b✓", response: "x:y")
        #expect(NotificationService.response(fromTarget: odd) == NotificationResponse(notificationID: "a:b✓", response: "x:y"))
        #expect(NotificationService.response(fromTarget: "junk") == nil)
        #expect(NotificationService.response(fromTarget: "99:short") == nil)
        #expect(notifications.application.lookupAction("notification-response") != nil)
    }

    @Test("round trip: the workflow posts; the app action activated with a button's target delivers the response to the workflow", .gtk)
    func roundTrip() async throws {
        let application = Self.application()
        try application.register()
        let notifications = NotificationService(application: application)
        #expect(application.hasAction(actionName: "notification-response"))
        let host = WorkflowHost(workflow: ExportNotifyWorkflow(notifications: notifications))
        host.rendering.exported(12)
        #expect(host.rendering.state.finishedExport == 12)
        #expect(notifications.post(NotificationDocExamples.exportDone), "a registered application sends")
        let target = try #require(notifications.desktopNotification(for: NotificationDocExamples.exportDone).buttons.first?.action.target)
        application.activateAction("notification-response", parameter: target)
        try await UILoop.require("the button's response to reach the workflow") { host.rendering.state.responses.count == 1 }
        #expect(host.rendering.state.responses == [NotificationResponse(notificationID: "export-done", response: "show-folder")])
        application.activateAction("notification-response", parameter: NotificationService.target(for: "export-done", response: "open"))
        try await UILoop.require("the click's response") { host.rendering.state.responses.count == 2 }
        host.rendering.dismiss()
        #expect(host.rendering.state.withdrawals == 1)
    }

    @Test("a response that comes while no worker runs is kept for the next one (a click that launched the app)", .gtk)
    func pendingResponse() async throws {
        let application = Self.application()
        try application.register()
        let notifications = NotificationService(application: application)
        application.activateAction("notification-response", parameter: NotificationService.target(for: "export-done", response: "open"))
        let host = WorkflowHost(workflow: ExportNotifyWorkflow(notifications: notifications))
        try await UILoop.require("the kept response to reach the workflow") { host.rendering.state.responses.count == 1 }
        #expect(host.rendering.state.responses.first?.response == "open")
    }

    @Test("an unregistered application sends nothing and says so")
    func unregistered() {
        let notifications = NotificationService(application: Self.application())
        #expect(!notifications.post(NotificationDocExamples.exportDone))
        notifications.withdraw(id: "export-done")
    }
}
