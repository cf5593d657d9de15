import Adw
import Gtk
import GtkTestSupport
import NotesWorkflows
import Testing
import WorkflowUITesting

@MainActor
@Suite("Notes: a new note takes the focus", .gtk)
struct NotesNewNoteFocusTests {
    @Test("New Note in an empty folder, with the focus in the search field, moves the focus to the editor")
    func newNoteFocusesEditor() async throws {
        let folder = try TemporaryNotesFolder()
        defer { folder.remove() }
        let (container, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        let search = try host.find(SearchEntry.self)
        _ = search.grabFocus()
        try await host.settle()
        container.host.rendering.onNewNote()
        try await host.wait(for: "the editor focused") {
            guard let view = try? host.noteTextView(), let focus = view.window?.focusWidget else { return false }
            return focus === view
        }
    }
}
