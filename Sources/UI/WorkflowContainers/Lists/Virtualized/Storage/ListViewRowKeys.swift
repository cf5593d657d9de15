/// The keys of one chunk of `ListViewRows`, kept apart from the values: as plain integers
/// while every key is an `Int` (8 bytes a row instead of an `AnyHashable`'s 40), else as
/// `AnyHashable`s. Not generic, so unspecialized generic code reads a key without looking up
/// generic metadata. A key read back is the `AnyHashable` it was made from (an `Int` key's
/// `base` is an `Int`).
enum ListViewRowKeys: Equatable {
    /// Every key is an `Int`.
    case integers([Int])
    /// Keys of any type.
    case hashables([AnyHashable])

    /// Collects one chunk's keys: as integers until a key that is not an `Int` comes.
    struct Builder {
        private var integers: [Int] = []
        private var hashables: [AnyHashable]?

        /// Reserves room for `count` more keys (as integers).
        mutating func reserveCapacity(_ count: Int) { integers.reserveCapacity(integers.count + count) }

        /// Appends the `Int` key `integer`.
        mutating func append(integer: Int) {
            if hashables == nil { integers.append(integer) } else { hashables!.append(AnyHashable(integer)) }
        }

        /// Appends `key` as a row keeps it (an integer stays an integer).
        mutating func append(_ key: ListViewRowKey) {
            switch key {
            case .integer(let integer): append(integer: integer)
            case .other(let other): append(other)
            }
        }

        /// Appends `key`.
        mutating func append(_ key: AnyHashable) {
            if hashables == nil {
                if let integer = ListViewRowKeys.integer(key) {
                    integers.append(integer)
                    return
                }
                hashables = integers.map { AnyHashable($0) }
                integers = []
            }
            hashables?.append(key)
        }

        /// Appends the keys of `keys` at `positions` less `start` (integers stay integers, no
        /// `AnyHashable` is made for them).
        mutating func append(_ positions: ArraySlice<Int>, from start: Int, of keys: ListViewRowKeys) {
            switch keys {
            case .integers(let values) where hashables == nil:
                for position in positions { integers.append(values[position - start]) }
            case .hashables(let values):
                if hashables == nil {
                    hashables = integers.map { AnyHashable($0) }
                    integers = []
                }
                for position in positions { hashables!.append(values[position - start]) }
            case .integers(let values):
                for position in positions { hashables!.append(AnyHashable(values[position - start])) }
            }
        }

        /// The keys appended, the builder emptied.
        mutating func finish() -> ListViewRowKeys {
            defer { self = Builder() }
            return hashables.map { .hashables($0) } ?? .integers(integers)
        }
    }

    /// No keys.
    static var empty: Self { .integers([]) }

    /// The number of keys.
    var count: Int {
        switch self {
        case .integers(let keys): keys.count
        case .hashables(let keys): keys.count
        }
    }

    /// The key at `index`.
    subscript(index: Int) -> AnyHashable {
        switch self {
        case .integers(let keys): AnyHashable(keys[index])
        case .hashables(let keys): keys[index]
        }
    }

    /// Whether the key at `index` equals `other`'s key at `otherIndex` (two integers compared
    /// as integers, no `AnyHashable` made).
    func same(at index: Int, as other: Self, at otherIndex: Int) -> Bool {
        if case .integers(let keys) = self, case .integers(let otherKeys) = other {
            return keys[index] == otherKeys[otherIndex]
        }
        return self[index] == other[otherIndex]
    }

    /// Whether the key at `index` is `key`, whose `Int` value, when it is an `Int`, is
    /// `integer`: among integers, the two are compared as integers (no `AnyHashable` is made
    /// or taken apart).
    func matches(_ key: AnyHashable, integer: Int?, at index: Int) -> Bool {
        if case .integers(let keys) = self { return integer == keys[index] }
        return self[index] == key
    }

    /// The key at `index` as a row keeps it (an integer stays an integer).
    func rowKey(at index: Int) -> ListViewRowKey {
        switch self {
        case .integers(let keys): .integer(keys[index])
        case .hashables(let keys): ListViewRowKey(keys[index])
        }
    }

    /// `key` as a plain integer when it is an `Int`.
    static func integer(_ key: AnyHashable) -> Int? { key.base as? Int }

    /// The keys in `range`.
    subscript(range: Range<Int>) -> Self {
        switch self {
        case .integers(let keys): .integers(Array(keys[range]))
        case .hashables(let keys): .hashables(Array(keys[range]))
        }
    }

    /// Appends `key`.
    mutating func append(_ key: AnyHashable) { insert(key, at: count) }

    /// Inserts `key` before `index` (integers become `AnyHashable`s when `key` is not an `Int`).
    mutating func insert(_ key: AnyHashable, at index: Int) {
        switch self {
        case .integers(var keys):
            self = .empty
            if let integer = Self.integer(key) {
                keys.insert(integer, at: index)
                self = .integers(keys)
            } else {
                var any = keys.map { AnyHashable($0) }
                any.insert(key, at: index)
                self = .hashables(any)
            }
        case .hashables(var keys):
            self = .empty
            keys.insert(key, at: index)
            self = .hashables(keys)
        }
    }

    /// Replaces the key at `index`.
    mutating func replace(at index: Int, with key: AnyHashable) {
        remove(at: index)
        insert(key, at: index)
    }

    /// Removes the key at `index`.
    mutating func remove(at index: Int) {
        switch self {
        case .integers(var keys):
            self = .empty
            keys.remove(at: index)
            self = .integers(keys)
        case .hashables(var keys):
            self = .empty
            keys.remove(at: index)
            self = .hashables(keys)
        }
    }
}

/// A row's key as `ListViewRows.Row` keeps it: an `Int` as an integer, any other key as it is.
@usableFromInline
enum ListViewRowKey {
    /// An `Int` key.
    case integer(Int)
    /// Any other key.
    case other(AnyHashable)

    /// `key`, as an integer when it is an `Int`.
    @usableFromInline
    init(_ key: AnyHashable) {
        if let integer = ListViewRowKeys.integer(key) { self = .integer(integer) } else { self = .other(key) }
    }

    /// The key when it is an `Int`.
    var integer: Int? {
        if case .integer(let key) = self { return key }
        return nil
    }

    /// The key's hash value (an `Int` key's hashed as an `Int`: the same value as its
    /// `AnyHashable`'s, whose `hashValue` looks up a conformance at every call).
    var hash: Int {
        switch self {
        case .integer(let key): key.hashValue
        case .other(let key): key.hashValue
        }
    }
}
