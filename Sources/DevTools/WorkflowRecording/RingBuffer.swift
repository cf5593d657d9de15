/// The last `capacity` elements appended, oldest first, in storage of a fixed size.
/// Package-wide: the recorder and the inspector (`WorkflowInspector`) keep their histories in it.
package struct RingBuffer<Element> {
    /// How many elements it keeps.
    package let capacity: Int
    private var storage: [Element] = []
    /// Where the next element goes once the storage is full.
    private var head = 0

    /// An empty buffer keeping the last `capacity` elements. Its storage grows as elements
    /// come (a large capacity, such as the recorder's 100,000 pending actions, costs nothing
    /// until used) and is then reused.
    package init(capacity: Int) {
        precondition(capacity > 0, "RingBuffer needs a capacity of at least 1")
        self.capacity = capacity
    }

    /// How many elements it holds (at most `capacity`).
    package var count: Int { storage.count }

    /// Adds `element`, dropping the oldest when full.
    package mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[head] = element
            head = (head + 1) % capacity
        }
    }

    /// Oldest first.
    package var elements: [Element] {
        head == 0 ? storage : Array(storage[head...] + storage[..<head])
    }

    /// The newest element.
    package var last: Element? {
        guard !storage.isEmpty else { return nil }
        return storage[(head + storage.count - 1) % storage.count]
    }

    /// Empties it, keeping the storage.
    package mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        head = 0
    }
}
