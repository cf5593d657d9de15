import DemoWorkflows
import WorkflowAdwaita
import WorkflowPlatform
import WorkflowUI

// Container renderings of DemoWorkflows bound to WorkflowAdwaita's screens. The app logic
// renders plain values; only the screens know they become a back stack or a split.

extension ScanRendering: Screen {
    /// The scan levels as a back stack (its way back in the window's header bar).
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        backStackScreen.viewControllerDescription(environment: environment)
    }

    /// The scan levels as a back stack.
    var backStackScreen: AdaptiveBackStackScreen {
        AdaptiveBackStackScreen(
            items: items.map { item in
                switch item.content {
                case .list(let list): AdaptiveBackStackScreen.Item(key: item.key, title: localized(item.title), screen: list)
                case .detail(let detail): AdaptiveBackStackScreen.Item(key: item.key, title: localized("Code %s", String(detail.code.suffix(4))), screen: detail)
                }
            },
            onBack: onBack)
    }
}

extension LibraryRendering: Screen {
    /// The list and the detail as an adaptive split; an empty library as a status page.
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        if items.isEmpty, case .empty(let empty) = detail {
            return FileChooserContainerScreen(baseScreen: empty.acceptingFileDrops(onDropFiles), fileChooser: translatedImportRequest)
                .commands(commands).viewControllerDescription(environment: environment)
        }
        return FileChooserContainerScreen(baseScreen: splitScreen, fileChooser: translatedImportRequest)
            .commands(commands).viewControllerDescription(environment: environment)
    }

    /// The Import file chooser with its title, button and filter names translated.
    var translatedImportRequest: FileChooserRequest? {
        importRequest.map { request in
            var translated = request
            translated.title = localized(request.title)
            translated.acceptLabel = request.acceptLabel.map { localized($0) }
            translated.filters = request.filters.map { FileChooserFilter(name: localized($0.name), patterns: $0.patterns, mimeTypes: $0.mimeTypes) }
            return translated
        }
    }

    /// The library's commands (the page's primary menu lists them while the Library tab is
    /// shown; the list's context menu offers them too): Import…, Copy on the selected item,
    /// and Undo Clearing the Library while its toast offers it (a shortcut only: the toast
    /// has the button).
    var commands: [Command] {
        [
            Command(id: "import-files", title: localized("Import…"), shortcut: "<Control>o",
                    iconName: "document-open-symbolic", section: localized("Library"), isEnabled: importRequest == nil) { onImport() },
            Command(id: "copy-item", title: localized("Copy"), shortcut: "<Control>c",
                    iconName: "edit-copy-symbolic", section: localized("Library"), isEnabled: onCopy != nil) { onCopy?() },
            Command(id: "undo-clear", title: localized("Undo Clearing the Library"), shortcut: "<Control>z",
                    section: localized("Library"), isEnabled: undo != nil, showsInMenus: false) { undo?.onUndo() },
        ]
    }

    /// The list beside the detail; a narrow window shows one (the detail once an item was
    /// chosen, until back).
    var splitScreen: AdaptiveSplitScreen<DropTargetScreen<CommandScreen<LibraryListScreen>>, AnyScreen> {
        AdaptiveSplitScreen(
            leadingScreen: LibraryListScreen(items: items, selectedIndex: selectedIndex, onSelect: onSelect, onClear: onClear)
                .commands(commands.filter(\.showsInMenus), contextMenu: true)
                .acceptingFileDrops(onDropFiles),
            trailingScreen: detailScreen,
            trailingTitle: selectedIndex.flatMap { items.indices.contains($0) ? items[$0].title : nil } ?? localized("Library"),
            showsTrailingWhenFolded: isShowingDetail,
            onBack: onBack,
            leadingWidth: 300)
    }

    /// The trailing side: a book, an album or a status page, each its own controller kind.
    var detailScreen: AnyScreen {
        switch detail {
        case .book(let book): AnyScreen(book)
        case .album(let album): AnyScreen(album)
        case .empty(let empty): AnyScreen(empty)
        }
    }
}
