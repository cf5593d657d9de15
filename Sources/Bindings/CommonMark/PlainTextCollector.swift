internal import CCommonMark
#if canImport(Glibc)
import Glibc
#endif

/// Walks a cmark document's nodes in order (depth first, without cmark's iterator, which
/// allocates) and keeps the text a reader sees: text, code and code-block literals, a line
/// break for soft and hard breaks and after each leaf block. The bytes are gathered in one
/// buffer and made a string once (appending each literal as a `String` cost four times the parse).
struct PlainTextCollector {
    private var bytes: [UInt8] = []

    /// The text collected.
    var result: String { String(decoding: bytes, as: UTF8.self) }

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func collect(_ document: OpaquePointer) {
        var node: OpaquePointer? = cmark_node_first_child(document)
        while let current = node {
            let descend = visit(current)
            if descend, let child = cmark_node_first_child(current) {
                node = child
                continue
            }
            // No children to visit: leave this node, then every parent whose children are done.
            var leaving: OpaquePointer? = current
            node = nil
            while let done = leaving, done != document {
                leave(done)
                if let next = cmark_node_next(done) {
                    node = next
                    break
                }
                leaving = cmark_node_parent(done)
            }
        }
    }

    /// Takes what `node` holds itself; returns whether its children are to be visited.
    private mutating func visit(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE:
            append(literal: node)
            return false
        case CMARK_NODE_CODE_BLOCK:
            append(literal: node)
            return false
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            bytes.append(0x0A)
            return false
        case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE, CMARK_NODE_THEMATIC_BREAK:
            return false
        default:
            return true
        }
    }

    /// Ends a leaf block's line.
    private mutating func leave(_ node: OpaquePointer) {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_CODE_BLOCK:
            if let last = bytes.last, last != 0x0A { bytes.append(0x0A) }
        default:
            break
        }
    }

    private mutating func append(literal node: OpaquePointer) {
        guard let literal = cmark_node_get_literal(node) else { return }
        let count = strlen(literal)
        literal.withMemoryRebound(to: UInt8.self, capacity: count) {
            bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
        }
    }
}
