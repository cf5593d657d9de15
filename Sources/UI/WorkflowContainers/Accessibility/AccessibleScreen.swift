import Gtk
import WorkflowUI

/// A screen shown with what assistive technologies announce for it: a label (its name), a
/// description, and a role (e.g. `.region`, `.form`, `.alertDialog`). Made with
/// `Screen.accessibility(label:description:role:)`:
///
/// ```swift
/// ComposeScreen(draft: state.draft).accessibility(label: "New message", role: .form)
/// ```
///
/// The role is fixed when the screen is first shown (GTK 4.8 cannot change a shown
/// widget's role); the label and description follow every update.
public struct AccessibleScreen<Content: Screen>: Screen {
    /// The screen shown.
    public var content: Content
    /// The name announced for the screen, or nil for none.
    public var label: String?
    /// The description announced after the name, or nil for none.
    public var description: String?
    /// The role, or nil for a plain group.
    public var role: AccessibleRole?

    /// `content` with accessibility information.
    public init(content: Content, label: String? = nil, description: String? = nil, role: AccessibleRole? = nil) {
        self.content = content
        self.label = label
        self.description = description
        self.role = role
    }

    /// Builds or updates an `AccessibleScreenViewController`.
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        AccessibleScreenViewController<Content>.description(for: self, environment: environment)
    }
}

extension Screen {
    /// This screen with the name, description and role assistive technologies announce.
    public func accessibility(label: String? = nil, description: String? = nil, role: AccessibleRole? = nil) -> AccessibleScreen<Self> {
        AccessibleScreen(content: self, label: label, description: description, role: role)
    }
}
