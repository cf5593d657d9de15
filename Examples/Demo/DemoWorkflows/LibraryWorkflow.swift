import Workflow
import WorkflowPlatform

/// The Library tab: a split view with a list of items (books and albums) and the selected
/// item's detail; an empty library shows the empty-state screen. Restorable: the
/// selection, the detail shown and whether the library was cleared are saved (the items as
/// their catalogue, `LibraryWorkflow+Restoration.swift`).
public struct LibraryWorkflow: RestorableWorkflow {
    /// Where the items come from (the samples unless `--library-size` asked for more).
    public var catalogue: LibraryCatalogue
    /// Where the sort order is kept (the demo's GSettings), or nil: then it lives in the
    /// state only (`--no-restore` reads and writes no setting).
    public var settings: SettingsStore?

    /// Creates the Library tab over `catalogue`, its sort order kept in `settings`.
    public init(catalogue: LibraryCatalogue = .samples, settings: SettingsStore? = nil) {
        self.catalogue = catalogue
        self.settings = settings
    }

    /// The items and the selection.
    public struct State: Equatable, Sendable {
        /// The items listed.
        public var items: [LibraryItem]
        /// The selected item's index.
        public var selectedIndex: Int?
        /// Whether a narrow window shows the detail (an item was chosen) rather than the list.
        public var isShowingDetail: Bool
        /// The items a clear removed, kept while its Undo is offered.
        public var clearedItems: [LibraryItem]?
        /// Where `items` came from: the library holds the catalogue's items or none.
        public var catalogue: LibraryCatalogue
        /// Whether the Import file chooser is shown.
        public var isImporting = false
        /// The order the items are listed in.
        public var sortOrder: LibrarySortOrder = .catalogue
        /// The items in `sortOrder` when it is not the catalogue's (kept, not sorted at each render).
        public var sorted: LibrarySortedItems?
        /// The last sort order chosen in Preferences, to be written to the settings.
        public var pendingSortWrite: LibrarySortWrite?
        /// The last Copy asked for: its text, and its number (each Copy copies once, keyed by it).
        public var pendingCopy: LibraryCopy?
        /// Creates a state.
        public init(items: [LibraryItem] = LibraryItem.samples, selectedIndex: Int? = 0, isShowingDetail: Bool = false,
                    clearedItems: [LibraryItem]? = nil, catalogue: LibraryCatalogue = .samples) {
            self.items = items
            self.selectedIndex = selectedIndex
            self.isShowingDetail = isShowingDetail
            self.clearedItems = clearedItems
            self.catalogue = catalogue
        }

        /// Sorts the items again in `sortOrder` (after they or the order changed).
        public mutating func resort() {
            sorted = sortOrder.order(of: items).map { LibrarySortedItems(positions: $0, items: $0.map { items[$0] }) }
        }

        /// The full library of `catalogue`, its first item selected.
        public static func full(_ catalogue: LibraryCatalogue) -> State {
            let items = catalogue.items
            return State(items: items, selectedIndex: items.isEmpty ? nil : 0, catalogue: catalogue)
        }
    }

    /// Starts with the catalogue's items, the first selected.
    public func makeInitialState() -> State { State.full(catalogue) }

    /// A new catalogue starts the library again.
    public func workflowDidChange(from previousWorkflow: LibraryWorkflow, state: inout State) {
        if previousWorkflow.catalogue != catalogue {
            let sortOrder = state.sortOrder
            state = State.full(catalogue)
            state.sortOrder = sortOrder
            state.resort()
        }
    }

