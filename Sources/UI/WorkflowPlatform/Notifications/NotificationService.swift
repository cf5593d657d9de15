import Gtk
import Logging

/// Posts and withdraws an application's ``AppNotification``s (`g_application_send_notification`)
/// and brings the user's responses back. It adds one application action
/// (`app.<actionName>`, taking a string) that every notification's click and buttons
/// activate with a target naming the notification and the response; the action hands the
/// ``NotificationResponse`` to the running ``NotificationResponseWorker``s (or keeps it
/// until one runs, e.g. when the click launched the application).
///
/// Make one per application, when it starts, and give it to the workflows that notify:
///
/// ```swift
/// let notifications = NotificationService(application: application)
/// ```
@MainActor
public final class NotificationService {
    /// The application the notifications are posted through.
    public let application: Application
    /// The name of the application action the notifications activate (without `app.`).
    public let actionName: String

    private var subscribers: [Int: @MainActor (NotificationResponse) -> Void] = [:]
    private var nextSubscriber = 0
    /// Responses that came while no worker ran, handed to the next one.
    private var pending: [NotificationResponse] = []

    /// Adds the response action `app.<actionName>` to `application`.
    public init(application: Application, actionName: String = "notification-response") {
        self.application = application
        self.actionName = actionName
        application.addAction(SimpleAction(name: actionName, stringParameter: { [weak self] target in
            guard let self else { return }
            guard let response = Self.response(fromTarget: target) else {
                Logger(label: "WorkflowGtk.Notifications").warning("NotificationService: the target '\(target)' of app.\(actionName) names no notification response; ignored. Activate it with target(for:response:).")
                return
            }
            self.deliver(response)
        }))
    }

    // MARK: - Posting

    /// Posts `notification` (replacing one with the same id). Returns false when the
    /// application is not registered yet (not running), so nothing was posted.
    @discardableResult
    public func post(_ notification: AppNotification) -> Bool {
        application.sendNotification(desktopNotification(for: notification), id: notification.id)
    }

    /// Withdraws the notification `id`, if shown.
    public func withdraw(id: String) {
        application.withdrawNotification(id: id)
    }

    /// What `post` sends to the desktop for `notification`: its click and buttons activate
    /// `app.<actionName>` with ``target(for:response:)``.
    public func desktopNotification(for notification: AppNotification) -> DesktopNotification {
        let action = { (response: String) in
            DesktopNotification.Action(name: "app.\(self.actionName)", target: Self.target(for: notification.id, response: response))
        }
        return DesktopNotification(title: notification.title, body: notification.body, iconName: notification.iconName,
                                   priority: notification.priority, defaultAction: notification.defaultResponse.map(action),
                                   buttons: notification.buttons.map { .init(label: $0.label, action: action($0.response)) })
    }

    // MARK: - Responses

    /// The string target of the response action for `response` to notification `id`:
    /// the id's length in UTF-8 bytes, `:`, the id, then the response.
    public nonisolated static func target(for id: String, response: String) -> String {
        "\(id.utf8.count):\(id)\(response)"
    }

    /// The response a target of ``target(for:response:)`` names, or nil for another string.
    public nonisolated static func response(fromTarget target: String) -> NotificationResponse? {
        guard let colon = target.firstIndex(of: ":"), let length = Int(target[..<colon]), length >= 0 else { return nil }
        let rest = target.utf8[target.utf8.index(after: colon)...]
        guard rest.count >= length else { return nil }
        let split = rest.index(rest.startIndex, offsetBy: length)
        guard let id = String(rest[..<split]), let response = String(rest[split...]) else { return nil }
        return NotificationResponse(notificationID: id, response: response)
    }

    /// Calls `handler` with each response until `removeSubscriber` (a worker's lifetime);
    /// responses kept while none was subscribed come first.
    func addSubscriber(_ handler: @escaping @MainActor (NotificationResponse) -> Void) -> Int {
        let id = nextSubscriber
        nextSubscriber += 1
        subscribers[id] = handler
        let kept = pending
        pending = []
        for response in kept { handler(response) }
        return id
    }

    /// Stops calling the handler added as `id`.
    func removeSubscriber(_ id: Int) { subscribers[id] = nil }

    private func deliver(_ response: NotificationResponse) {
        guard !subscribers.isEmpty else {
            pending.append(response)
            return
        }
        for handler in subscribers.values { handler(response) }
    }
}
