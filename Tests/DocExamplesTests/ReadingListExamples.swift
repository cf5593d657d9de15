import Gtk
import Workflow
import WorkflowContainers
import WorkflowUI

// The VirtualizedLists article's "Rows in the state" example, compiled as written and run by
// DocExamplesTests: the rows live in the state as ListViewRows, edited in place, and the rows'
// callback reaches them through the list's environment.

/// The reading list's row callbacks, one set for the whole list.
struct ReadingRowActions: ViewEnvironmentKey, Equatable {
    static var defaultValue: ReadingRowActions? { nil }
    var onOpen: EventHandler<Int>
}

/// One book of the reading list: values only.
struct ReadingRowScreen: Screen, Equatable {
    var id: Int
    var title: String

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        ReadingRowViewController.description(for: self, environment: environment)
    }
}

/// A reading-list row: one button, which opens its book through the list's actions.
final class ReadingRowViewController: ScreenViewController<ReadingRowScreen> {
    private var button: Button?

    override func loadViewWidget() -> Widget? {
        let button = Button(label: screen.title)
        button.onClicked { [weak self] in if let self { environment[ReadingRowActions.self]?.onOpen(screen.id) } }
        self.button = button
        return button
    }

    override func screenDidChange(from previousScreen: ReadingRowScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        button?.label = screen.title
    }
}

/// A reading list kept as `ListViewRows` in the state: edited in place, a book opened.
struct ReadingListWorkflow: Workflow {
    struct State {
        var books: ListViewRows<ReadingRowScreen>
        var opened: Int?
    }

    enum Action: WorkflowAction {
        typealias WorkflowType = ReadingListWorkflow
        /// Marks every 10th book, adds `added`, removes the book `id`.
        case edit(added: [Book], removing: Int)
        case open(Int)

        func apply(toState state: inout State) -> Never? {
            switch self {
            case .edit(let added, let id): Self.edit(&state, adding: added, removing: id)
            case .open(let id): state.opened = id
            }
            return nil
        }

        /// The article's three edits, as written there.
        private static func edit(_ state: inout State, adding added: [Book], removing id: Int) {
            state.books.modifyValues(at: stride(from: 0, to: state.books.count, by: 10)) { $0.title += " !" }
            state.books.append(contentsOf: added.map { .init(key: $0.id, value: ReadingRowScreen(id: $0.id, title: $0.title)) })
            if let index = state.books.firstIndex(ofKey: id) { state.books.remove(at: index) }
        }
    }

    /// The books the list starts with.
    var books: [Book] = []

    func makeInitialState() -> State {
        State(books: ListViewRows(books.map { .init(key: $0.id, value: ReadingRowScreen(id: $0.id, title: $0.title)) }), opened: nil)
    }

    func render(state: State, context: RenderContext<ReadingListWorkflow>)
        -> AdaptedEnvironmentScreen<ListViewScreen<ReadingRowScreen>> {
        let sink = context.makeSink(of: Action.self)
        let actions = ReadingRowActions(onOpen: context.eventHandler(key: "open") { (id: Int) in sink.send(.open(id)) })
        return ListViewScreen(rows: state.books, selection: .single(state.opened))
            .adaptedEnvironment(key: ReadingRowActions.self, value: actions)
    }
}
