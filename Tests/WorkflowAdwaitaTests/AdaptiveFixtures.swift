import Adw
import Gtk
import Workflow
import WorkflowAdwaita
import WorkflowContainers
import WorkflowUI

/// A library-like app on WorkflowAdwaita: a list beside a detail (folding when narrow), a
/// second tab with a back stack, an optional toast and an optional alert, all owned by the
/// workflow's state.
struct AdaptiveAppWorkflow: Workflow {
    struct State: Equatable {
        var tab = 0
        var selected: Int?
        var showsDetail = false
        var stack = ["root"]
        var toast: String?
        var dismissedToasts = 0
        var undone = 0
        var alertShown = false
        var alertAnswers: [String] = []
    }

    var initialState = State()

    func makeInitialState() -> State { initialState }

    func render(state: State, context: RenderContext<AdaptiveAppWorkflow>) -> AdaptivePageScreen {
        let sink = context.makeStateMutationSink()
        let rows = ["Apples", "Pears", "Plums"].map { BoxedListScreen.Row(title: $0, subtitle: "Fruit") }
        let detail = StatusPageScreen(iconName: "folder-symbolic", title: state.selected.map { rows[$0].title } ?? "Nothing chosen")
        let split = AdaptiveSplitScreen(
            leadingScreen: BoxedListScreen(rows: rows, selectedIndex: state.selected, accessibleName: "Fruit",
                                           onSelect: { index in sink.send { $0.selected = index; $0.showsDetail = true } }),
            trailingScreen: detail,
            trailingTitle: state.selected.map { rows[$0].title } ?? "Detail",
            showsTrailingWhenFolded: state.showsDetail,
            onBack: { sink.send { $0.showsDetail = false } })
        let stack = AdaptiveBackStackScreen(
            items: state.stack.map { name in
                AdaptiveBackStackScreen.Item(key: name, title: "Level \(name)", screen: StatusPageScreen(
                    iconName: nil, title: "Level \(name)", actionTitle: "Push",
                    onAction: { sink.send { $0.stack.append("\($0.stack.count)") } }))
            },
            onBack: { sink.send { if $0.stack.count > 1 { $0.stack.removeLast() } } })
        let alert = state.alertShown ? Alert(title: "Delete?", message: "It cannot be restored.", actions: [
            AlertAction(title: "Cancel", style: .cancel) { sink.send { $0.alertShown = false; $0.alertAnswers.append("cancel") } },
            AlertAction(title: "Delete", style: .destructive) { sink.send { $0.alertShown = false; $0.alertAnswers.append("delete") } },
        ]) : nil
        return AdaptivePageScreen(
            title: "Fruit", tabs: [
                .init(key: "split", title: "Split", iconName: "folder-symbolic",
                      screen: MessageDialogContainerScreen(baseScreen: split, alert: alert)),
                .init(key: "stack", title: "Stack", iconName: "go-home-symbolic", screen: stack),
            ], selectedTab: state.tab, onSelectTab: { index in sink.send { $0.tab = index } },
            menu: [.init(title: "Account", items: [.init(label: "Ask", action: { sink.send { $0.alertShown = true } })])],
            toast: state.toast.map { title in
                AdaptivePageScreen.Toast(key: title, title: title, buttonLabel: "Undo",
                                         onButton: { sink.send { $0.undone += 1 } },
                                         onDismiss: { sink.send { $0.toast = nil; $0.dismissedToasts += 1 } })
            })
    }
}
