@_exported import WorkflowUI

/// A piece of user interface described as a value: a label, a button, a column of other
/// elements. An `ElementScreen` returns a tree of elements; its controller builds GTK
/// widgets for the first tree and, for every later one, updates the live widgets in place
/// where the kind is unchanged (see `ElementScreen`).
///
/// Conform your own types to compose elements:
///
/// ```swift
/// struct Card: Element {
///     var title: String
///     var anyElement: AnyElement {
///         Column(spacing: 6) { Label(title).heading(level: 2) }.padding(12).anyElement
///     }
/// }
/// ```
public protocol Element {
    /// This element as the type-erased value the controller diffs.
    var anyElement: AnyElement { get }
}

/// Any element, with its modifiers and its identity key: the value the element
/// controller diffs. Made by the element types and by the modifiers (`padding`, `key`, …).
public struct AnyElement: Element {
    /// What the element shows (the widget kind and its values).
    var content: any ElementContent
    /// The widget-level modifiers; nil when none was applied.
    var modifiers: ModifierBox?
    /// The identity among siblings (`key(_:)`); nil means "by position".
    var key: ElementKey?

    init(_ content: any ElementContent, modifiers: ModifierBox? = nil, key: ElementKey? = nil) {
        self.content = content
        self.modifiers = modifiers
        self.key = key
    }

    /// Itself.
    public var anyElement: AnyElement { self }

    /// The element's key, if it has one.
    public var identityKey: AnyHashable? { key?.value }

    /// A short name of the element's kind, for messages and tests (`Label`, `Column`…).
    public var kindName: String { content.kindName }
}

/// An element's identity key (`key(_:)`). An `Int` key, the common one (an id), is stored
/// as it is, so that matching rows compares and hashes integers; a key of any other type is
/// an `AnyHashable` in a box shared by the element's copies. Keys of different types are
/// different keys (an `Int` 1 is not a `UInt8` 1).
struct ElementKey: Hashable {
    /// The `Int` key, or 0 when `other` holds the key.
    private let int: Int
    /// The key when it is not an `Int`.
    private let other: OtherKey?

    init<Key: Hashable>(_ key: Key) {
        if Key.self == Int.self, let value = key as? Int {
            int = value
            other = nil
        } else {
            int = 0
            other = OtherKey(AnyHashable(key))
        }
    }

    /// The key as the author gave it.
    var value: AnyHashable { other?.value ?? AnyHashable(int) }

    static func == (lhs: ElementKey, rhs: ElementKey) -> Bool {
        guard let left = lhs.other else { return rhs.other == nil && lhs.int == rhs.int }
        guard let right = rhs.other else { return false }
        return left === right || left.value == right.value
    }

    func hash(into hasher: inout Hasher) {
        if let other { hasher.combine(other.value) } else { hasher.combine(int) }
    }
}

/// A key that is not an `Int`, shared by the copies of its element.
final class OtherKey {
    let value: AnyHashable
    init(_ value: AnyHashable) { self.value = value }
}
