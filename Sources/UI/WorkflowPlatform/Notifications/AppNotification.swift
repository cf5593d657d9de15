import Gtk

/// A desktop notification a workflow posts: what it says, and the responses the user can
/// give (a click on it, its buttons), which come back to the workflow as
/// ``NotificationResponse``s through a ``NotificationResponseWorker``.
///
/// ```swift
/// AppNotification(id: "export-done", title: "Export finished", body: "12 notes exported.",
///                 defaultResponse: "open", buttons: [.init(label: "Show Folder", response: "show-folder")])
/// ```
public struct AppNotification: Equatable, Sendable {
    /// A button and the response it gives.
    public struct Button: Equatable, Sendable {
        /// The button's label.
        public var label: String
        /// The response a click gives (``NotificationResponse/response``).
        public var response: String

        /// A button labelled `label` giving `response`.
        public init(label: String, response: String) {
            self.label = label
            self.response = response
        }
    }

    /// Names the notification: posting another with the same id replaces it, and
    /// withdrawing the id takes it away.
    public var id: String
    /// The title.
    public var title: String
    /// The body text, or nil.
    public var body: String?
    /// A themed icon name, or nil for the application's icon.
    public var iconName: String?
    /// How urgent it is.
    public var priority: DesktopNotification.Priority
    /// The response a click on the notification itself gives, or nil (the click only
    /// brings the application forward).
    public var defaultResponse: String?
    /// The buttons, in order.
    public var buttons: [Button]

    /// A notification `id` titled `title`.
    public init(id: String, title: String, body: String? = nil, iconName: String? = nil,
                priority: DesktopNotification.Priority = .normal, defaultResponse: String? = nil, buttons: [Button] = []) {
        self.id = id
        self.title = title
        self.body = body
        self.iconName = iconName
        self.priority = priority
        self.defaultResponse = defaultResponse
        self.buttons = buttons
    }
}

/// The user's response to an ``AppNotification``: which notification, and which response
/// (its ``AppNotification/defaultResponse`` or a button's).
public struct NotificationResponse: Equatable, Hashable, Sendable {
    /// The notification's id.
    public var notificationID: String
    /// The response given.
    public var response: String

    /// The response `response` to notification `notificationID`.
    public init(notificationID: String, response: String) {
        self.notificationID = notificationID
        self.response = response
    }
}
