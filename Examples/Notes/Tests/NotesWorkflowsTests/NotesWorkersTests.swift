import Foundation
import NotesCore
import NotesWorkflows
import Testing

@Suite("Notes workers")
struct NotesWorkersTests {
    @Test("the folder worker reads real files, and reports a missing folder as an error value")
    func loadWorker() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Alpha\nfirst".write(to: folder.appendingPathComponent("a.md"), atomically: true, encoding: .utf8)
        let read = await LoadNotesWorker(folder: NotesFolder(url: folder), generation: 0).run()
        #expect(try read.get().map(\.summary.text.title) == ["Alpha"])
        let missing = await LoadNotesWorker(folder: NotesFolder(url: folder.appendingPathComponent("gone")), generation: 0).run()
        guard case .failure(.unreadableFolder(let path, _)) = missing else {
            Issue.record("expected an unreadable folder, got \(missing)")
            return
        }
        #expect(path.hasSuffix("/gone"))
    }

    @Test("the search worker answers with its query and generation; workers differ by query or generation only")
    func searchWorker() async {
        let index = NoteSearchIndex([(fileName: "a.md", text: "milk"), (fileName: "b.md", text: "tea")])
        let worker = SearchNotesWorker(index: index, query: "tea", generation: 3)
        #expect(await worker.run() == SearchNotesResult(query: "tea", generation: 3, fileNames: ["b.md"]))
        #expect(worker.isEquivalent(to: SearchNotesWorker(index: NoteSearchIndex([]), query: "tea", generation: 3)))
        #expect(!worker.isEquivalent(to: SearchNotesWorker(index: index, query: "te", generation: 3)))
        #expect(!worker.isEquivalent(to: SearchNotesWorker(index: index, query: "tea", generation: 4)))
    }
}
