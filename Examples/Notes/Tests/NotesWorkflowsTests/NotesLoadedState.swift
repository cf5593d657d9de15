import Foundation
import NotesCore
import NotesWorkflows

extension NotesFolder.Entry {
    /// A note read from the folder: `name` holding `text`, last changed at `modified`.
    static func note(_ name: String, _ text: String, modified: Date) -> NotesFolder.Entry {
        NotesFolder.Entry(summary: NoteSummary(fileName: name, modified: modified, text: NoteText(text)), text: text)
    }
}

extension NotesWorkflow.State {
    /// The state of a `NotesWorkflow` over `folder` once `entries` were listed and read.
    @MainActor
    static func loaded(_ entries: [NotesFolder.Entry], folder: NotesFolder) -> NotesWorkflow.State {
        var state = NotesWorkflow(folder: folder).makeInitialState()
        _ = NotesAction.folder(.loading(.listed(.success(NotesListing(entries.map { NoteListing(fileName: $0.summary.fileName, modified: $0.summary.modified) })))))
            .apply(toState: &state)
        _ = NotesAction.folder(.loading(.read(entries))).apply(toState: &state)
        _ = NotesAction.folder(.loading(.finished)).apply(toState: &state)
        return state
    }
}
