import Foundation
import NotesCore
import Workflow

extension NotesWorkflow {
    /// Keeps the versions saves replaced (`KeepNoteVersionWorker`), one at a time per note
    /// (so each sees the one before it and never keeps a version equal to it).
    func renderVersionKeeps(state: State, context: RenderContext<NotesWorkflow>) {
        guard let history else { return }
        var notesKeeping = Set<String>()
        for (number, keep) in state.versionKeeps.sorted(by: { $0.key < $1.key })
        where notesKeeping.insert(keep.folder + "/" + keep.fileName).inserted {
            KeepNoteVersionWorker(history: history.history(of: keep.fileName, in: keep.folder), text: keep.text,
                                  savedAt: keep.savedAt, replacedBy: keep.replacedBy, number: number)
                .running(in: context, key: "keep-version:\(number)") { _ in NotesHistoryAction.kept(number: number) }
        }
    }

    /// The History dialog of the note it shows for (`NoteHistoryWorkflow`), if any.
    func renderHistory(state: State, folder: NotesFolder, context: RenderContext<NotesWorkflow>) -> NoteHistoryRendering? {
        guard let history, let name = state.historyNote, let entry = state.notes[name], let text = state.currentText(of: name) else {
            return nil
        }
        return NoteHistoryWorkflow(history: history.history(of: name, in: folder.url.path), title: NoteText(text).title,
                                   currentText: text, isEditable: entry.summary.readOnlyReason == nil)
            .rendered(in: context, key: "history") { NotesHistoryAction.dialog(fileName: name, $0) }
    }
}
