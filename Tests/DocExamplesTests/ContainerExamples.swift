import Gtk
import Workflow
import WorkflowContainers
import WorkflowUI

// The doc examples of WorkflowContainers, compiled as written (DocExamplesTests checks
// that each doc block appears here line for line).

@MainActor
enum ContainerExamples {
    static func alert(state: MailWorkflow.State, editor: ComposeScreen, sink: Sink<MailWorkflow.Action>) -> AlertContainerScreen<ComposeScreen> {
        AlertContainerScreen(baseScreen: editor, alert: state.confirmingDelete ? Alert(
            title: "Delete the draft?", message: "This cannot be undone.",
            actions: [.init(title: "Cancel", style: .cancel) { sink.send(.keep) },
                      .init(title: "Delete", style: .destructive) { sink.send(.delete) }]) : nil)
    }

    static func modal(state: MailWorkflow.State, inbox: InboxScreen, sink: Sink<MailWorkflow.Action>) -> ModalContainerScreen<InboxScreen> {
        ModalContainerScreen(baseScreen: inbox, modals: state.composing ? [
            .init(key: "compose", screen: ComposeScreen(draft: state.draft), title: "New Message",
                  style: .sheet, onClose: { sink.send(.cancelCompose) }),
        ] : [])
    }

    static func accessible(state: MailWorkflow.State) -> AccessibleScreen<ComposeScreen> {
        ComposeScreen(draft: state.draft).accessibility(label: "New message", role: .form)
    }

    static func list(messages: [Message]) -> ListScreen<TextScreen> {
        var rows = ListScreen<TextScreen>.Rows(messages.map { .init(key: $0.id, screen: TextScreen(text: $0.subject)) })
        rows = rows.replacing(at: 7, with: .init(key: messages[7].id, screen: TextScreen(text: "Read")))
        rows.replaceScreen(at: 8, with: TextScreen(text: "Unread"))  // same key
        let inbox = ListScreen(rows: rows)
        return inbox
    }

    static func tabs(state: MailWorkflow.State, homeStack: BackStackScreen, scanStack: BackStackScreen,
                     sink: Sink<MailWorkflow.Action>) -> TabScreen {
        TabScreen(pages: [
            .init(key: "home", title: "Home", iconName: "go-home-symbolic", screen: homeStack),
            .init(key: "scan", title: "Scan", screen: scanStack),
        ], selectedIndex: state.tab, onSelect: { sink.send(.select($0)) })
    }

    static func backStack(state: MailWorkflow.State, message: Message, sink: Sink<MailWorkflow.Action>) -> BackStackScreen {
        BackStackScreen(items: [
            .init(key: "list", screen: InboxScreen(messages: state.messages), title: "Inbox"),
            .init(key: message.id, screen: MessageScreen(message: message), title: message.subject),
        ], onBack: { sink.send(.back) })
    }

    static func backStackWithBar(state: MailWorkflow.State, message: Message, sink: Sink<MailWorkflow.Action>) -> BackStackScreen {
        BackStackScreen(items: [
            .init(key: "list", screen: InboxScreen(messages: state.messages), title: "Inbox",
                  bar: .visible(trailingItem: BarButton(.text("Compose")) { sink.send(.compose) })),
            .init(key: message.id, screen: MessageScreen(message: message), title: message.subject),
        ], onBack: { sink.send(.back) })
    }

    static func barButtons(sink: Sink<MailWorkflow.Action>) -> [BarButton] {
        let cancel = BarButton(.text("Cancel")) { sink.send(.cancelCompose) }
        let compose = BarButton(.icon("mail-message-new-symbolic", accessibleName: "Compose")) { sink.send(.compose) }
        return [cancel, compose]
    }

    static func windowHeaderBar(window: Window) -> WindowHeaderBar {
        let shared = WindowHeaderBar.install(on: window)
        window.child = ContainerViewController(workflow: MailWorkflow()).view
        return shared
    }

    static func split(state: MailWorkflow.State, message: Message) -> SplitScreen<InboxScreen, MessageScreen> {
        SplitScreen(leadingScreen: InboxScreen(messages: state.messages),
                    trailingScreen: MessageScreen(message: message), ratio: .third)
    }

    static func responder(tabs: TabScreen, sink: Sink<MailWorkflow.Action>) -> ResponderScreen<TabScreen, AppEvent> {
        ResponderScreen(content: tabs) { (event: AppEvent) in
            switch event { case .didTapScan: sink.send(.selectTab(1)) }
            return .handled
        }
    }
}

enum AppEvent: String, ResponderEvent, CaseIterable { case didTapScan }

/// Sends the event from below (the ResponderEvent example's first half).
final class ScanViewController: ViewController {
    let scanButton = ScanButtonHolder()
    func scan() {
        send(AppEvent.didTapScan)
        scanButton.actionName = AppEvent.didTapScan.actionName
    }
}

/// Stands in for a button in `ScanViewController` (made before any display exists).
@MainActor
final class ScanButtonHolder {
    var actionName: String?
}

/// Handles the event above (the ResponderEvent example's second half).
final class MainViewController: ViewController {
    var received: [AppEvent] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        handleEvents(AppEvent.self) { [weak self] event in
            self?.received.append(event)
            return .handled
        }
    }
}
