import Foundation
import NotesCore
import Testing

@Suite("Search and sort")
struct NoteSearchAndSortTests {
    let index = NoteSearchIndex([
        (fileName: "a.md", text: "Crème brûlée\nfor Sunday"),
        (fileName: "b.md", text: "Shopping\nMILK and eggs"),
        (fileName: "c.md", text: "Sunday plans\nbrunch"),
    ])

    @Test("every word must appear, case and accents aside; an empty query matches everything")
    func matching() throws {
        #expect(try index.fileNames(matching: "creme SUNDAY") == ["a.md"])
        #expect(try index.fileNames(matching: "sunday") == ["a.md", "c.md"])
        #expect(try index.fileNames(matching: "milk eggs") == ["b.md"])
        #expect(try index.fileNames(matching: "  ") == ["a.md", "b.md", "c.md"])
        #expect(try index.fileNames(matching: "nothing").isEmpty)
    }

    @Test("update and remove change what a search finds")
    func updates() throws {
        var index = self.index
        index.update(fileName: "b.md", text: "Sunday market")
        index.update(fileName: "d.md", text: "sunday")
        index.remove(fileName: "a.md")
        #expect(try index.fileNames(matching: "sunday") == ["b.md", "c.md", "d.md"])
    }

    @Test("a note read by its place matches as by its file name; places hold for one revision, and any change makes another")
    func places() {
        var index = self.index
        let places = index.entryPositions(of: ["c.md", "x.md", "a.md"])
        #expect(places[1] == -1, "a note the index lacks")
        let sunday = NoteSearchQuery("sunday"), milk = NoteSearchQuery("milk")
        #expect(places.map { index.entry(at: $0, matches: sunday) } == [true, false, true])
        #expect(!index.entry(at: places[0], matches: milk))
        let revision = index.revision
        #expect(index.revision === revision, "reading keeps the revision")
        index.update(fileName: "c.md", text: "milk")
        #expect(index.revision !== revision)
        let updated = index.revision
        index.add([(fileName: "z.md", text: "z")])
        #expect(index.revision !== updated)
        let added = index.revision
        index.remove(fileName: "a.md")
        #expect(index.revision !== added)
    }

