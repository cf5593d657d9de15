import Gtk

/// A push button with a title or an icon (a `GtkButton`). `onTap` is called on each click;
/// the newest element's closure is called, without reconnecting the signal on updates.
///
/// ```swift
/// Button("Save", onTap: onSave).cssClass("suggested-action")
/// Button(iconName: "edit-delete-symbolic", accessibilityLabel: "Remove", onTap: onRemove)
/// ```
///
/// A button with an `actionName` activates that GTK action when clicked, as a
/// `Gtk.Button`'s `actionName` does: a responder-chain event (WorkflowContainers'
/// `ResponderEvent`) goes up to the controller that handles it, `"app.quit"` to the
/// application. GTK makes the button insensitive while no ancestor provides the action.
///
/// ```swift
/// Button("Scan", actionName: AppEvent.didTapScan.actionName)
/// ```
public struct Button: Element, ElementContent {
    /// The button's title.
    public var title: String
    /// Called when the button is clicked.
    public var onTap: () -> Void
    /// The themed icon the button shows instead of a title, if any.
    public var iconName: String?
    /// The detailed GTK action the button activates when clicked, if any.
    public var actionName: String?

    /// A button titled `title` that calls `onTap` when clicked.
    public init(_ title: String, onTap: @escaping () -> Void) {
        self.title = title
        self.onTap = onTap
    }

    /// A button showing the themed icon `iconName` (e.g. `"edit-delete-symbolic"`) that calls
    /// `onTap` when clicked. An icon has no text to read, so assistive technologies read
    /// `accessibilityLabel`: name the action ("Remove").
    public init(iconName: String, accessibilityLabel: String, onTap: @escaping () -> Void) {
        title = accessibilityLabel
        self.iconName = iconName
        self.onTap = onTap
    }

    /// A button titled `title` that activates the GTK action `actionName` when clicked
    /// (a `ResponderEvent`'s `actionName`, or one such as `"app.quit"`).
    public init(_ title: String, actionName: String) {
        self.title = title
        self.actionName = actionName
        onTap = {}
    }

    /// A button showing the themed icon `iconName` that activates the GTK action
    /// `actionName` when clicked; assistive technologies read `accessibilityLabel`.
    public init(iconName: String, accessibilityLabel: String, actionName: String) {
        title = accessibilityLabel
        self.iconName = iconName
        self.actionName = actionName
        onTap = {}
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "Button" }
    var derivedAccessibleLabel: String? { iconName == nil ? title : nil }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        let button: Gtk.Button
        if let iconName {
            button = Gtk.Button(iconName: iconName)
            button.setAccessibleLabel(title)
        } else {
            button = Gtk.Button(label: title)
        }
        if let actionName { button.actionName = actionName }
        let slot = TapSlot(onTap)
        button.onClicked { slot.action() }
        return (button, slot)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        let old = sameKind(old)
        let button = node.widget as! Gtk.Button
        if let iconName {
            if iconName != old.iconName { button.iconName = iconName }
            if title != old.title || old.iconName == nil { button.setAccessibleLabel(title) }
        } else if title != old.title || old.iconName != nil {
            button.label = title
            if old.iconName != nil { button.resetAccessibleLabel() }
        }
        if actionName != old.actionName { button.actionName = actionName }
        adoptCallbacks(node)
    }

    /// The same title, icon and action: only the closure is new, which is no change to the widget.
    func showsSameApartFromCallbacksAndChildren(as other: any ElementContent) -> Bool {
        let old = sameKind(other)
        return title == old.title && iconName == old.iconName && actionName == old.actionName
    }

    func adoptCallbacks(_ node: ElementNode) {
        (node.state! as! TapSlot).action = onTap
    }
}

/// A button's `clicked` handler target: the handler, connected once, calls the newest
/// element's closure (stored as it is, so an update allocates nothing).
@MainActor
final class TapSlot {
    var action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
}