    /// Renders the list and the detail of the selection.
    public func render(state: State, context: RenderContext<LibraryWorkflow>) -> LibraryRendering {
        let sink = context.makeSink(of: Action.self)
        let detail: LibraryDetail
        if state.items.isEmpty {
            detail = .empty(EmptyLibraryScreen(
                message: "Your Library Is Empty", details: "Add the sample books and albums to try the library.",
                actionText: "Add Sample Items",
                onAction: { sink.send(.restoreSamples) }))
        } else if let index = state.selectedIndex, state.items.indices.contains(index) {
            let item = state.items[index]
            switch item.kind {
            case .book(let author, let pages):
                detail = .book(BookDetailScreen(title: item.title, author: author, pages: pages))
            case .album(let artist, let tracks):
                detail = .album(AlbumDetailScreen(title: item.title, artist: artist, tracks: tracks))
            }
        } else {
            detail = .empty(EmptyLibraryScreen(
                message: "No Item Selected", details: "Choose an item in the list to see its details.",
                actionText: "Show the First Item",
                onAction: { sink.send(.select(0)) }))
        }
        if let settings {
            SettingWorker(store: settings, key: LibrarySortOrder.setting)
                .rendered(in: context, key: "sort-order") { result in Action.sortOrderRead(try? result.get()) }
            if let write = state.pendingSortWrite {
                context.writeSetting(write.order, to: LibrarySortOrder.setting, in: settings, key: "sort-order-write-\(write.number)")
            }
        }
        if let copy = state.pendingCopy {
            context.copyToClipboard(copy.text, key: LibraryCopy.sideEffectKey(copy.number))
        }
        let importRequest = state.isImporting ? FileChooserRequest(
            title: "Import Books", mode: .openFiles, acceptLabel: "Import",
            filters: [FileChooserFilter(name: "Books", patterns: LibraryItem.importPatterns), FileChooserFilter(name: "All Files", patterns: ["*"])],
            onResult: { sink.send(.imported($0)) }) : nil
        let selected = state.selectedIndex.flatMap { state.items.indices.contains($0) ? state.items[$0] : nil }
        let undo = state.clearedItems.map { items in
            LibraryUndo(removedCount: items.count, onUndo: { sink.send(.undoClear) }, onDismiss: { sink.send(.dismissUndo) })
        }
        let sorted = state.sorted
        return LibraryRendering(
            items: sorted?.items ?? state.items,
            selectedIndex: sorted.flatMap { sorted in state.selectedIndex.flatMap { sorted.positions.firstIndex(of: $0) } } ?? state.selectedIndex,
            onSelect: { shown in
                guard let sorted else { return sink.send(.select(shown)) }
                if sorted.positions.indices.contains(shown) { sink.send(.select(sorted.positions[shown])) }
            },
            onClear: { sink.send(.clear) },
            detail: detail,
            isShowingDetail: state.isShowingDetail && !state.items.isEmpty,
            onBack: { sink.send(.back) },
            undo: undo,
            onCopy: selected == nil ? nil : { sink.send(.copySelected) },
            onImport: { sink.send(.startImport) },
            importRequest: importRequest,
            onDropFiles: { sink.send(.importFiles($0)) },
            sortOrder: state.sortOrder,
            onSortOrderChange: { sink.send(.chooseSortOrder($0)) })
    }

    /// The library's actions.
    public enum Action: WorkflowAction, Equatable {
        /// Select the item at an index.
        case select(Int)
        /// Remove every item.
        case clear
        /// Put the catalogue's items back (the sample items by default).
        case restoreSamples
        /// Back from the detail to the list (a narrow window).
        case back
        /// Put back what the last clear removed.
        case undoClear
        /// The Undo offer went away: forget what the clear removed.
        case dismissUndo
        /// Copy the selected item's title and author or artist to the clipboard.
        case copySelected
        /// Ask for files to import (show the file chooser).
        case startImport
        /// The file chooser's answer: the chosen files are imported; a cancel imports nothing.
        case imported(FileChooserResult)
        /// Files dropped on the library: each becomes a book.
        case importFiles([String])
        /// The user chose a sort order in Preferences: list in it, and keep it in the settings.
        case chooseSortOrder(LibrarySortOrder)
        /// The settings hold this sort order (read at the start, and after each change); nil
        /// when it could not be read (the order stays).
        case sortOrderRead(LibrarySortOrder?)

        /// Applies the action.
        public func apply(toState state: inout State) -> Never? {
            let kept = (sortOrder: state.sortOrder, write: state.pendingSortWrite)
            switch self {
            case .select(let index):
                if state.items.indices.contains(index) {
                    state.selectedIndex = index
                    state.isShowingDetail = true
                }
            case .clear:
                let cleared = state.items.isEmpty ? state.clearedItems : state.items
                state = State(items: [], selectedIndex: nil, clearedItems: cleared, catalogue: state.catalogue)
                (state.sortOrder, state.pendingSortWrite) = kept
                state.resort()
            case .restoreSamples:
                state = State.full(state.catalogue)
                (state.sortOrder, state.pendingSortWrite) = kept
                state.resort()
            case .back:
                state.isShowingDetail = false
            case .undoClear:
                guard let items = state.clearedItems else { break }
                state = State(items: items, selectedIndex: items.isEmpty ? nil : 0, catalogue: state.catalogue)
                (state.sortOrder, state.pendingSortWrite) = kept
                state.resort()
            case .dismissUndo:
                state.clearedItems = nil
            case .startImport:
                state.isImporting = true
            case .imported(let result):
                state.isImporting = false
                Self.importFiles(result.paths, into: &state)
            case .importFiles(let paths):
                Self.importFiles(paths, into: &state)
            case .chooseSortOrder(let order):
                state.pendingSortWrite = LibrarySortWrite(number: (state.pendingSortWrite?.number ?? 0) + 1, order: order)
                if state.sortOrder != order {
                    state.sortOrder = order
                    state.resort()
                }
            case .sortOrderRead(let order):
                if let order, order != state.sortOrder {
                    state.sortOrder = order
                    state.resort()
                }
            case .copySelected:
                guard let index = state.selectedIndex, state.items.indices.contains(index) else { break }
                state.pendingCopy = LibraryCopy(number: (state.pendingCopy?.number ?? 0) + 1,
                                                text: state.items[index].clipboardText)
            }
            return nil
        }

