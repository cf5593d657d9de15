/// A callback that stays the same value across render passes, so a screen that holds it can
/// still be `Equatable` and skip updates when nothing else changed.
///
/// Made by `RenderContext.eventHandler(key:_:)`: each render pass hands the
/// handler the pass's closure, and the handler calls the latest one. Two handlers are equal
/// when they are the same handler of the same workflow (its type, `key` and value type).
///
/// ```swift
/// struct RowScreen: Screen, Equatable {
///     var title: String
///     var onTap: EventHandler<Void>
/// }
/// ```
///
/// made in `render(state:context:)` with
/// `RowScreen(title: state.title, onTap: context.eventHandler { sink.send(.tapped) })`.
public struct EventHandler<Value>: Hashable {
    let box: EventHandlerBox<Value>

    init(box: EventHandlerBox<Value>) {
        self.box = box
    }

    /// Calls the closure of the latest render pass with `value`. Callable from any code
    /// that runs on the main thread, isolated or not (an element's `onTap` closure, a plain
    /// helper function), as UI callbacks do; called on another thread, it stops the program.
    public func callAsFunction(_ value: Value) {
        // Checked to run on the main thread, synchronously: nothing crosses a thread.
        nonisolated(unsafe) let box = box, value = value
        MainActor.assumeIsolated { box.handle(value) }
    }

    /// Whether both are the same handler.
    public static func == (lhs: EventHandler, rhs: EventHandler) -> Bool {
        lhs.box === rhs.box
    }

    /// Hashes the handler's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(box))
    }
}

extension EventHandler where Value == Void {
    /// Calls the closure of the latest render pass (on the main thread, as the other
    /// `callAsFunction(_:)`).
    public func callAsFunction() {
        callAsFunction(())
    }
}

/// The closure an ``EventHandler`` calls: replaced by each render pass.
final class EventHandlerBox<Value> {
    var handle: @MainActor (Value) -> Void

    init(_ handle: @escaping @MainActor (Value) -> Void) {
        self.handle = handle
    }
}

/// A value `RenderContext.remember(key:inputs:_:)` keeps across render passes, with the
/// inputs it was computed from.
final class RememberedValue<Inputs: Equatable, Value> {
    let inputs: Inputs
    let value: Value

    init(inputs: Inputs, value: Value) {
        self.inputs = inputs
        self.value = value
    }
}
