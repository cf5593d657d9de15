import GtkTestSupport
import Workflow
import WorkflowContainers
import WorkflowUI

/// An app as a workflow: a main screen on top handling `AppEvent`s, over tabs whose pages
/// are navigation stacks. The Home page's Scan button is a plain GTK button whose action
/// name is `AppEvent.didTapScan`.
struct MainWorkflow: Workflow {
    /// What reached the workflow, for the tests to read.
    @MainActor
    final class Record {
        var selections: [Int] = []
        var events: [String] = []
    }

    struct State: Equatable {
        var tab = 0
    }

    let record: Record

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<MainWorkflow>) -> ResponderScreen<TabScreen, AppEvent> {
        let sink = context.makeStateMutationSink()
        let home = BackStackScreen(items: [
            .init(key: "home", screen: ButtonScreen(title: "Scan", actionName: AppEvent.didTapScan.actionName), title: "Home"),
        ])
        let scan = BackStackScreen(items: [.init(key: "scan", screen: TextScreen(text: "Scanner"), title: "Scan")])
        let tabs = TabScreen(pages: [
            .init(key: "home", title: "Home", screen: home),
            .init(key: "scan", title: "Scan", screen: scan),
        ], selectedIndex: state.tab, onSelect: { index in
            record.selections.append(index)
            sink.send { $0.tab = index }
        })
        return ResponderScreen(content: tabs) { event in
            switch event {
            case .didTapScan:
                record.events.append(event.rawValue)
                sink.send { $0.tab = 1 }
                return .handled
            case .didTapHelp:
                return .passToParent
            }
        }
    }
}

/// Tabs whose workflow ignores the user's switches (to prove the screen stays the truth).
struct StubbornTabsWorkflow: Workflow {
    typealias State = [Int]
    let record: MainWorkflow.Record
    func makeInitialState() -> [Int] { [] }
    func render(state: [Int], context: RenderContext<StubbornTabsWorkflow>) -> TabScreen {
        let sink = context.makeStateMutationSink()
        return TabScreen(pages: [
            .init(key: "a", title: "A", screen: TextScreen(text: "A")),
            .init(key: "b", title: "B", screen: TextScreen(text: "B")),
        ], selectedIndex: 0, onSelect: { index in
            record.selections.append(index)
            sink.send { $0.append(index) }
        })
    }
}
