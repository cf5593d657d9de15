import Foundation
import Gtk
import NotesCore
import Workflow

/// Keeps a note's earlier text as a version off the main thread (`NoteHistory.keep`): after
/// a save replaced it, or before a restore replaces the text in the editor. Its output is
/// the version kept (nil: nothing new to keep), or why it could not be kept.
public struct KeepNoteVersionWorker: Worker, Equatable {
    /// The note's history.
    public var history: NoteHistory
    /// The text kept.
    public var text: String
    /// When that text was saved (the time the dialog shows).
    public var savedAt: Date
    /// The text replacing it (nil: unknown); an equal text is not kept.
    public var replacedBy: String?
    /// Distinguishes two keeps of the same text.
    public var number: Int

    /// A worker keeping `text`, saved at `savedAt` and now replaced by `replacedBy`, in `history`.
    public init(history: NoteHistory, text: String, savedAt: Date, replacedBy: String? = nil, number: Int = 0) {
        self.history = history
        self.text = text
        self.savedAt = savedAt
        self.replacedBy = replacedBy
        self.number = number
    }

    /// Keeps the text; the version kept, or why not.
    public func run() async -> Result<NoteVersion?, FileError> {
        let worker = self
        return await Task.detached { () -> Result<NoteVersion?, FileError> in
            do throws(FileError) {
                return .success(try worker.history.keep(worker.text, savedAt: worker.savedAt, replacedBy: worker.replacedBy))
            } catch {
                return .failure(error)
            }
        }.value
    }
}
