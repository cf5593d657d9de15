import Gtk
import NotesWorkflows

extension NotesRendering {
    /// Writes every edit not on disk yet, synchronously and atomically (each file holds its
    /// old text or the new one, never a part): what the app does before it ends (quit, the
    /// window closed, a termination signal), so no edit waits on an autosave that will never
    /// run. Returns the writes that failed (the files keep their old text).
    @MainActor
    public func writeUnsavedNotes() -> [FileError] {
        var failures: [FileError] = []
        for note in unsavedNotes {
            do throws(FileError) {
                try LocalFile.write(Array(note.text.utf8), to: note.path)
            } catch {
                failures.append(error)
            }
        }
        return failures
    }
}
