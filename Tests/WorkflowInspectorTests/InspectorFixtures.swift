import Gtk
import Workflow
import WorkflowUI

/// A count with an "Add" button and a status line; the count lives in a child workflow so
/// the tree has two levels.
struct TallyScreen: Screen {
    var count: Int
    var note: String
    var onAdd: () -> Void

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        TallyViewController.description(for: self, environment: environment)
    }
}

final class TallyViewController: ScreenViewController<TallyScreen> {
    private(set) var countLabel: Label?
    private(set) var addButton: Button?

    override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical, spacing: 12)
        column.setMargins(48)
        let label = Label("Count \(screen.count) — \(screen.note)")
        let add = Button(label: "Add")
        add.onClicked { [weak self] in self?.screen.onAdd() }
        column.append(label)
        column.append(add)
        view.append(column)
        countLabel = label
        addButton = add
    }

    override func screenDidChange(from previousScreen: TallyScreen, previousEnvironment: ViewEnvironment) {
        countLabel?.text = "Count \(screen.count) — \(screen.note)"
    }
}

/// The root: renders the counter child and a note.
struct TallyRootWorkflow: Workflow {
    struct State: Equatable, CustomDebugStringConvertible {
        var note = "fresh"
        var debugDescription: String { "note=\(note)" }
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<Self>) -> TallyScreen {
        let counter = CounterChildWorkflow(step: 1).rendered(in: context, key: "tally") { (count: Int) in
            AnyWorkflowAction<TallyRootWorkflow> { state in
                state.note = "reached \(count)"
                return nil
            }
        }
        return TallyScreen(count: counter.count, note: state.note, onAdd: counter.add)
    }
}

/// Counts; outputs the count each time it is a multiple of 2.
struct CounterChildWorkflow: Workflow {
    var step: Int

    struct Add: WorkflowAction, Codable {
        typealias WorkflowType = CounterChildWorkflow
        var by: Int
        func apply(toState state: inout Int) -> Int? {
            state += by
            return state % 2 == 0 ? state : nil
        }
    }

    struct Rendering {
        var count: Int
        var add: () -> Void
    }

    typealias Output = Int

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<Self>) -> Rendering {
        let sink = context.makeSink(of: Add.self)
        let step = step
        return Rendering(count: state, add: { sink.send(Add(by: step)) })
    }
}
