import Foundation
import NotesCore
import Workflow

/// The search, a child of `NotesWorkflow`: what the search field holds, the search of the
/// notes' index that runs as a worker (`SearchNotesWorker`, replaced by the next
/// keystroke), and its answer. The parent passes the index and the list's rows it searches
/// (with the generation they belong to) and narrows its list by the answer; it clears the
/// query by bumping `clearRequest` (a new note, an import), and hears when the user asks for
/// the search field (a folded window then shows the list).
public struct NotesSearchWorkflow: Workflow {
    /// The notes' texts.
    public var index: NoteSearchIndex
    /// Counts the versions of the notes and their order (an answer for another is stale).
    public var generation: Int
    /// Every note's row, in the list's order: a search answers with positions among them.
    public var rows: [NotesRendering.Row]
    /// Bumped by the parent to empty the search field.
    public var clearRequest: Int

    /// The search over `index` and `rows`, at `generation`.
    public init(index: NoteSearchIndex, generation: Int, rows: [NotesRendering.Row], clearRequest: Int = 0) {
        self.index = index
        self.generation = generation
        self.rows = rows
        self.clearRequest = clearRequest
    }

    /// What the search remembers.
    public struct State {
        /// What the search field holds.
        public var query = ""
        /// The last answer for `query` (for the generation it names).
        public var result: SearchNotesResult?
        /// Where the rows' notes are in the index, from the last search of every row: the next
        /// search of the same rows reads them by place (they hold while the rows and the index
        /// are as they were).
        public var rowEntries: NoteSearchRowEntries?
        /// Bumped to focus the search field.
        public var focusRequest = 0
        /// The parent's `clearRequest` last seen.
        public var clearRequest = 0

        /// An empty search field.
        public init(query: String = "", result: SearchNotesResult? = nil) {
            self.query = query
            self.result = result
        }
    }

    /// What the parent hears.
    public enum Output: Equatable, Sendable {
        /// The user asked for the search field (Ctrl+F).
        case focusRequested
    }

    /// The search field and the answer the parent narrows its list by.
    public struct Rendering {
        /// What the search field holds.
        public var query: String
        /// Whether the query holds text (the list shows matches only).
        public var isSearching: Bool
        /// The answer to narrow the list by (the last one while the next runs); nil: none
        /// yet, or nothing searched.
        public var result: SearchNotesResult?
        /// Whether the answer is for the query and the notes as they are now.
        public var isCurrent: Bool
        /// Bumped when the search field should take the keyboard focus.
        public var focusRequest: Int
        /// The search field changed.
        public var onQueryChange: (String) -> Void
        /// Asks for the search field (Ctrl+F).
        public var onFocusSearch: () -> Void

        /// A rendering from its parts (by default: nothing searched).
        public init(query: String = "", isSearching: Bool = false, result: SearchNotesResult? = nil, isCurrent: Bool = false,
                    focusRequest: Int = 0, onQueryChange: @escaping (String) -> Void = { _ in }, onFocusSearch: @escaping () -> Void = {}) {
            self.query = query
            self.isSearching = isSearching
            self.result = result
            self.isCurrent = isCurrent
            self.focusRequest = focusRequest
            self.onQueryChange = onQueryChange
            self.onFocusSearch = onFocusSearch
        }
    }

    /// An empty search field.
    public func makeInitialState() -> State {
        var state = State()
        state.clearRequest = clearRequest
        return state
    }

    /// Empties the search field when the parent asks.
    public func workflowDidChange(from previousWorkflow: NotesSearchWorkflow, state: inout State) {
        guard clearRequest != state.clearRequest else { return }
        state.clearRequest = clearRequest
        state.query = ""
        state.result = nil
    }

    /// Runs the search while the answer is not current, and renders the field and the answer.
    public func render(state: State, context: RenderContext<NotesSearchWorkflow>) -> Rendering {
        let isSearching = !state.query.trimmingCharacters(in: .whitespaces).isEmpty
        let current = state.result.map { $0.query == state.query && $0.generation == generation } ?? false
        if isSearching && !current {
            SearchNotesWorker(index: index, query: state.query, generation: generation,
                              rows: rows, candidates: rowsToSearch(state: state), rowEntries: state.rowEntries)
                .running(in: context, key: "search") { NotesSearchAction.searched($0) }
        }
        let sink = context.makeSink(of: NotesSearchAction.self)
        return Rendering(query: state.query, isSearching: isSearching, result: isSearching ? state.result : nil, isCurrent: current,
                         focusRequest: state.focusRequest,
                         onQueryChange: { sink.send(.query($0)) },
                         onFocusSearch: { sink.send(.focusSearch) })
    }

    /// The positions in `rows` a search of `state.query` looks at: the last answer's when the
    /// query narrows its query over the same rows and notes (a letter typed at the end; notes
    /// read since, a new revision of the index, may match); nil: every row.
    public func rowsToSearch(state: State) -> [Int]? {
        if let result = state.result, result.generation == generation, result.rowEntries?.revision === index.revision,
           result.searchedRows, result.rows.all == rows,
           NoteSearchQuery(state.query).narrows(NoteSearchQuery(result.query)) {
            return result.rows.positions
        }
        return nil
    }
}