        /// The workflow this action belongs to.
        public typealias WorkflowType = LibraryWorkflow

        /// Adds a book for each path (named after its file) at the end, and selects the
        /// first new one; nothing for no paths. A clear's Undo offer ends (its items would
        /// replace the imported ones).
        static func importFiles(_ paths: [String], into state: inout State) {
            let added = paths.map { LibraryItem.imported(title: LibraryItem.title(ofFile: $0)) }
            guard !added.isEmpty else { return }
            state.selectedIndex = state.items.count
            state.items += added
            state.clearedItems = nil
            state.resort()
        }
    }
}

/// An item in the library.
public struct LibraryItem: Equatable, Hashable, Sendable {
    /// What kind of item, with its kind's details.
    public enum Kind: Equatable, Hashable, Sendable {
        /// A book.
        case book(author: String, pages: Int)
        /// A music album.
        case album(artist: String, tracks: [String])
    }

    /// The item's title.
    public var title: String
    /// The item's kind.
    public var kind: Kind

    /// The items a new library starts with: books and albums interleaved so that selecting
    /// neighbours flips the detail between kinds.
    public static let samples: [LibraryItem] = [
        LibraryItem(title: "Design Patterns", kind: .book(author: "Gamma, Helm, Johnson, Vlissides", pages: 395)),
        LibraryItem(title: "Kind of Blue", kind: .album(artist: "Miles Davis", tracks: ["So What", "Freddie Freeloader", "Blue in Green", "All Blues", "Flamenco Sketches"])),
        LibraryItem(title: "The Pragmatic Programmer", kind: .book(author: "Hunt, Thomas", pages: 352)),
        LibraryItem(title: "Blue Train", kind: .album(artist: "John Coltrane", tracks: ["Blue Train", "Moment's Notice", "Locomotion", "I'm Old Fashioned", "Lazy Bird"])),
        LibraryItem(title: "Refactoring", kind: .book(author: "Martin Fowler", pages: 448)),
    ]
    /// Creates the value from its parts.
    public init(title: String, kind: Kind) {
        self.title = title
        self.kind = kind
    }

    /// The author of imported books.
    public static let importedAuthor = "Imported"
    /// The file name patterns the Import chooser's Books filter lists.
    public static let importPatterns = ["*.epub", "*.pdf", "*.txt", "*.md", "*.mobi"]

    /// A book imported from a file: its title, "Imported" as its author, no page count.
    public static func imported(title: String) -> LibraryItem {
        LibraryItem(title: title, kind: .book(author: importedAuthor, pages: 0))
    }

    /// Whether the item is an imported book.
    public var isImported: Bool { kind == .book(author: Self.importedAuthor, pages: 0) }

    /// The title of a book imported from `path`: its file name without the extension
    /// (`/home/ada/Dune.epub` → `Dune`; a name that is only an extension stays whole).
    public static func title(ofFile path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// What Copy puts on the clipboard: `Title — Author` (a book) or `Title — Artist` (an album).
    public var clipboardText: String {
        switch kind {
        case .book(let author, _): "\(title) — \(author)"
        case .album(let artist, _): "\(title) — \(artist)"
        }
    }
}

/// The library's items in a sort order other than the catalogue's.
public struct LibrarySortedItems: Equatable, Sendable {
    /// For each listed position, the item's index in the library's items.
    public var positions: [Int]
    /// The items as listed.
    public var items: [LibraryItem]
    /// Creates the value from its parts.
    public init(positions: [Int], items: [LibraryItem]) {
        self.positions = positions
        self.items = items
    }
}

/// A sort order to write to the settings, numbered (the write runs once per number).
public struct LibrarySortWrite: Equatable, Sendable {
    /// Counts the writes.
    public var number: Int
    /// The order written.
    public var order: LibrarySortOrder
    /// Creates the value from its parts.
    public init(number: Int, order: LibrarySortOrder) {
        self.number = number
        self.order = order
    }
}

/// A Copy the library asked for: the text, and which Copy it is (the clipboard side effect
/// runs once per number).
public struct LibraryCopy: Equatable, Sendable {
    /// Counts the Copies: each new one has the next number.
    public var number: Int
    /// The text copied.
    public var text: String
    /// Creates the value from its parts.
    public init(number: Int, text: String) {
        self.number = number
        self.text = text
    }

