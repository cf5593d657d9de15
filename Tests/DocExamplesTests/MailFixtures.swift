import Gtk
import Workflow
import WorkflowUI

// The names the doc examples of WorkflowContainers use (an inbox, a message, a draft),
// defined so that each example compiles exactly as written.

struct Message: Equatable, Sendable {
    var id: String
    var subject: String
}

/// Shows any screen as one label with a caption (enough for the examples' screens).
final class CaptionViewController<ScreenType: Screen>: ScreenViewController<ScreenType> {
    private var label: Label?
    var caption: (ScreenType) -> String = { String(describing: $0) }
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = Label(caption(screen))
        view.append(label)
        self.label = label
    }
    override func screenDidChange(from previousScreen: ScreenType, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        label?.text = caption(screen)
    }
}

struct InboxScreen: Screen {
    var messages: [Message]
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        CaptionViewController<InboxScreen>.description(for: self, environment: environment)
    }
}

struct MessageScreen: Screen {
    var message: Message
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        CaptionViewController<MessageScreen>.description(for: self, environment: environment)
    }
}

struct ComposeScreen: Screen {
    var draft: String
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        CaptionViewController<ComposeScreen>.description(for: self, environment: environment)
    }
}

struct TextScreen: Screen, Equatable {
    var text: String
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        CaptionViewController<TextScreen>.description(for: self, environment: environment)
    }
}

/// The mail app's state and actions the examples send.
struct MailWorkflow: Workflow {
    struct State: Equatable {
        var messages: [Message] = (0..<10).map { Message(id: "m\($0)", subject: "Subject \($0)") }
        var composing = false
        var draft = ""
        var tab = 0
        var confirmingDelete = false
    }

    enum Action: WorkflowAction {
        typealias WorkflowType = MailWorkflow
        case back, compose, cancelCompose, select(Int), selectTab(Int), keep, delete
        func apply(toState state: inout State) -> Never? {
            switch self {
            case .back: state.messages.removeLast()
            case .compose: state.composing = true
            case .cancelCompose: state.composing = false
            case .select(let index), .selectTab(let index): state.tab = index
            case .keep: state.confirmingDelete = false
            case .delete: state.draft = ""; state.confirmingDelete = false
            }
            return nil
        }
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<MailWorkflow>) -> InboxScreen {
        InboxScreen(messages: state.messages)
    }
}
