import WorkflowElements
import WorkflowUI

/// Form 3: an element screen, the rows a `for` loop over the plain array.
struct IntRowsElementScreen: ElementScreen {
    var rows: [Int]
    var setRow: @MainActor (Int, Int) -> Void

    var element: some Element {
        ScrollView {
            Column {
                for index in rows.indices {
                    Label("row \(index): \(rows[index])")
                }
            }
        }
    }
}