    /// The key of the side effect that makes Copy number `number`.
    public static func sideEffectKey(_ number: Int) -> String { "library-copy-\(number)" }
}

/// The Library tab's rendering: a split of the list and the detail.
public struct LibraryRendering {
    /// The items listed.
    public var items: [LibraryItem]
    /// The selected index.
    public var selectedIndex: Int?
    /// Selects an item.
    public var onSelect: (Int) -> Void
    /// Empties the library.
    public var onClear: () -> Void
    /// The trailing side.
    public var detail: LibraryDetail
    /// Whether a narrow window shows the detail rather than the list.
    public var isShowingDetail: Bool
    /// Back from the detail to the list (a narrow window).
    public var onBack: () -> Void
    /// The Undo offered after a clear, while it is offered.
    public var undo: LibraryUndo?
    /// Copies the selected item's title and author or artist (nil: nothing is selected).
    public var onCopy: (() -> Void)?
    /// Shows the Import file chooser.
    public var onImport: () -> Void
    /// The Import file chooser, while it is shown (its title and labels in English: the
    /// screens translate them).
    public var importRequest: FileChooserRequest?
    /// Imports files dropped on the library (their paths).
    public var onDropFiles: ([String]) -> Void
    /// The order the items are listed in.
    public var sortOrder: LibrarySortOrder
    /// Lists the items in another order (and keeps it in the settings).
    public var onSortOrderChange: (LibrarySortOrder) -> Void
    /// Creates the value from its parts.
    public init(items: [LibraryItem], selectedIndex: Int?, onSelect: @escaping (Int) -> Void, onClear: @escaping () -> Void,
                detail: LibraryDetail, isShowingDetail: Bool = false, onBack: @escaping () -> Void = {}, undo: LibraryUndo? = nil,
                onCopy: (() -> Void)? = nil, onImport: @escaping () -> Void = {}, importRequest: FileChooserRequest? = nil,
                onDropFiles: @escaping ([String]) -> Void = { _ in }, sortOrder: LibrarySortOrder = .catalogue,
                onSortOrderChange: @escaping (LibrarySortOrder) -> Void = { _ in }) {
        self.items = items
        self.selectedIndex = selectedIndex
        self.onSelect = onSelect
        self.onClear = onClear
        self.detail = detail
        self.isShowingDetail = isShowingDetail
        self.onBack = onBack
        self.undo = undo
        self.onCopy = onCopy
        self.onImport = onImport
        self.importRequest = importRequest
        self.onDropFiles = onDropFiles
        self.sortOrder = sortOrder
        self.onSortOrderChange = onSortOrderChange
    }
}

/// The Undo offered after clearing the library (shown as a toast).
public struct LibraryUndo {
    /// How many items the clear removed.
    public var removedCount: Int
    /// Puts the items back.
    public var onUndo: () -> Void
    /// The offer went away (dismissed or timed out).
    public var onDismiss: () -> Void
    /// Creates the value from its parts.
    public init(removedCount: Int, onUndo: @escaping () -> Void, onDismiss: @escaping () -> Void) {
        self.removedCount = removedCount
        self.onUndo = onUndo
        self.onDismiss = onDismiss
    }
}

/// The trailing side of the library: a book, an album, or the empty state.
public enum LibraryDetail {
    /// A book's detail.
    case book(BookDetailScreen)
    /// An album's detail.
    case album(AlbumDetailScreen)
    /// Nothing to show: an empty state that says how to pick an item.
    case empty(EmptyLibraryScreen)
}

/// A book's detail.
public struct BookDetailScreen: Equatable {
    /// Title.
    public var title: String
    /// Author(s).
    public var author: String
    /// Page count.
    public var pages: Int
    /// Creates the value from its parts.
    public init(title: String, author: String, pages: Int) {
        self.title = title
        self.author = author
        self.pages = pages
    }
}

/// An album's detail.
public struct AlbumDetailScreen: Equatable {
    /// Title.
    public var title: String
    /// Artist.
    public var artist: String
    /// Track titles.
    public var tracks: [String]
    /// Creates the value from its parts.
    public init(title: String, artist: String, tracks: [String]) {
        self.title = title
        self.artist = artist
        self.tracks = tracks
    }
}

/// The empty state (`controller-with-view-model.md`): a message and an action button.
public struct EmptyLibraryScreen {
    /// The title shown (a heading: GNOME's header capitalization, no final period).
    public var message: String
    /// The sentence under the title: what to do.
    public var details: String
    /// The button's text.
    public var actionText: String
    /// Called on a tap of the button.
    public var onAction: () -> Void
    /// Creates the value from its parts.
    public init(message: String, details: String = "", actionText: String, onAction: @escaping () -> Void) {
        self.message = message
        self.details = details
        self.actionText = actionText
        self.onAction = onAction
    }
}
