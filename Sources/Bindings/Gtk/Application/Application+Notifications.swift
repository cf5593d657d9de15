internal import CGtk

// Hand-written: GNotification's actions take GVariant targets, which gir-gen does not map.
extension Application {
    /// Sends `notification` to the desktop under `id` (`g_application_send_notification`):
    /// a notification with the same id replaces the shown one. GIO hands it to the desktop's
    /// notification service (the portal in a Flatpak, `org.freedesktop.Notifications`
    /// elsewhere); without one GIO logs a warning and drops it. The application must be registered
    /// (running, or `register()`); otherwise it is not sent and the call returns false.
    @discardableResult
    public func sendNotification(_ notification: DesktopNotification, id: String) -> Bool {
        guard isRegistered else { return false }
        let made = g_notification_new(notification.title)!
        defer { g_object_unref(raw(made)) }
        if let body = notification.body { g_notification_set_body(made, body) }
        if let iconName = notification.iconName, let icon = g_themed_icon_new(iconName) {
            g_notification_set_icon(made, icon)
            g_object_unref(raw(icon))
        }
        g_notification_set_priority(made, Self.priority(notification.priority))
        if let action = notification.defaultAction {
            g_notification_set_default_action_and_target_value(made, action.name, action.target.map { g_variant_new_string($0) } ?? nil)
        }
        for button in notification.buttons {
            g_notification_add_button_with_target_value(made, button.label, button.action.name,
                                                        button.action.target.map { g_variant_new_string($0) } ?? nil)
        }
        g_application_send_notification(cast(gobject), id, made)
        return true
    }

    /// Withdraws the notification sent under `id` (`g_application_withdraw_notification`);
    /// nothing happens when none is shown. Does nothing unless the application is registered.
    public func withdrawNotification(id: String) {
        guard isRegistered else { return }
        g_application_withdraw_notification(cast(gobject), id)
    }

    private static func priority(_ priority: DesktopNotification.Priority) -> GNotificationPriority {
        switch priority {
        case .low: G_NOTIFICATION_PRIORITY_LOW
        case .normal: G_NOTIFICATION_PRIORITY_NORMAL
        case .high: G_NOTIFICATION_PRIORITY_HIGH
        case .urgent: G_NOTIFICATION_PRIORITY_URGENT
        }
    }
}
