import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowPlatform
import WorkflowUITesting

/// Notifications through a real notification server: dunst on the test's session bus and
/// X display (`NotificationServer`). The workflow posts through `NotificationService`
/// (`GNotification`, which GLib sends with its freedesktop backend: `Notify` on
/// org.freedesktop.Notifications), the server shows it, withdrawing closes it, and the
/// server's default action (a click) comes back to the workflow as its response.
@MainActor
@Suite("Notifications through a notification server (GTK)", .gtk)
struct NotificationServerGtkTests {
    @Test("posted: the server shows it; withdrawn: it closes; posted again and clicked: the response reaches the workflow")
    func throughDunst() async throws {
        try await NotificationServer.with { server in
            let application = Application(id: "org.workflowgtk.tests.NotificationServer\(Int.random(in: 0..<1_000_000))")
            try application.register()
            let notifications = NotificationService(application: application)
            let host = WorkflowHost(workflow: ExportNotifyWorkflow(notifications: notifications))

            host.rendering.exported(12)
            try await server.waitUntilDisplayed(1, "the server to show the notification")
            // The reply to Notify (the server's id, which withdrawing closes) is handled first.
            try await UILoop.drainMainQueue()
            host.rendering.dismiss()
            try await server.waitUntilDisplayed(0, "the withdrawn notification to close")
            let history = try await server.history()
            #expect(history.contains("Export finished") && history.contains("12 notes exported."),
                    "the server showed the workflow's title and body: \(history)")

            // GLib forgets a notification once the server reports its action: a click is the
            // last thing that happens to it, so the click is tried on a second one.
            host.rendering.exported(13)
            try await server.waitUntilDisplayed(1, "the server to show the second notification")
            try await server.invokeDefaultAction()
            try await UILoop.require("the click's response to reach the workflow") { !host.rendering.state.responses.isEmpty }
            #expect(host.rendering.state.responses == [NotificationResponse(notificationID: "export-done", response: "open")])
        }
    }
}
