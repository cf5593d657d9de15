internal import CGtk

/// A Swift closure a widget template's `<signal handler="name">` elements call.
///
/// The short form gets the template's widget (an `Owner`) and the object that emitted the
/// signal, for any signal. The typed form also names the emitter's class and the signal's
/// argument types, and gets them typed:
///
/// ```swift
/// TemplateCallback<Counter>("increment") { counter, _ in counter.onIncrement() }
/// ```
///
/// ```swift
/// callbacks: [
///     TemplateCallback<Chooser>("row_activated", emitter: ListBox.self, arguments: ListBoxRow?.self) { chooser, list, row in
///         chooser.onChoose(row.map(\.index) ?? -1)
///     },
///     TemplateCallback<Chooser>("toggled", emitter: Switch.self, arguments: Bool.self) { chooser, _, isOn in
///         chooser.onToggle(isOn)
///     },
/// ]))
/// ```
///
/// A signal that returns a `gboolean` (such as `close-request`) gets `false` (not handled).
/// A typed callback connected to a signal of another shape (another emitter class, fewer
/// arguments, or an argument of another GType) stops with a message naming the handler.
public struct TemplateCallback<Owner: Object>: TemplateCallbackDeclaration {
    /// The handler name the UI definition uses.
    public let name: String
    private let invoke: @MainActor @Sendable (Owner, Object, TemplateSignalValues) -> Void

    /// A callback for the handler `name` that gets the template's widget and the emitter.
    public init(_ name: String, _ body: @escaping @MainActor @Sendable (_ owner: Owner, _ emitter: Object) -> Void) {
        self.name = name
        self.invoke = { owner, emitter, _ in body(owner, emitter) }
    }

    /// A callback for the handler `name` of a signal emitted by an `Emitter` with arguments
    /// of the given types (after the emitter, in order): `Bool`, `Double`, `String`,
    /// `String?` or an optional object wrapper such as `ListBoxRow?`.
    public init<Emitter: Object, each Argument: ObjectPropertyValue>(
        _ name: String, emitter: Emitter.Type, arguments: repeat (each Argument).Type,
        handler body: @escaping @MainActor @Sendable (_ owner: Owner, _ emitter: Emitter, _ arguments: repeat each Argument) -> Void
    ) {
        self.name = name
        self.invoke = { owner, emitter, values in
            guard let typedEmitter = emitter.as(Emitter.self) else {
                preconditionFailure("TemplateCallback \(name): the signal's emitter is a \(emitter.typeName), not a \(Emitter.self). Declare the callback with emitter: the class that emits the signal.")
            }
            var kinds: [PropertyValueKind] = []
            for type in repeat (each Argument).self { kinds.append(type.propertyValueKind) }
            values.check(kinds, handler: name)
            let cursor = SignalArgumentCursor(values.arguments)
            let arguments = (repeat cursor.next((each Argument).self))
            body(owner, typedEmitter, repeat each arguments)
        }
    }

    /// The type-erased declaration.
    public var specification: TemplateCallbackSpecification {
        let invoke = self.invoke, name = self.name
        return TemplateCallbackSpecification(name: name, ownerTypeName: String(describing: Owner.self)) { owner, emitter, values in
            guard let owner = owner as? Owner else {
                preconditionFailure("TemplateCallback \(name): the template's widget is a \(type(of: owner)), not \(Owner.self). Declare the callback as TemplateCallback<\(type(of: owner))>.")
            }
            invoke(owner, emitter, values)
        }
    }
}

/// A template callback declaration of any owner class (`TemplateCallback<Owner>`).
public protocol TemplateCallbackDeclaration: Sendable {
    /// The type-erased declaration.
    var specification: TemplateCallbackSpecification { get }
}

/// A template callback's handler name and closure, without the generic owner type.
public struct TemplateCallbackSpecification: Sendable {
    /// The handler name the UI definition uses.
    public let name: String
    /// The Swift class of the template's widget, for messages.
    public let ownerTypeName: String
    /// Calls the closure with the template's widget, the emitter and the signal's values.
    let invoke: @MainActor @Sendable (Object, Object, TemplateSignalValues) -> Void
}

/// The GValues a signal passes to a template callback: the emitter, then the arguments.
struct TemplateSignalValues {
    /// The values (nil when the signal passed none).
    let values: UnsafePointer<GValue>?
    /// How many.
    let count: Int

    /// The arguments after the emitter.
    var arguments: UnsafePointer<GValue> { values! + 1 }

    /// Stops with a message unless the signal passed arguments of `kinds`, in order.
    @MainActor
    func check(_ kinds: [PropertyValueKind], handler: String) {
        guard !kinds.isEmpty else { return }
        precondition(values != nil && count - 1 >= kinds.count,
                     "TemplateCallback \(handler): the signal passes \(max(0, count - 1)) arguments, not \(kinds.count). Declare the callback with the signal's argument types.")
        for (index, kind) in kinds.enumerated() where g_type_check_value_holds(arguments + index, kind.gtype()) == 0 {
            let actual = String(cString: g_type_name((arguments + index).pointee.g_type))
            preconditionFailure("TemplateCallback \(handler): argument \(index + 1) of the signal is a \(actual), not a \(kind.typeName). Declare the callback with the signal's argument types.")
        }
    }
}
