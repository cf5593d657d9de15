import Foundation
import NotesCore
import Workflow

/// The notes app's logic: reads the folder, lists the notes in the chosen order, narrows
/// the list to a search, and keeps the selected note. Renders a `NotesRendering`.
public struct NotesWorkflow: Workflow {
    /// The folder the notes live in.
    public var folder: NotesFolder
    /// The order the list starts in (the setting's value).
    public var sortOrder: NoteSortOrder

    /// The workflow for `folder`, listing in `sortOrder`.
    public init(folder: NotesFolder, sortOrder: NoteSortOrder = .newestFirst) {
        self.folder = folder
        self.sortOrder = sortOrder
    }

    /// What the workflow remembers.
    public struct State {
        /// Whether the folder is being read, was read, or could not be read.
        public var phase: Phase = .loading
        /// Bumped for each new read of the folder.
        public var loadGeneration = 0
        /// Every note listed, by file name (a note not read yet has a title from its file
        /// name and no text).
        public var notes: [String: NotesFolder.Entry] = [:]
        /// The notes listed but not read yet.
        public var unread: Set<String> = []
        /// Whether the folder is still being read (listed, or its notes' contents).
        public var isReading = true
        /// The notes' texts for search.
        public var index = NoteSearchIndex([])
        /// Bumped whenever the notes change (a search of an older version is stale).
        public var notesGeneration = 0
        /// The list's order.
        public var sortOrder: NoteSortOrder
        /// What the search field holds.
        public var query = ""
        /// The last search's answer (for `query` over `notesGeneration` when current).
        public var searchResult: SearchNotesResult?
        /// The note shown in the editor.
        public var selected: String?

        /// A state listing in `sortOrder`, before the folder is read.
        public init(sortOrder: NoteSortOrder) {
            self.sortOrder = sortOrder
        }
    }

    /// Where reading the folder stands.
    public enum Phase: Equatable {
        /// The folder is being read.
        case loading
        /// The folder was read.
        case loaded
        /// The folder could not be read.
        case failed(NotesFolderError)
    }

    /// Starts reading the folder, in the workflow's order.
    public func makeInitialState() -> State { State(sortOrder: sortOrder) }

    /// Reads the folder again when it changes.
    public func workflowDidChange(from previousWorkflow: NotesWorkflow, state: inout State) {
        if previousWorkflow.folder.url != folder.url {
            let generation = state.loadGeneration + 1
            state = State(sortOrder: state.sortOrder)
            state.loadGeneration = generation
        }
    }

    /// Lists the notes (narrowed by the current search) and runs the folder read and the
    /// search as workers.
    public func render(state: State, context: RenderContext<NotesWorkflow>) -> NotesRendering {
        if state.isReading {
            LoadNotesWorker(folder: folder, generation: state.loadGeneration)
                .running(in: context, key: "load") { NotesAction.loading($0) }
        }
        let isSearching = !state.query.trimmingCharacters(in: .whitespaces).isEmpty
        let current = state.searchResult.map { $0.query == state.query && $0.generation == state.notesGeneration } ?? false
        if isSearching && !current {
            SearchNotesWorker(index: state.index, query: state.query, generation: state.notesGeneration)
                .running(in: context, key: "search") { NotesAction.searched($0) }
        }
        let sink = context.makeSink(of: NotesAction.self)
        var summaries = state.notes.values.map(\.summary)
        if isSearching, let result = state.searchResult {
            summaries = summaries.filter { result.fileNames.contains($0.fileName) }
        }
        let rows = state.sortOrder.sorted(summaries).map {
            NotesRendering.Row(fileName: $0.fileName, title: $0.text.title, snippet: $0.text.snippet,
                               modified: $0.modified, readOnlyReason: $0.readOnlyReason)
        }
        let selectedEntry = state.selected.flatMap { state.notes[$0] }
        return NotesRendering(
            status: Self.status(state: state, isSearching: isSearching, searchIsCurrent: current, rowCount: rows.count),
            rows: rows,
            selected: selectedEntry.map { NotesRendering.Editor(fileName: $0.summary.fileName, text: $0.text,
                                                                  readOnlyReason: $0.summary.readOnlyReason,
                                                                  isRead: !state.unread.contains($0.summary.fileName)) },
            query: state.query,
            sortOrder: state.sortOrder,
            onSelect: { sink.send(.select($0)) },
            onQueryChange: { sink.send(.query($0)) },
            onSortOrderChange: { sink.send(.sortOrder($0)) },
            onReload: { sink.send(.reload) })
    }

    private static func status(state: State, isSearching: Bool, searchIsCurrent: Bool, rowCount: Int) -> NotesRendering.Status {
        switch state.phase {
        case .loading: return .loading
        case .failed(let error): return .failed(message: error.description)
        case .loaded:
            if state.notes.isEmpty { return .empty }
            if isSearching && !searchIsCurrent && state.searchResult == nil { return .searching }
            if isSearching && rowCount == 0 { return .noMatches(query: state.query) }
            return .ready
        }
    }
}

/// What the user and the workers do to the notes.
public enum NotesAction: WorkflowAction {
    public typealias WorkflowType = NotesWorkflow

    /// What reading the folder reported.
    case loading(LoadNotesEvent)
    /// A search finished (nil: it was cancelled).
    case searched(SearchNotesResult?)
    /// The user chose a note (nil: none).
    case select(String?)
    /// The user typed in the search field.
    case query(String)
    /// The user chose another order.
    case sortOrder(NoteSortOrder)
    /// The user asked to read the folder again.
    case reload

    /// Applies the action.
    public func apply(toState state: inout NotesWorkflow.State) -> Never? {
        switch self {
        case .loading(.listed(.success(let listing))):
            state.phase = .loaded
            state.notes = Dictionary(listing.map { note in
                let stem = String(note.fileName.dropLast(NoteFileName.pathExtension.count + 1))
                return (note.fileName, NotesFolder.Entry(
                    summary: NoteSummary(fileName: note.fileName, modified: note.modified, text: NoteText(stem)), text: nil))
            }, uniquingKeysWith: { first, _ in first })
            state.unread = Set(state.notes.keys)
            state.index = NoteSearchIndex([])
            state.notesGeneration += 1
            if let selected = state.selected, state.notes[selected] == nil { state.selected = nil }
        case .loading(.listed(.failure(let error))):
            state.phase = .failed(error)
            state.notes = [:]
            state.unread = []
            state.isReading = false
            state.index = NoteSearchIndex([])
            state.notesGeneration += 1
            state.selected = nil
        case .loading(.read(let entries)):
            for entry in entries {
                state.notes[entry.summary.fileName] = entry
                state.unread.remove(entry.summary.fileName)
            }
            state.index.add(entries.map { (fileName: $0.summary.fileName, text: $0.text ?? $0.summary.text.title) })
            state.notesGeneration += 1
        case .loading(.finished):
            // Listed but never read: gone meanwhile.
            for name in state.unread { state.notes[name] = nil }
            if let selected = state.selected, state.notes[selected] == nil { state.selected = nil }
            state.unread = []
            state.isReading = false
            state.notesGeneration += 1
        case .searched(let result):
            guard let result, result.query == state.query, result.generation == state.notesGeneration else { return nil }
            state.searchResult = result
        case .select(let fileName):
            state.selected = fileName.flatMap { state.notes[$0] == nil ? nil : $0 }
        case .query(let query):
            state.query = query
        case .sortOrder(let order):
            state.sortOrder = order
        case .reload:
            state.phase = .loading
            state.isReading = true
            state.loadGeneration += 1
        }
        return nil
    }
}
