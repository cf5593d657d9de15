/// A row key with its hash value computed once, as a dictionary key: hashing it hashes one
/// integer, and two keys with different hash values compare unequal without comparing the
/// keys. (An `AnyHashable` key costs a full hash at each lookup and a comparison through its
/// canonical box, ~1,000 instructions for an `Int`, at each bucket a lookup probes.) Used by
/// `ListRowModel` and by WorkflowContainers' list controllers.
package struct HashedKey: Hashable {
    /// The row key.
    package let key: AnyHashable
    /// `key.hashValue`.
    package let hash: Int

    /// Wraps `key`, hashing it once.
    @inlinable
    package init(_ key: AnyHashable) {
        self.key = key
        hash = key.hashValue
    }

    /// Equal keys: the hash values first, then the keys.
    @inlinable
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.hash == rhs.hash && lhs.key == rhs.key
    }

    /// Hashes the stored hash value only.
    @inlinable
    package func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
