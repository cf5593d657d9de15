import Foundation
import NotesCore
import Testing

@Suite("NotesFolder: an empty note")
struct NotesFolderEmptyNoteTests {
    @Test("an empty file is an empty note, not a note that went away")
    func emptyNote() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("notes-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        _ = FileManager.default.createFile(atPath: url.appendingPathComponent("Untitled.md").path, contents: Data())
        let entry = try #require(NotesFolder(url: url).readEntry(named: "Untitled.md"), "an empty note must be read")
        #expect(entry.text == "" && entry.summary.readOnlyReason == nil)
    }
}
