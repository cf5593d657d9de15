/// The renderings of a ``ChildWorkflows`` collection, in its order (what
/// ``RenderContext/render(children:key:outputMap:)`` returns).
///
/// Renderings are kept in shared chunks of 32: after a pass that rendered k children again,
/// the new value shares every other chunk with the previous one, so making it costs
/// O(N/32 + 32k), and ``changedIndices(from:)`` finds what may differ without comparing
/// renderings.
public struct ChildRenderings<Rendering>: RandomAccessCollection {
    /// Renderings per chunk.
    @usableFromInline static var chunkSize: Int { 32 }

    /// One chunk of renderings, shared between values until one of them changes it.
    @usableFromInline
    final class Chunk {
        @usableFromInline var renderings: [Rendering]

        @usableFromInline
        init(_ renderings: [Rendering]) {
            self.renderings = renderings
        }
    }

    @usableFromInline var chunks: [Chunk]
    /// The children's keys, in order.
    public let keys: [String]

    @usableFromInline
    init(chunks: [Chunk], keys: [String]) {
        self.chunks = chunks
        self.keys = keys
    }

    init(renderings: [Rendering], keys: [String]) {
        var builder = Builder(count: renderings.count)
        for rendering in renderings { builder.append(rendering) }
        self = builder.finish(keys: keys)
    }

    /// Fills chunks one rendering at a time (no intermediate array).
    @usableFromInline
    struct Builder {
        @usableFromInline var chunks: [Chunk] = []
        @usableFromInline var current: [Rendering] = []

        @inlinable
        init(count: Int) {
            chunks.reserveCapacity((count + ChildRenderings.chunkSize - 1) / ChildRenderings.chunkSize)
            current.reserveCapacity(Swift.min(count, ChildRenderings.chunkSize))
        }

        @inlinable
        mutating func append(_ rendering: Rendering) {
            current.append(rendering)
            if current.count == ChildRenderings.chunkSize {
                chunks.append(Chunk(current))
                current = []
                current.reserveCapacity(ChildRenderings.chunkSize)
            }
        }

        @inlinable
        mutating func finish(keys: [String]) -> ChildRenderings {
            if !current.isEmpty { chunks.append(Chunk(current)) }
            return ChildRenderings(chunks: chunks, keys: keys)
        }
    }

    /// The position of the first rendering (0).
    public var startIndex: Int { 0 }
    /// One past the last position (the number of renderings).
    public var endIndex: Int { keys.count }

    /// The rendering at `position`.
    @inlinable
    public subscript(position: Int) -> Rendering {
        chunks[position / Self.chunkSize].renderings[position % Self.chunkSize]
    }

    /// The rendering of the child with `key`, if there is one (O(N): keep positions
    /// when looking up many).
    public subscript(key key: String) -> Rendering? {
        keys.firstIndex(of: key).map { self[$0] }
    }

    /// Replaces the rendering at `position`, copying its chunk when it is shared.
    @inlinable
    mutating func set(_ rendering: Rendering, at position: Int) {
        let chunk = position / Self.chunkSize
        if !isKnownUniquelyReferenced(&chunks[chunk]) {
            chunks[chunk] = Chunk(chunks[chunk].renderings)
        }
        chunks[chunk].renderings[position % Self.chunkSize] = rendering
    }

    /// The positions whose rendering may differ from `previous`'s: all of them when the
    /// keys differ, else those in chunks not shared with `previous` (O(N/32) plus the
    /// result). Renderings are not compared.
    public func changedIndices(from previous: ChildRenderings<Rendering>) -> [Int] {
        guard keys == previous.keys, chunks.count == previous.chunks.count else { return Array(indices) }
        var changed: [Int] = []
        for chunk in chunks.indices where chunks[chunk] !== previous.chunks[chunk] {
            let start = chunk * Self.chunkSize
            changed.append(contentsOf: start..<(start + chunks[chunk].renderings.count))
        }
        return changed
    }
}
