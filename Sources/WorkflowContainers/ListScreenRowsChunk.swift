import WorkflowUI

extension ListScreen.Rows {
    /// An immutable run of up to `chunkSize` rows, shared between versions of `Rows`.
    /// Two versions share a chunk exactly when its rows are unchanged, so `===` tells
    /// unchanged rows apart without comparing them.
    final class Chunk {
        /// The rows of this chunk.
        let rows: [ListScreen.Row]

        /// A chunk holding `rows` (at most `chunkSize`).
        init(_ rows: [ListScreen.Row]) {
            self.rows = rows
        }
    }
}
