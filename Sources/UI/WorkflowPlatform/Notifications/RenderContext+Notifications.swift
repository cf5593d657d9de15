import Gtk
import Workflow

extension RenderContext {
    /// Posts `notification` through `service` as a side effect, once for `key` (render the
    /// same key while it should stay posted; a new key posts again). A `RenderTester`
    /// expects it with `expectSideEffect(key:)`.
    ///
    /// ```swift
    /// if let done = state.finishedExport {
    ///     context.postNotification(AppNotification(id: "export-done", title: "Export finished",
    ///                                              body: "\(done) notes exported.", defaultResponse: "open"),
    ///                              with: notifications, key: "post-export-\(done)")
    /// }
    /// ```
    @MainActor
    public func postNotification(_ notification: AppNotification, with service: NotificationService, key: AnyHashable) {
        runSideEffect(key: key) { _ in service.post(notification) }
    }

    /// Withdraws the notification `id` through `service` as a side effect, once for `key`.
    @MainActor
    public func withdrawNotification(id: String, with service: NotificationService, key: AnyHashable) {
        runSideEffect(key: key) { _ in service.withdraw(id: id) }
    }
}
