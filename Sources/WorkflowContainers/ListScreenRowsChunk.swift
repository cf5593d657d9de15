import WorkflowUI

extension ListScreen.Rows {
    /// An immutable run of up to `chunkSize` rows, shared between versions of `Rows`.
    /// Two versions share a chunk exactly when its rows are unchanged, so `===` tells
    /// unchanged rows apart without comparing them.
    ///
    /// A chunk made by `replace(at:with:)` remembers the chunk it was copied from (weakly)
    /// and which row was replaced under the key it had: an update from that chunk then
    /// visits that row only, and compares no key.
    final class Chunk {
        /// The rows of this chunk.
        let rows: [ListScreen.Row]
        /// The chunk this one was copied from, while it is alive.
        weak var base: Chunk?
        /// The offset of the row replaced since `base` (-1: none).
        let replacedOffset: Int

        /// A chunk holding `rows` (at most `chunkSize`), with no lineage.
        init(_ rows: [ListScreen.Row]) {
            self.rows = rows
            replacedOffset = -1
        }

        /// A copy of `base` with the row at `offset` replaced by `row` under the same key.
        init(_ rows: [ListScreen.Row], base: Chunk, replaced offset: Int) {
            self.rows = rows
            self.base = base
            replacedOffset = offset
        }

        /// The offset of the one row that may differ from `previous`, when this chunk was
        /// copied from `previous` keeping every key; nil when the lineage is unknown (compare all).
        func replacedOffset(since previous: Chunk) -> Int? {
            base === previous ? replacedOffset : nil
        }
    }
}
