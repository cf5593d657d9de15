/// A fixed-length array with value semantics whose one-element change costs O(1), copies no
/// other element and frees nothing of the value it was made from, and which tells two of its
/// versions apart in O(edits between them).
///
/// Use it for state that a workflow changes one element at a time and that a screen shows
/// (rows, cells): a plain `Array` in such a state is copied on every change, because the
/// previous rendering still holds it, and comparing the old and new state costs O(N).
///
/// **How.** The newest version of a lineage owns the elements in one buffer. Setting an
/// element on it makes a new version that takes over the buffer and changes the element in
/// place, and turns the version it was made from into an *undo entry*: "the newer version,
/// with element `index` set back to `old`". Older versions are chains of undo entries ending
/// at the newest one; an older value reads through its chain (O(edits since)), and nothing
/// is copied unless an older value is itself changed (it then takes the buffer back by
/// undoing the edits since, when they are few, or copies its elements once). A value that
/// no other value shares is changed in place.
///
/// ```swift
/// var rows = VersionedArray((0..<1_000).map { "row \($0)" })
/// let before = rows
/// // O(1): `before` keeps "row 7".
/// rows[7] = "seven"
/// // [7], without comparing the 1,000 rows.
/// let changed = rows.changedIndices(from: before)
/// ```
///
/// Complexity, for N elements: reading the newest value O(1); reading a value k edits older
/// O(k); setting an element of the newest value O(1); setting one of an older value O(k) for
/// k ≤ 32, else O(N) once; `changedIndices(from:)` and `==` O(edits between the two) when one
/// was made from the other or both from a common version by setting elements, else O(N).
/// Memory: a value that is kept while newer ones are made holds one undo entry per later
/// edit; after `max(64, 2N)` edits in one lineage, the next edit starts a new lineage with a
/// copy of the elements (amortized O(1) per edit), so a kept value never holds more than that.
///
/// Not `Sendable`: reading an older value walks shared entries that a change of another
/// value of the same lineage rearranges. Keep each lineage on one actor (the main actor, for
/// workflow state).
public struct VersionedArray<Element>: RandomAccessCollection, MutableCollection {
    /// This version: the lineage's newest (owning the elements) or an undo entry; a
    /// `VersionedArrayNode<Element>` unless the array is empty.
    @usableFromInline var version: VersionedArrayVersion
    /// The number of elements (fixed).
    public let count: Int

    /// An empty array.
    @inlinable
    public init() {
        version = VersionedArrayVersion()
        count = 0
    }

    /// An array of the given elements, in order (O(N)).
    @inlinable
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        let buffer = ContiguousArray(elements)
        count = buffer.count
        version = buffer.isEmpty ? VersionedArrayVersion() : VersionedArrayNode(elements: buffer, spare: buffer[0])
    }

    /// An array of `count` copies of `element`.
    @inlinable
    public init(repeating element: Element, count: Int) {
        self.init(ContiguousArray(repeating: element, count: count))
    }

    /// This version's node (only when `count > 0`).
    @inlinable
    var node: VersionedArrayNode<Element> {
        VersionedArrayNode<Element>.of(version)
    }

    /// The index of the first element (0).
    @inlinable public var startIndex: Int { 0 }
    /// One past the last element (`count`).
    @inlinable public var endIndex: Int { count }

    /// The element at `index`. Reading costs O(1) on the newest value, O(k) on a value k
    /// edits older; setting costs O(1) on the newest value (see the type's notes).
    @inlinable
    public subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "VersionedArray: index \(index) is out of 0..<\(count).")
            let node = self.node
            return node.next == nil ? node.elements[index] : node.readThroughUndo(index)
        }
        set {
            precondition(index >= 0 && index < count, "VersionedArray: index \(index) is out of 0..<\(count).")
            if version.next == nil, isKnownUniquelyReferenced(&version) {
                // No other value shares this version: no one can tell the change. (The spare
                // follows, so that it never keeps an element the array no longer holds.)
                let node = self.node
                node.elements[index] = newValue
                node.element = newValue
            } else {
                version = node.setting(index, to: newValue, count: count)
            }
        }
    }

    /// Iterates over a snapshot of this version's elements (O(1) to start on the newest
    /// value; an older one gathers its elements first, O(N + edits since)).
    @inlinable
    public func makeIterator() -> ContiguousArray<Element>.Iterator {
        if count == 0 { return ContiguousArray().makeIterator() }
        let node = self.node
        return (node.next == nil ? node.elements : node.gatheredElements()).makeIterator()
    }

    // MARK: - Versions

    /// Whether `other` is this very version (O(1)): then the two hold the same elements.
    /// False says nothing: equal elements may live in different versions.
    @inlinable
    public func isSameVersion(as other: VersionedArray) -> Bool {
        version === other.version
    }

    /// Calls `body` with each index whose element may differ between `other` and this value,
    /// and returns true, in O(edits between the two), when one was made from the other or both
    /// from a common version by setting elements. An index set several times may be reported
    /// several times, and an element set back to its old value is reported too. Returns false,
    /// without calling `body`, when the two share no history (built apart, of different
    /// lengths, or separated by a copy): compare them element by element then.
    @inlinable
    public func forEachChangedIndex(from other: VersionedArray, _ body: (Int) throws -> Void) rethrows -> Bool {
        if version === other.version { return true }
        guard count == other.count else { return false }
        // One edit apart (a state and the one an action made from it): no walk.
        if let newer = other.version.next, newer === version {
            try body(other.version.index)
            return true
        }
        if let newer = version.next, newer === other.version {
            try body(version.index)
            return true
        }
        return try VersionedArrayVersion.forEachUndoIndex(between: version, and: other.version, body)
    }

    /// The indices whose element may differ between `other` and this value, ascending, each
    /// once (see `forEachChangedIndex(from:_:)`); nil when the two share no history.
    @inlinable
    public func changedIndices(from other: VersionedArray) -> [Int]? {
        var indices: [Int] = []
        guard forEachChangedIndex(from: other, { indices.append($0) }) else { return nil }
        guard indices.count > 1 else { return indices }
        indices.sort()
        var unique: [Int] = []
        unique.reserveCapacity(indices.count)
        for index in indices where unique.last != index { unique.append(index) }
        return unique
    }
}

