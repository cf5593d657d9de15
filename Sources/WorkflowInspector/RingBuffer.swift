/// The last `capacity` elements appended, oldest first, in storage of a fixed size.
struct RingBuffer<Element> {
    let capacity: Int
    private var storage: [Element] = []
    /// Where the next element goes once the storage is full.
    private var head = 0

    init(capacity: Int) {
        precondition(capacity > 0, "RingBuffer needs a capacity of at least 1")
        self.capacity = capacity
        storage.reserveCapacity(capacity)
    }

    var count: Int { storage.count }

    mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[head] = element
            head = (head + 1) % capacity
        }
    }

    /// Oldest first.
    var elements: [Element] {
        Array(storage[head...] + storage[..<head])
    }

    var last: Element? {
        guard !storage.isEmpty else { return nil }
        return storage[(head + storage.count - 1) % storage.count]
    }

    mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        head = 0
    }
}
