/// The content of a desktop notification (`GNotification`), sent with
/// `Application.sendNotification(_:id:)`. Its default action and its buttons are detailed
/// application actions: the action name (`app.<name>`) and an optional string target, which
/// the action receives as its parameter when the user clicks.
public struct DesktopNotification: Equatable, Sendable {
    /// How urgent the notification is (`GNotificationPriority`).
    public enum Priority: Equatable, Sendable {
        /// Shown without interrupting (`G_NOTIFICATION_PRIORITY_LOW`).
        case low
        /// The default (`G_NOTIFICATION_PRIORITY_NORMAL`).
        case normal
        /// Shown more prominently (`G_NOTIFICATION_PRIORITY_HIGH`).
        case high
        /// Needs attention now (`G_NOTIFICATION_PRIORITY_URGENT`).
        case urgent
    }

    /// An application action with an optional string target: `app.<name>` activated with
    /// `target` as its parameter.
    public struct Action: Equatable, Sendable {
        /// The application action's name, with its prefix (`app.open-note`).
        public var name: String
        /// The string given to the action, or nil for a parameterless action.
        public var target: String?

        /// The application action `name` (`app.…`) with `target`.
        public init(name: String, target: String? = nil) {
            precondition(name.hasPrefix("app."), "Gtk.DesktopNotification.Action: '\(name)' is not an application action. Notifications activate app actions: name it app.<name>.")
            self.name = name
            self.target = target
        }
    }

    /// A button of the notification.
    public struct Button: Equatable, Sendable {
        /// The button's label.
        public var label: String
        /// What it activates.
        public var action: Action

        /// A button labelled `label` that activates `action`.
        public init(label: String, action: Action) {
            self.label = label
            self.action = action
        }
    }

    /// The title.
    public var title: String
    /// The body text, or nil.
    public var body: String?
    /// A themed icon name, or nil for the application's icon.
    public var iconName: String?
    /// How urgent it is.
    public var priority: Priority
    /// What a click on the notification itself activates, or nil (the application is activated).
    public var defaultAction: Action?
    /// The buttons, in order.
    public var buttons: [Button]

    /// A notification titled `title`.
    public init(title: String, body: String? = nil, iconName: String? = nil, priority: Priority = .normal,
                defaultAction: Action? = nil, buttons: [Button] = []) {
        self.title = title
        self.body = body
        self.iconName = iconName
        self.priority = priority
        self.defaultAction = defaultAction
        self.buttons = buttons
    }
}
