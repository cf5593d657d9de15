/// A Swift closure a widget template's `<signal handler="name">` elements call: the
/// template's widget (an `Owner`) and the object that emitted the signal.
///
/// The closure runs for any signal; a signal that returns a `gboolean` (such as
/// `close-request`) gets `false` (not handled).
///
/// ```swift
/// TemplateCallback<Counter>("increment") { counter, _ in counter.onIncrement() }
/// ```
public struct TemplateCallback<Owner: Object>: TemplateCallbackDeclaration {
    /// The handler name the UI definition uses.
    public let name: String
    /// The closure.
    public let body: @MainActor @Sendable (Owner, Object) -> Void

    /// A callback for the handler `name`.
    public init(_ name: String, _ body: @escaping @MainActor @Sendable (_ owner: Owner, _ emitter: Object) -> Void) {
        self.name = name
        self.body = body
    }

    /// The type-erased declaration.
    public var specification: TemplateCallbackSpecification {
        let body = self.body
        return TemplateCallbackSpecification(name: name, ownerTypeName: String(describing: Owner.self)) { owner, emitter in
            guard let owner = owner as? Owner else {
                preconditionFailure("TemplateCallback \(name): the template's widget is a \(type(of: owner)), not \(Owner.self). Declare the callback as TemplateCallback<\(type(of: owner))>.")
            }
            body(owner, emitter)
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
    /// Calls the closure with the template's widget and the emitter.
    let invoke: @MainActor @Sendable (Object, Object) -> Void
}
