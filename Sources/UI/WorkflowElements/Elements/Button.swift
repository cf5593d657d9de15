import Gtk

/// A push button with a title (a `GtkButton`). `onTap` is called on each click; the
/// newest element's closure is called, without reconnecting the signal on updates.
///
/// ```swift
/// Button("Save", onTap: onSave).cssClass("suggested-action")
/// ```
public struct Button: Element, ElementContent {
    /// The button's title.
    public var title: String
    /// Called when the button is clicked.
    public var onTap: () -> Void

    /// A button titled `title` that calls `onTap` when clicked.
    public init(_ title: String, onTap: @escaping () -> Void) {
        self.title = title
        self.onTap = onTap
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "Button" }
    var derivedAccessibleLabel: String? { title }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        let button = Gtk.Button(label: title)
        let slot = CallbackSlot<Void>({ [onTap] _ in onTap() })
        button.onClicked { slot.send(()) }
        return (button, slot)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        let old = sameKind(old)
        let button = unsafeDowncast(node.widget, to: Gtk.Button.self)
        if title != old.title { button.label = title }
        unsafeDowncast(node.state!, to: CallbackSlot<Void>.self).action = { [onTap] _ in onTap() }
    }
}
