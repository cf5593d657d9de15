/// A child of a widget template that Swift reads by id, with the wrapper class it must have:
/// `static let title = TemplateChild<Label>("title")`, read with `self[Self.title]`.
public struct TemplateChild<Value: Object>: TemplateChildDeclaration {
    /// The `id` of the object in the UI definition.
    public let id: String

    /// Declares the template object with `id`, which must be a `Value` (its GType wraps
    /// as `Value` or a subclass).
    public init(_ id: String) { self.id = id }

    /// The type-erased declaration.
    public var specification: TemplateChildSpecification {
        TemplateChildSpecification(id: id, expectedTypeName: String(describing: Value.self)) { $0 is Value.Type }
    }
}

/// A template child declaration of any wrapper class (`TemplateChild<Value>`).
public protocol TemplateChildDeclaration: Sendable {
    /// The type-erased declaration.
    var specification: TemplateChildSpecification { get }
}

/// A template child's id and the check of its wrapper class, without the generic type.
public struct TemplateChildSpecification: Sendable {
    /// The `id` of the object in the UI definition.
    public let id: String
    /// The Swift class the child must wrap as, for messages.
    public let expectedTypeName: String
    /// Whether objects of a wrapper class are acceptable.
    let accepts: @Sendable (Object.Type) -> Bool
}
