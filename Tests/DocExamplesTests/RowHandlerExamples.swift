import Gtk
import Workflow
import WorkflowContainers
import WorkflowUI

// WorkflowContainers' "Rows that stay equal" example, compiled as written and run by
// DocExamplesTests: a row screen holding event handlers synthesizes Equatable.

/// One book of a shelf: its title, and what a click does.
struct BookRowScreen: Screen, Equatable {
    var id: Int
    var title: String
    var onOpen: EventHandler<Int>

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        BookRowViewController.description(for: self, environment: environment)
    }
}

/// A book row: one button, which is the controller's widget.
final class BookRowViewController: ScreenViewController<BookRowScreen> {
    private var button: Button?

    override func loadViewWidget() -> Widget? {
        let button = Button(label: screen.title)
        button.onClicked { [weak self] in if let self { screen.onOpen(screen.id) } }
        self.button = button
        return button
    }

    override func screenDidChange(from previousScreen: BookRowScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        button?.label = screen.title
    }
}

/// A shelf of books; a click opens one (its row says so).
struct ShelfWorkflow: Workflow {
    struct State {
        var books: [Book]
        var opened: Int?
    }

    enum Action: WorkflowAction {
        typealias WorkflowType = ShelfWorkflow
        case open(Int)

        func apply(toState state: inout State) -> Never? {
            switch self { case .open(let id): state.opened = id }
            return nil
        }
    }

    var books: [Book]

    func makeInitialState() -> State { State(books: books) }

    func render(state: State, context: RenderContext<ShelfWorkflow>) -> ListScreen<BookRowScreen> {
        let sink = context.makeSink(of: Action.self)
        let onOpen = context.eventHandler(key: "open") { (id: Int) in sink.send(.open(id)) }
        return ListScreen(rows: state.books.map { book in
            let title = book.id == state.opened ? "\(book.title) (open)" : book.title
            return .init(key: book.id, screen: BookRowScreen(id: book.id, title: title, onOpen: onOpen))
        })
    }
}
