import GtkTestSupport
import Workflow
import WorkflowPlatform
import WorkflowUI

/// A library that imports books through a file chooser, or saves its list: the chooser is
/// rendered while `asking` is set, and the answer lands in the state, which the base screen
/// shows as text.
struct ImportWorkflow: Workflow {
    struct State: Equatable {
        var asking: FileChooserRequest.Mode?
        var imported: [String] = []
        var cancelled = 0
    }

    var initialState = State()
    var folder: String?

    func makeInitialState() -> State { initialState }

    func render(state: State, context: RenderContext<ImportWorkflow>) -> FileChooserContainerScreen<TextScreen> {
        let sink = context.makeStateMutationSink()
        let text = "imported: \(state.imported.joined(separator: ", ")); cancelled: \(state.cancelled)"
        return FileChooserContainerScreen(baseScreen: TextScreen(text: text), fileChooser: state.asking.map { mode in
            FileChooserRequest(
                title: "Import Books", mode: mode, filters: Self.filters, initialFolder: folder,
                onResult: { result in
                    sink.send { state in
                        state.asking = nil
                        switch result {
                        case .chosen(let paths): state.imported += paths
                        case .cancelled: state.cancelled += 1
                        }
                    }
                })
        })
    }

    static let filters = [FileChooserFilter(name: "Text", patterns: ["*.txt"]),
                          FileChooserFilter(name: "Markdown", patterns: ["*.md"], mimeTypes: ["text/markdown"])]
}