// MARK: - Equatable

extension VersionedArray: Equatable where Element: Equatable {
    /// Whether the two hold equal elements: O(1) for the same version, O(edits between them)
    /// for related versions, O(N) otherwise.
    @inlinable
    public static func == (lhs: VersionedArray, rhs: VersionedArray) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var equal = true
        let related = lhs.forEachChangedIndex(from: rhs) { index in
            if equal, lhs[index] != rhs[index] { equal = false }
        }
        if related { return equal }
        for index in 0..<lhs.count where lhs[index] != rhs[index] { return false }
        return true
    }
}

// MARK: - CustomStringConvertible

extension VersionedArray: CustomStringConvertible {
    /// The elements, as an array prints them.
    public var description: String {
        Array(self).description
    }
}

/// One version of a `VersionedArray`, as far as telling versions apart needs: the newer
/// version this one is an undo entry of, and the index it sets back. Not generic, so that
/// walking from one version to another costs no metadata lookups in generic code.
// Speed: @exclusivity(unchecked) on the fields of both version classes (confined to one actor,
// no access spans a call that could reach it again): checked, they cost 1.1 k of a `list`
// update (9.0 k → 10.1 k), 1.5 k of a `children` one (callgrind, release, 2026-11-29).
@usableFromInline
class VersionedArrayVersion {
    /// The newer version this undo entry applies to (nil on the newest version). Kept
    /// strongly: a kept old value keeps what it reads through, an unkept one is freed at once.
    @usableFromInline @exclusivity(unchecked) final var next: VersionedArrayVersion?
    /// The index this undo entry sets back (-1 on the newest version).
    @usableFromInline @exclusivity(unchecked) final var index: Int

    /// A newest version (of an empty array, or a node's base).
    @inlinable
    init() {
        next = nil
        index = -1
    }

    /// Calls `body` with the index of each undo entry on the path between versions `a` and
    /// `b` of one lineage; false (no call) when they are not of one lineage.
    @inlinable
    static func forEachUndoIndex(between a: VersionedArrayVersion, and b: VersionedArrayVersion, _ body: (Int) throws -> Void) rethrows -> Bool {
        // The usual cases first: one version made from the other (the older reaches the newer).
        var stepsFromA = 0, current = a
        while current !== b, let newer = current.next { current = newer; stepsFromA += 1 }
        if current === b {
            try walk(from: a, steps: stepsFromA, body)
            return true
        }
        let newestOfA = current
        var stepsFromB = 0
        current = b
        while current !== a, let newer = current.next { current = newer; stepsFromB += 1 }
        if current === a {
            try walk(from: b, steps: stepsFromB, body)
            return true
        }
        guard current === newestOfA else { return false }
        // Both lead to one newest version: the path runs through their meeting point.
        var fromA = a, fromB = b
        for _ in 0..<Swift.max(0, stepsFromA - stepsFromB) { fromA = fromA.next.unsafelyUnwrapped }
        for _ in 0..<Swift.max(0, stepsFromB - stepsFromA) { fromB = fromB.next.unsafelyUnwrapped }
        while fromA !== fromB { fromA = fromA.next.unsafelyUnwrapped; fromB = fromB.next.unsafelyUnwrapped }
        var node = a
        while node !== fromA { try body(node.index); node = node.next.unsafelyUnwrapped }
        node = b
        while node !== fromA { try body(node.index); node = node.next.unsafelyUnwrapped }
        return true
    }

    /// Calls `body` with the indices of the `steps` undo entries from `start` on.
    @inlinable
    static func walk(from start: VersionedArrayVersion, steps: Int, _ body: (Int) throws -> Void) rethrows {
        var node = start
        for _ in 0..<steps {
            try body(node.index)
            node = node.next.unsafelyUnwrapped
        }
    }
}

