import Foundation
import NotesCore
@testable import NotesWorkflows
import Testing

@Suite("Notes workers")
struct NotesWorkersTests {
    @Test("the folder worker lists real files first (sorted), then reads them in batches from the top, then finishes; a missing folder is an error value")
    func loadWorker() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = LoadNotesWorker.batchSize + 5
        for index in 0..<count {
            try "Note \(index)\nbody".write(to: folder.appendingPathComponent("\(index).md"), atomically: false, encoding: .utf8)
        }
        var events: [LoadNotesEvent] = []
        for await event in LoadNotesWorker(folder: NotesFolder(url: folder), generation: 0).run() { events.append(event) }
        guard events.count == 4, case .listed(.success(let listing)) = events[0],
              case .read(let first) = events[1], case .read(let second) = events[2], case .finished = events[3] else {
            Issue.record("expected listed, two batches, finished; got \(events.count) events")
            return
        }
        #expect(listing.order.count == count)
        // Sorted newest first, and read from the top of the list down.
        #expect(listing.order == NoteSortOrder.newestFirst.sorted(listing.order.compactMap { listing.notes[$0]?.summary }).map(\.fileName))
        #expect(first.map(\.summary.fileName) == Array(listing.order.prefix(LoadNotesWorker.batchSize)))
        #expect(first.count == LoadNotesWorker.batchSize && second.count == 5)
        #expect(Set((first + second).map(\.summary.text.title)) == Set((0..<count).map { "Note \($0)" }))
        var missing: [LoadNotesEvent] = []
        for await event in LoadNotesWorker(folder: NotesFolder(url: folder.appendingPathComponent("gone")), generation: 0).run() {
            missing.append(event)
        }
        guard missing.count == 1, case .listed(.failure(.unreadableFolder(let path, _))) = missing[0] else {
            Issue.record("expected one unreadable-folder event, got \(missing)")
            return
        }
        #expect(path.hasSuffix("/gone"))
    }

    @Test("a search of many rows, made in parts at once, answers the matching rows in the rows' order")
    func searchInParts() async throws {
        let texts = (0..<25_000).map { (fileName: "\($0).md", text: $0 % 3 == 0 ? "Tea \($0)" : "Milk \($0)") }
        let index = NoteSearchIndex(texts)
        let rows = texts.reversed().map {
            NotesRendering.Row(fileName: $0.fileName, title: $0.text, snippet: "", modified: Date(timeIntervalSince1970: 0), readOnlyReason: nil)
        }
        let result = try #require(await SearchNotesWorker(index: index, query: "tea", generation: 1, rows: rows).run())
        #expect(Array(result.rows) == rows.filter { $0.title.hasPrefix("Tea") })
        #expect(result.rows.positions == rows.indices.filter { rows[$0].title.hasPrefix("Tea") }, "positions in the rows given, ascending")
        #expect(result.names == result.rows.map(\.fileName))
        // Narrowed: only the candidates are looked at (a candidate that does not match is left out).
        let candidates = Array(try #require(result.rows.positions).prefix(100)) + [rows.firstIndex { !$0.title.hasPrefix("Tea") }!]
        let narrowed = try #require(await SearchNotesWorker(index: index, query: "tea", generation: 1, rows: rows,
                                                            candidates: candidates.sorted()).run())
        #expect(narrowed.rows.positions == Array(try #require(result.rows.positions).prefix(100)))
        // A search of every row answers where the rows' notes are in the index; the next one
        // reads them by place, and finds the same; places of another revision are not used.
        let places = try #require(result.rowEntries)
        let again = try #require(await SearchNotesWorker(index: index, query: "milk", generation: 1, rows: rows, rowEntries: places).run())
        #expect(again.rows.positions == rows.indices.filter { rows[$0].title.hasPrefix("Milk") })
        var edited = index
        edited.update(fileName: "0.md", text: "Milk now")
        let stale = try #require(await SearchNotesWorker(index: edited, query: "milk", generation: 2, rows: rows, rowEntries: places).run())
        #expect(stale.rows.positions?.last == rows.count - 1, "note 0 (the last row) found in the edited index")
        #expect(stale.rowEntries?.holds(for: rows, in: edited) == true, "new places found for the new revision")
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
