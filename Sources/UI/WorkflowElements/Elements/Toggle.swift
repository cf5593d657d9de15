import Gtk

/// An on/off switch (a `GtkSwitch`). `onChange` receives the new value when the user
/// flips it; the workflow renders it back as `isOn`.
public struct Toggle: Element, ElementContent {
    /// Whether the switch is on.
    public var isOn: Bool
    /// Called with the new value when the user flips the switch.
    public var onChange: (Bool) -> Void

    /// A switch showing `isOn`.
    public init(isOn: Bool, onChange: @escaping (Bool) -> Void) {
        self.isOn = isOn
        self.onChange = onChange
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "Toggle" }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        let toggle = Switch()
        toggle.isActive = isOn
        let slot = CallbackSlot<Bool>(onChange)
        toggle.onNotifyIsActive { slot.send($0) }
        return (toggle, slot)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        let toggle = node.widget as! Switch
        let slot = node.state! as! CallbackSlot<Bool>
        slot.action = onChange
        if toggle.isActive != isOn { slot.applying { toggle.isActive = isOn } }
    }
}