/// One version of a non-empty `VersionedArray`: the newest of its lineage (`next == nil`,
/// owning `elements`), or an undo entry: the version `next` with element `index` set back
/// to `element`.
@usableFromInline
final class VersionedArrayNode<Element>: VersionedArrayVersion {
    /// The elements (the newest version only; empty on an undo entry).
    @usableFromInline @exclusivity(unchecked) var elements: ContiguousArray<Element>
    /// On an undo entry, the element it sets back; on the newest version, a spare copy of
    /// the element set last, or of the first (not optional: destroying an optional generic value in this class's
    /// unspecialized deinit looks up its metadata).
    @usableFromInline @exclusivity(unchecked) var element: Element
    /// Edits made in this lineage before this version (bounds the lineage's length).
    @usableFromInline @exclusivity(unchecked) var lineageEdits: Int

    /// `version` as the node it is: every version of a non-empty array of `Element` is one.
    // Speed: unsafeDowncast (checked in debug builds) rather than `as!`, whose generic metadata
    // lookup in unspecialized reads (a ListScreen's) costs 0.4 k of a `list` update's 9.0 k
    // (callgrind, release, 2026-11-29).
    @inlinable
    static func of(_ version: VersionedArrayVersion) -> VersionedArrayNode<Element> {
        unsafeDowncast(version, to: VersionedArrayNode<Element>.self)
    }

    /// The newest version of a new lineage, owning `elements` (`spare`: one of them).
    @inlinable
    init(elements: ContiguousArray<Element>, spare: Element, lineageEdits: Int = 0) {
        self.elements = elements
        element = spare
        self.lineageEdits = lineageEdits
        super.init()
    }

    /// Undo entries made longer than this are gathered into a new lineage instead (the
    /// bound of a kept value's memory; amortized O(1) per edit).
    @inlinable
    static func maximumLineageEdits(count: Int) -> Int { Swift.max(64, 2 * count) }

    /// A version of this one's contents with element `index` set to `newValue`, made by
    /// the cheapest means: this version's buffer moves to the new one when this is the
    /// newest version (this becomes its undo entry); an older version takes the buffer back
    /// first (a few edits away) or copies its elements.
    @inlinable
    func setting(_ index: Int, to newValue: Element, count: Int) -> VersionedArrayNode {
        if next != nil, !becomeNewest(within: 32) {
            var copy = gatheredElements()
            copy[index] = newValue
            return VersionedArrayNode(elements: copy, spare: newValue)
        }
        if lineageEdits >= Self.maximumLineageEdits(count: count) {
            var copy = elements
            copy[index] = newValue
            return VersionedArrayNode(elements: copy, spare: newValue)
        }
        let newer = VersionedArrayNode(elements: [], spare: newValue, lineageEdits: lineageEdits + 1)
        swap(&newer.elements, &elements)
        element = newer.elements[index]
        newer.elements[index] = newValue
        self.index = index
        next = newer
        return newer
    }

    /// Element `position` of this undo entry's version: the nearest entry for it on the
    /// way to the newest version, or the newest version's element.
    @inlinable
    func readThroughUndo(_ position: Int) -> Element {
        var current = self
        while let newer = current.next {
            if current.index == position { return current.element }
            current = Self.of(newer)
        }
        return current.elements[position]
    }

    /// This version's elements in a buffer of their own (a copy for an undo entry; the
    /// shared buffer, copied on its first change, for the newest version).
    @usableFromInline
    func gatheredElements() -> ContiguousArray<Element> {
        var entries: [VersionedArrayNode] = []
        var current = self
        while let newer = current.next {
            entries.append(current)
            current = Self.of(newer)
        }
        var result = current.elements
        for entry in entries.reversed() { result[entry.index] = entry.element }
        return result
    }

    /// Makes this version the newest of its lineage by undoing the edits from it to the
    /// newest one (those versions become undo entries leading back here), when there are at
    /// most `limit` of them; false (and nothing changed) otherwise.
    @usableFromInline
    func becomeNewest(within limit: Int) -> Bool {
        var path: [VersionedArrayNode] = [self]
        var current = self
        while let newer = current.next {
            if path.count > limit { return false }
            current = Self.of(newer)
            path.append(current)
        }
        // path: self … newest. Move the buffer one step back at a time.
        for step in stride(from: path.count - 2, through: 0, by: -1) {
            let entry = path[step], newest = path[step + 1]
            swap(&entry.elements, &newest.elements)
            // The entry's undo element goes into the buffer; the buffer's element, into the
            // former newest version's undo slot.
            swap(&entry.element, &newest.element)
            swap(&entry.elements[entry.index], &newest.element)
            newest.index = entry.index
            newest.next = entry
            entry.next = nil
            entry.index = -1
            entry.lineageEdits = newest.lineageEdits
        }
        return true
    }
}