    @Test("an index built in many batches (several segments) finds, updates and removes as one built at once")
    func segments() throws {
        let notes = (0..<40_000).map { (fileName: "n\($0).md", text: $0 % 7 == 0 ? "Sunday \($0)" : "note \($0)") }
        var batched = NoteSearchIndex([])
        for start in stride(from: 0, to: notes.count, by: 1_500) { batched.add(notes[start..<min(start + 1_500, notes.count)]) }
        let whole = NoteSearchIndex(notes)
        #expect(batched.count == 40_000)
        #expect(try batched.fileNames(matching: "sunday") == whole.fileNames(matching: "sunday"))
        let copy = batched
        batched.update(fileName: "n1.md", text: "sunday after all")
        batched.remove(fileName: "n7.md")
        batched.add([(fileName: "new.md", text: "SUNDAY")])
        #expect(try copy.fileNames(matching: "sunday").count == whole.fileNames(matching: "sunday").count, "a copy keeps what it had")
        let found = try batched.fileNames(matching: "sunday")
        #expect(found.contains("n1.md") && !found.contains("n7.md") && found.last == "new.md")
        let names = ["n39999.md", "n1.md", "gone.md", "n20000.md", "new.md"]
        let places = batched.entryPositions(of: names)
        #expect(places[2] == -1)
        #expect(zip(names, places).allSatisfy { name, place in
            batched.entry(at: place, matches: NoteSearchQuery("sunday")) == batched.note(name, matches: NoteSearchQuery("sunday"))
        })
        #expect(batched.entry(at: places[1], matches: NoteSearchQuery("after all")))
        var empty = NoteSearchIndex([])
        empty.update(fileName: "first.md", text: "a note added to an empty index")
        empty.remove(fileName: "absent.md")
        #expect(try empty.fileNames(matching: "added") == ["first.md"])
    }

    @Test("a query narrows another when each of the other's words is inside one of its words")
    func narrowing() {
        let query = { NoteSearchQuery($0) }
        #expect(query("sund").narrows(query("su")))
        #expect(query("Sun DAY").narrows(query("sun")))
        #expect(query("crème").narrows(query("CREM")))
        #expect(query("milk").narrows(query("")))
        #expect(!query("su").narrows(query("sun")))
        #expect(!query("tea").narrows(query("milk")))
        #expect(!query("").narrows(query("a")))
    }

    @Test("a note is matched by file name: every word, case and accents aside; a note the index lacks never")
    func noteMatches() {
        #expect(index.note("a.md", matches: NoteSearchQuery("BRULEE sunday")))
        #expect(!index.note("b.md", matches: NoteSearchQuery("sunday")))
        #expect(index.note("b.md", matches: NoteSearchQuery("")))
        #expect(!index.note("z.md", matches: NoteSearchQuery("sunday")))
    }

    @Test("a cancelled search stops with CancellationError")
    func cancellation() async {
        let big = NoteSearchIndex((0..<50_000).map { (fileName: "\($0).md", text: "note \($0)") })
        let task = Task.detached { () throws -> [String] in
            withUnsafeCurrentTask { $0?.cancel() }
            return try big.fileNames(matching: "note")
        }
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test("newest first, ties by title; by title as people read numbers, ties newest first")
    func sorting() {
        let day = Date(timeIntervalSince1970: 86_400)
        let notes = [
            NoteSummary(fileName: "1.md", modified: day, text: NoteText("Note 10")),
            NoteSummary(fileName: "2.md", modified: day.addingTimeInterval(60), text: NoteText("note 9")),
            NoteSummary(fileName: "3.md", modified: day, text: NoteText("Apple")),
        ]
        #expect(NoteSortOrder.newestFirst.sorted(notes).map(\.fileName) == ["2.md", "3.md", "1.md"])
        #expect(NoteSortOrder.byTitle.sorted(notes).map(\.fileName) == ["3.md", "2.md", "1.md"])
    }

    @Test("both orders agree with the comparison of two notes, many equal dates and titles among them")
    func sortingAgreesWithComparison() {
        var random = SystemRandomNumberGenerator()
        let titles = ["Note 9", "note 10", "Äpfel", "apfel", "Zebra", "2 items", "Note 9"]
        let notes = (0..<2_000).map { index in
            NoteSummary(fileName: "\(index).md", modified: Date(timeIntervalSince1970: Double(Int.random(in: 0..<20, using: &random))),
                        text: NoteText(titles.randomElement(using: &random)!))
        }
        for order in NoteSortOrder.allCases {
            let sorted = order.sorted(notes)
            #expect(Set(sorted.map(\.fileName)).count == notes.count)
            let inOrder = zip(sorted, sorted.dropFirst()).allSatisfy { a, b in
                order.ordersBefore(a, NoteTitleKey(a.text.title), b, NoteTitleKey(b.text.title))
            }
            #expect(inOrder, "\(order)")
        }
    }

    @Test("titles order case and accents aside, numbers by value, digits before letters")
    func titleKeys() {
        let key = { NoteTitleKey($0) }
        #expect(key("Crème Brûlée") == key("creme brulee"))
        #expect(key("Note 9") < key("note 10"))
        #expect(key("note 007") == key("Note 7"))
        #expect(key("Chapter 2 part 10") > key("Chapter 2 part 9"))
        #expect(key("2 apples") < key("apples"))
        #expect(key("Apfel") < key("Ärger") && key("Ärger") < key("Birne"))
        #expect(key("Note") < key("Note 1"))
        let titles = ["item 100", "Item 20", "item 3", "ítem 4", "Alpha"]
        #expect(titles.sorted { key($0) < key($1) } == ["Alpha", "item 3", "ítem 4", "Item 20", "item 100"])
    }
}
