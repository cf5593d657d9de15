import Foundation

/// Work split into parts that run at once, one per processor core (Dispatch's
/// `concurrentPerform`), with the parts' results kept in order.
public enum Parallel {
    /// `body(0) … body(count - 1)`, run at once on the processor's cores; the results in
    /// order of the part.
    public static func map<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        let results = Results<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { part in results.set(part, body(part)) }
        return results.values()
    }

    /// How many parts `count` items make: one per core, at most one per `least` items.
    public static func parts(of count: Int, least: Int) -> Int {
        max(1, min(ProcessInfo.processInfo.activeProcessorCount, count / max(1, least)))
    }

    /// The range of items of part `part` of `parts` over `count` items.
    public static func range(of part: Int, in parts: Int, count: Int) -> Range<Int> {
        (count * part / parts)..<(count * (part + 1) / parts)
    }

    /// The parts' results, each stored under a lock.
    private final class Results<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Value?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ part: Int, _ value: Value) {
            lock.lock()
            slots[part] = value
            lock.unlock()
        }

        func values() -> [Value] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map { $0! }
        }
    }
}
