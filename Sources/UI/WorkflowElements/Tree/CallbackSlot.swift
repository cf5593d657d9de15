/// The stable target of a widget's signal handler: the handler is connected once, when
/// the widget is made, and calls whatever closure the newest element put in the slot.
/// `isApplying` is set while the controller itself changes the widget, so its own changes
/// are not reported back as user input.
@MainActor
final class CallbackSlot<Value> {
    /// The newest element's closure.
    var action: ((Value) -> Void)?
    /// Whether the controller is changing the widget now.
    var isApplying = false

    init(_ action: ((Value) -> Void)?) { self.action = action }

    /// Calls the newest closure with `value`, unless the change came from the controller.
    func send(_ value: Value) {
        if !isApplying { action?(value) }
    }

    /// Runs `change` with the slot muted.
    func applying(_ change: () -> Void) {
        isApplying = true
        change()
        isApplying = false
    }
}
