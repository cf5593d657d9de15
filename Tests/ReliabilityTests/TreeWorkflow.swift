import GtkTestSupport
import Workflow
import WorkflowContainers
import WorkflowUI

/// A workflow that walks through a fixed list of screen trees: its rendering is a split
/// with a "Next" button (leading) and the current tree (trailing). Tapping the button
/// (through the screen's closure, as the button's signal would) advances the state.
struct TreeWalkWorkflow: Workflow {
    typealias State = Int
    typealias Rendering = SplitScreen<ButtonScreen, AnyScreen>

    let trees: [ScreenTree]

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<TreeWalkWorkflow>) -> Rendering {
        let sink = context.makeStateMutationSink()
        return SplitScreen(
            leadingScreen: ButtonScreen(title: "Next \(state)", isEnabled: true) { sink.send { $0 += 1 } },
            trailingScreen: trees[state % trees.count].screen(),
            ratio: .third)
    }
}
