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
    public static func buildExpression<Content: Element>(_ element: Content) -> ElementGroup { ElementGroup(element.anyElement) }
    /// Several elements made elsewhere (a helper's result).
    public static func buildExpression(_ elements: [AnyElement]) -> ElementGroup { ElementGroup(elements) }
    /// A block of one statement (a `for` loop's body, most often): passed through, with no
    /// array made for it.
    public static func buildBlock(_ part: consuming ElementGroup) -> ElementGroup { part }
    /// Two statements, in order (no array of the groups is made for them).
    public static func buildBlock(_ first: consuming ElementGroup, _ second: consuming ElementGroup) -> ElementGroup {
        var elements: [AnyElement] = []
        elements.reserveCapacity(2)
        first.append(to: &elements)
        second.append(to: &elements)
        return ElementGroup(elements)
    }
    /// Three statements, in order (a row's label and two buttons: no array of the groups).
    public static func buildBlock(_ first: consuming ElementGroup, _ second: consuming ElementGroup,
                                  _ third: consuming ElementGroup) -> ElementGroup {
        var elements: [AnyElement] = []
        elements.reserveCapacity(3)
        first.append(to: &elements)
        second.append(to: &elements)
        third.append(to: &elements)
        return ElementGroup(elements)
    }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: ElementGroup...) -> ElementGroup {
        parts.count == 1 ? parts[0] : ElementGroup(joining: parts)
    }
    /// An `if` without `else`.
    public static func buildOptional(_ part: consuming ElementGroup?) -> ElementGroup { part ?? ElementGroup() }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: consuming ElementGroup) -> ElementGroup { part }
    /// The other branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: consuming ElementGroup) -> ElementGroup { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [ElementGroup]) -> ElementGroup { ElementGroup(joining: parts) }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: consuming ElementGroup) -> ElementGroup { part }
    /// The children, in order.
    public static func buildFinalResult(_ group: ElementGroup) -> [AnyElement] { group.elements }
}

/// Some elements made by one statement of an `ElementBuilder` block: none, one (kept
/// without an array, so a `for` loop over N rows makes one array, not N), or several.
public struct ElementGroup {
    private enum Storage {
        case none
        case one(AnyElement)
        case many([AnyElement])
    }

    private let storage: Storage

    /// No element.
    public init() { storage = .none }
    /// One element.
    public init(_ element: AnyElement) { storage = .one(element) }
    /// Several elements.
    public init(_ elements: [AnyElement]) { storage = .many(elements) }

    /// The groups' elements, in order. The groups are read in place (`groups[index]`): a
    /// `for` over them would copy each group before copying its element out.
    init(joining groups: [ElementGroup]) {
        var elements: [AnyElement] = []
        elements.reserveCapacity(groups.count)
        for index in groups.indices {
            switch groups[index].storage {
            case .none: break
            case .one(let element): elements.append(element)
            case .many(let many): elements.append(contentsOf: many)
            }
        }
        storage = .many(elements)
    }

    /// Appends the group's elements to `elements`, moving them out of the group.
    consuming func append(to elements: inout [AnyElement]) {
        switch storage {
        case .none: break
        case .one(let element): elements.append(element)
        case .many(let many): elements.append(contentsOf: many)
        }
    }

    /// The elements, in order.
    public var elements: [AnyElement] {
        switch storage {
        case .none: []
        case .one(let element): [element]
        case .many(let elements): elements
        }
    }
}
