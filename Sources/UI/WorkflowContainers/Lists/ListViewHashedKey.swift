/// A row key with its hash value computed once, as a dictionary key: hashing it hashes one
/// integer, and two keys with different hash values compare unequal without comparing the
/// keys. (An `AnyHashable` key costs a full hash at each lookup and a comparison through its
/// canonical box, ~1,000 instructions for an `Int`, at each bucket a lookup probes.)
struct ListViewHashedKey: Hashable {
    /// The row key.
    let key: AnyHashable
    /// `key.hashValue`.
    let hash: Int

    init(_ key: AnyHashable) {
        self.key = key
        hash = key.hashValue
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.hash == rhs.hash && lhs.key == rhs.key
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
