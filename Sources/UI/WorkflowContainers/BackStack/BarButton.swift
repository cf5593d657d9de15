import Gtk

/// A button in a back stack's bar (a leading or trailing item): text such as "Cancel" or
/// "Quit", or a themed icon with an accessible name, and what a click does.
///
/// ```swift
/// let cancel = BarButton(.text("Cancel")) { sink.send(.cancelCompose) }
/// let compose = BarButton(.icon("mail-message-new-symbolic", accessibleName: "Compose")) { sink.send(.compose) }
/// ```
public struct BarButton {
    /// What the button shows.
    public enum Content: Equatable, Sendable {
        /// A text label; it is also the button's accessible name.
        case text(String)
        /// A themed icon (`document-save-symbolic`); `accessibleName` names it for assistive
        /// technologies and as its tooltip.
        case icon(String, accessibleName: String)

        /// The name assistive technologies read.
        public var accessibleName: String {
            switch self {
            case .text(let text): text
            case .icon(_, let name): name
            }
        }
    }

    /// What the button shows.
    public var content: Content
    /// Whether it can be clicked.
    public var isEnabled: Bool
    /// Called on a click.
    public var handler: () -> Void

    /// A button showing `content` that calls `handler`.
    public init(_ content: Content, isEnabled: Bool = true, handler: @escaping () -> Void) {
        self.content = content
        self.isEnabled = isEnabled
        self.handler = handler
    }
}

extension Button {
    /// Shows `item` (or hides the button for nil): its text or icon, accessible name,
    /// tooltip and sensitivity. The click handler is the caller's.
    package func show(_ item: BarButton?) {
        guard let item else {
            isVisible = false
            return
        }
        switch item.content {
        case .text(let text):
            if label != text || iconName != nil { label = text }
            tooltip = nil
        case .icon(let name, let accessibleName):
            if iconName != name { iconName = name }
            tooltip = accessibleName
        }
        setAccessibleLabel(item.content.accessibleName)
        isSensitive = item.isEnabled
        isVisible = true
    }
}
