/// Composes child elements from statements, `if`/`else`, `switch` and `for` loops.
///
/// ```swift
/// Column(spacing: 6) {
///     Label("Inbox")
///     if unread > 0 { Label("\(unread) unread") }
///     for name in names { Label(name).key(name) }
/// }
/// ```
@resultBuilder
public enum ElementBuilder {
    /// One element.
    public static func buildExpression(_ element: any Element) -> [AnyElement] { [element.anyElement] }
    /// Several elements made elsewhere (a helper's result).
    public static func buildExpression(_ elements: [AnyElement]) -> [AnyElement] { elements }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [AnyElement]...) -> [AnyElement] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [AnyElement]?) -> [AnyElement] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [AnyElement]) -> [AnyElement] { part }
    /// The other branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [AnyElement]) -> [AnyElement] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[AnyElement]]) -> [AnyElement] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [AnyElement]) -> [AnyElement] { part }
}
