import Adw
import Foundation
import Gtk
import GtkTestSupport
import NotesCore
import NotesScreens
import NotesWorkflows
import Testing
import WorkflowUI
import WorkflowUITesting

/// A notes folder in a temporary directory, removed by `remove()`.
struct TemporaryNotesFolder {
    let url: URL

    /// A new empty folder holding `notes` (file name → text).
    init(_ notes: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("notes-ui-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in notes { try write(text, to: name) }
    }

    var folder: NotesFolder { NotesFolder(url: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// What `name` holds now, or nil when it is not there.
    func contents(of name: String) -> String? {
        try? String(contentsOfFile: path(name), encoding: .utf8)
    }

    /// Writes `text` to `name` as another program would.
    func write(_ text: String, to name: String) throws {
        try text.write(toFile: path(name), atomically: false, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

extension UITestHost {
    /// The Notes window's content for `folder` (watched, as the app does), at `width`×`height`.
    static func notes(_ folder: TemporaryNotesFolder, autosaveDelay: Int = NotesWorkflow.autosaveDelay,
                      width: Int = 1000, height: Int = 700) async throws
        -> (container: ContainerViewController<NotesWorkflow>, host: UITestHost) {
        Adwaita.initialize()
        let (container, host) = try await container(
            NotesWorkflow(folder: folder.folder, watchesFolder: true, autosaveDelay: autosaveDelay), width: width, height: height)
        try await host.wait(for: "the notes folder to be listed") { container.host.rendering.status != .loading }
        return (container, host)
    }

    /// The editor's text view (the one shown).
    func noteTextView() throws -> TextView {
        try find(TextView.self)
    }

    /// Types `text` at the editor's cursor, as the keyboard would (an editable buffer only).
    func typeInEditor(_ text: String) async throws {
        try await type(text, into: noteTextView())
    }
}

extension TextView {
    /// The buffer's whole text.
    var wholeText: String {
        let (start, end) = buffer.bounds()
        return buffer.text(start: start, end: end, includeHiddenChars: true)
    }
}
