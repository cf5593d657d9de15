import DemoWorkflows
import WorkflowContainers
import WorkflowUI

// Container renderings of DemoWorkflows bound to WorkflowContainers' screens. The app
// logic renders plain values; only this executable knows they become a back stack or a
// split view.

extension ScanRendering: Screen {
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        backStackScreen.viewControllerDescription(environment: environment)
    }

    /// The scan levels as a back stack.
    var backStackScreen: BackStackScreen {
        BackStackScreen(
            items: items.map { item in
                switch item.content {
                case .list(let list): BackStackScreen.Item(key: item.key, screen: list, title: item.title)
                case .detail(let detail): BackStackScreen.Item(key: item.key, screen: detail, title: item.title)
                }
            },
            onBack: onBack)
    }
}

extension LibraryRendering: Screen {
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        splitScreen.viewControllerDescription(environment: environment)
    }

    /// The list and the detail as a split view (a third for the list).
    var splitScreen: SplitScreen<LibraryListScreen, AnyScreen> {
        SplitScreen(
            leadingScreen: LibraryListScreen(
                items: items, selectedIndex: selectedIndex, onSelect: onSelect, onClear: onClear),
            trailingScreen: detailScreen,
            ratio: .third)
    }

    /// The trailing side: a book, an album or the empty state, each its own controller kind.
    var detailScreen: AnyScreen {
        switch detail {
        case .book(let book): AnyScreen(book)
        case .album(let album): AnyScreen(album)
        case .empty(let empty): AnyScreen(empty)
        }
    }
}
