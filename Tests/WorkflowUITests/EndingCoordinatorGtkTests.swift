import Gtk
import GtkTestSupport
import GtkTesting
import Testing
import Workflow
import WorkflowUI
import WorkflowUITesting

/// `EndingCoordinator` in a real window: an ending right after real key presses (XTest,
/// through the X server) sees every key, and a close the rendering holds waits for the
/// workflow's answer.
@MainActor
@Suite("Endings (GTK)", .gtk)
struct EndingCoordinatorGtkTests {
    @Test("a close right after real key presses hands willEnd the rendering with every key, once")
    func closeSeesEveryKey() async throws {
        let (container, host) = try await UITestHost.container(TypingWorkflow(), width: 300, height: 120)
        defer { host.close() }
        var ended: [(text: String, ending: AppEnding)] = []
        let endings = EndingCoordinator(root: container) { rendering, ending in ended.append((rendering.text, ending)) }
        let entry = try host.find(Entry.self)
        entry.grabFocus()
        try await host.press("a")
        // The keys reach the X server and GTK's queue; nothing runs them before the ending.
        for key in ["b", "c", "d", "e", "f"] { #expect(KeyboardSimulator.press(key)) }
        #expect(endings.closeRequested(host.window) == false, "nothing unsaved to ask about: the close goes on")
        #expect(ended.map(\.text) == ["abcdef"], "every key typed before the close is in the rendering willEnd gets")
        #expect(ended.map(\.ending) == [.windowClose])
        endings.terminate()
        endings.finish()
        #expect(ended.count == 1, "willEnd runs once")
    }

    @Test("a termination signal right after real key presses sees every key")
    func signalSeesEveryKey() async throws {
        let (container, host) = try await UITestHost.container(TypingWorkflow(), width: 300, height: 120)
        defer { host.close() }
        var ended: [String] = []
        let endings = EndingCoordinator(root: container) { rendering, _ in ended.append(rendering.text) }
        try host.find(Entry.self).grabFocus()
        try await host.press("x")
        for key in ["y", "z"] { #expect(KeyboardSimulator.press(key)) }
        endings.terminate()
        #expect(ended == ["xyz"])
    }

    @Test("a close the rendering holds asks the workflow; Cancel keeps the window, the confirmed answer ends it")
    func heldCloseWaitsForTheAnswer() async throws {
        let (container, host) = try await UITestHost.container(TypingWorkflow(), width: 300, height: 120)
        defer { host.close() }
        var ended: [(text: String, ending: AppEnding)] = []
        let endings = EndingCoordinator(root: container) { rendering, ending in ended.append((rendering.text, ending)) }
        try host.find(Entry.self).grabFocus()
        try await host.press("q")
        #expect(endings.closeRequested(host.window), "unsaved work that cannot be written holds the close")
        #expect(endings.isHoldingEnding && ended.isEmpty)
        container.flush()
        #expect(container.host.rendering.isAsking, "the workflow was asked (its dialog would show)")
        container.host.rendering.answer(false)
        container.flush()
        #expect(ended.isEmpty && !container.host.rendering.isAsking, "Cancel: nothing ends")
        #expect(endings.closeRequested(host.window))
        container.flush()
        container.host.rendering.answer(true)
        container.flush()
        #expect(ended.map(\.text) == ["q"] && ended.map(\.ending) == [.windowClose], "the confirmed answer ends the held close")
        #expect(!endings.isHoldingEnding)
    }
}

/// A text field whose text is the state; text with a "q" cannot be written (its ending asks).
struct TypingWorkflow: Workflow {
    struct State {
        var text = ""
        var isAsking = false
        var isConfirmed = false
    }

    enum Action: WorkflowAction {
        typealias WorkflowType = TypingWorkflow
        case changed(String)
        case endingRequested
        case answered(Bool)

        func apply(toState state: inout State) -> Never? {
            switch self {
            case .changed(let text): state.text = text
            case .endingRequested: state.isAsking = true
            case .answered(let confirmed):
                state.isAsking = false
                state.isConfirmed = confirmed
            }
            return nil
        }
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<TypingWorkflow>) -> TypingScreen {
        let sink = context.makeSink(of: Action.self)
        return TypingScreen(text: state.text, isAsking: state.isAsking, isConfirmed: state.isConfirmed,
                            onChange: { sink.send(.changed($0)) }, onEndingRequested: { sink.send(.endingRequested) },
                            answer: { sink.send(.answered($0)) })
    }
}

/// The rendering: an entry, and the ending policy.
struct TypingScreen: Screen, EndingGuarding {
    var text: String
    var isAsking: Bool
    var isConfirmed: Bool
    var onChange: (String) -> Void
    var onEndingRequested: () -> Void
    var answer: (Bool) -> Void

    /// Text with a "q" cannot be written (as a folder gone would).
    var hasUnwritableEdits: Bool { text.contains("q") }

    var endingPolicy: EndingPolicy {
        if isConfirmed { return .confirmed }
        return hasUnwritableEdits ? .ask(onEndingRequested) : .proceed
    }

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        TypingViewController.description(for: self, environment: environment)
    }
}

/// Shows `TypingScreen`: an entry sending each change.
final class TypingViewController: ScreenViewController<TypingScreen> {
    override func viewDidLoad() {
        super.viewDidLoad()
        let entry = Entry()
        entry.onChanged { [weak self, unowned entry] in self?.screen.onChange(entry.text) }
        view.append(entry)
    }
}
