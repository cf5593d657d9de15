import Gtk

/// A check box with a label (a `GtkCheckButton`). `onChange` receives the new value when
/// the user toggles it; the workflow renders it back as `isChecked`.
public struct CheckBox: Element, ElementContent {
    /// The label next to the box.
    public var label: String
    /// Whether the box is checked.
    public var isChecked: Bool
    /// Called with the new value when the user toggles the box.
    public var onChange: (Bool) -> Void

    /// A check box labelled `label`, showing `isChecked`.
    public init(_ label: String, isChecked: Bool, onChange: @escaping (Bool) -> Void) {
        self.label = label
        self.isChecked = isChecked
        self.onChange = onChange
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "CheckBox" }
    var derivedAccessibleLabel: String? { label }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        let box = CheckButton(label: label)
        box.isActive = isChecked
        let slot = CallbackSlot<Bool>(onChange)
        box.onNotifyIsActive { slot.send($0) }
        return (box, slot)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        let old = sameKind(old)
        let box = node.widget as! CheckButton
        let slot = node.state! as! CallbackSlot<Bool>
        slot.action = onChange
        if label != old.label { box.label = label }
        if box.isActive != isChecked { slot.applying { box.isActive = isChecked } }
    }
}
