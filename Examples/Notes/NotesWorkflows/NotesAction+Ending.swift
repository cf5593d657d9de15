import NotesCore

extension NotesAction {
    /// Applies a request to end the app while edits cannot be written, and the user's answer
    /// (the question is the dialog `NotesRendering.endingQuestion`).
    func applyEnding(to state: inout NotesWorkflow.State) {
        switch self {
        case .endingRequested:
            // Asked again while an edit cannot be written; otherwise the ending may go on.
            let mustAsk = !state.unwritableDrafts.isEmpty
            state.asksAboutEnding = mustAsk
            state.endingConfirmed = !mustAsk
        case .endingAnswered(.cancel):
            state.asksAboutEnding = false
            state.endingSaveAs = nil
        case .endingAnswered(.discard):
            for path in state.unwritableDrafts.map(\.path) {
                guard let draft = state.drafts.removeValue(forKey: path) else { continue }
                state.conflicts[draft.fileName] = nil
            }
            state.asksAboutEnding = false
            state.endingConfirmed = true
        case .endingAnswered(.saveAs):
            guard let first = state.unwritableDrafts.first else {
                state.asksAboutEnding = false
                state.endingConfirmed = true
                return
            }
            state.endingSaveAs = first.path
            state.chooser = .saveAs(fileName: first.draft.fileName)
        default:
            break
        }
    }
}

extension NotesWorkflow.State {
    /// The edits that cannot be written to their files now: their last write failed, or
    /// another program changed the file (a conflict not settled yet), by path.
    public var unwritableDrafts: [(path: String, draft: NoteDraft)] {
        drafts.sorted { $0.key < $1.key }
            .filter { path, draft in draft.failure != nil || isInConflict(path: path, draft: draft) }
            .map { (path: $0.key, draft: $0.value) }
    }

    /// A Save As… the ending question asked for wrote the edit at `path` elsewhere: the edit
    /// is safe; the question is asked again for the next one, or the app may end.
    mutating func endingSaveAsWritten() {
        guard let path = endingSaveAs else { return }
        endingSaveAs = nil
        if let draft = drafts.removeValue(forKey: path) { conflicts[draft.fileName] = nil }
        if unwritableDrafts.isEmpty {
            asksAboutEnding = false
            endingConfirmed = true
        }
    }
}
