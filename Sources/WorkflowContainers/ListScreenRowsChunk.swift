import WorkflowUI

extension ListScreen.Rows {
    /// An immutable run of up to `chunkSize` rows, shared between versions of `Rows`.
    /// Two versions share a chunk exactly when its rows are unchanged, so `===` tells
    /// unchanged rows apart without comparing them. Keys and screens are kept apart, so
    /// a new screen under the same key (`replace(at:with:)`, `replaceScreen(at:with:)`)
    /// copies the screens only and shares the keys.
    @usableFromInline
    final class Chunk {
        /// The keys of this chunk's rows.
        @usableFromInline let keys: [AnyHashable]
        /// The screens of this chunk's rows.
        @usableFromInline let screens: [RowScreen]

        /// A chunk of `keys.count` rows (at most `chunkSize`; as many screens as keys).
        @inlinable
        init(keys: [AnyHashable], screens: [RowScreen]) {
            self.keys = keys
            self.screens = screens
        }
    }
}
