import WorkflowUI

extension ListScreen {
    /// One row of a list: a key and the screen it shows.
    public struct Row {
        /// Identifies the row across updates: a row with the same key and the same kind of
        /// controller keeps its live controller and widget, wherever it moves.
        public var key: AnyHashable
        /// The screen shown in the row.
        public var screen: RowScreen

        /// A row showing `screen` under `key`. Inlinable, so an app's code builds a row
        /// without looking up the generic row type's metadata.
        @inlinable
        public init(key: AnyHashable, screen: RowScreen) {
            self.key = key
            self.screen = screen
        }
    }
}
