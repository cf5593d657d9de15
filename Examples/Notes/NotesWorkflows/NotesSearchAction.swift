import Workflow

/// What the user and the search worker do to the search.
public enum NotesSearchAction: WorkflowAction {
    public typealias WorkflowType = NotesSearchWorkflow

    /// The user typed in the search field.
    case query(String)
    /// A search finished (nil: it was cancelled).
    case searched(SearchNotesResult?)
    /// The user asked for the search field (Ctrl+F).
    case focusSearch

    /// Applies the action; a request for the search field goes to the parent.
    public func apply(toState state: inout NotesSearchWorkflow.State) -> NotesSearchWorkflow.Output? {
        switch self {
        case .query(let query):
            state.query = query
            // An answer for text that was cleared says nothing about the next search: until that
            // one answers, the list shows every note, not the matches of an old query.
            if query.allSatisfy(\.isWhitespace) { state.result = nil }
        case .searched(let result):
            if let entries = result?.rowEntries { state.rowEntries = entries }
            // Only an answer to the query in the field (one for older notes is shown by its
            // names until the next answers).
            guard let result, result.query == state.query else { return nil }
            if let kept = state.result, kept.query == result.query, kept.generation > result.generation { return nil }
            state.result = result
        case .focusSearch:
            state.focusRequest += 1
            return .focusRequested
        }
        return nil
    }
}
