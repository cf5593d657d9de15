import DemoWorkflows
import Foundation
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting

/// Import on the library, headless: the file chooser is part of the rendering (a test answers
/// it), and chosen or dropped files become books.
@MainActor
@Suite("Library import (headless)")
struct LibraryImportTests {
    @Test("Import… asks for files with the Books filter first; choosing two adds two books and selects the first")
    func importThroughTheChooser() {
        LibraryWorkflow().renderTester(initialState: .init()).render { rendering in
            #expect(rendering.importRequest == nil, "no chooser before Import…")
            rendering.onImport()
        }.verifyState { #expect($0.isImporting) }
        var importing = LibraryWorkflow.State()
        importing.isImporting = true
        LibraryWorkflow().renderTester(initialState: importing).render { rendering in
            guard let request = rendering.importRequest else { Issue.record("the chooser is shown while importing"); return }
            #expect(request.mode == .openFiles)
            #expect(request.title == "Import Books")
            #expect(request.filters.first?.patterns == LibraryItem.importPatterns)
            request.answer(.chosen(["/home/ada/Books/Dune.epub", "/home/ada/Books/Solaris.pdf"]))
        }.verifyState { state in
            #expect(!state.isImporting, "the answer closes the chooser")
            #expect(state.items == LibraryItem.samples + [.imported(title: "Dune"), .imported(title: "Solaris")])
            #expect(state.selectedIndex == LibraryItem.samples.count)
        }
    }

    @Test("a cancelled chooser imports nothing")
    func cancelImportsNothing() {
        var importing = LibraryWorkflow.State()
        importing.isImporting = true
        LibraryWorkflow().renderTester(initialState: importing).render { rendering in
            rendering.importRequest?.answer(.cancelled)
        }.assert(state: .init())
    }

    @Test("files dropped on an empty library become its books; an empty drop changes nothing")
    func dropImports() {
        LibraryWorkflow().renderTester(initialState: .init(items: [], selectedIndex: nil)).render { rendering in
            rendering.onDropFiles(["/tmp/Notes on Swift.md", "/tmp/.hidden", "/tmp/README"])
        }.verifyState { state in
            #expect(state.items.map(\.title) == ["Notes on Swift", ".hidden", "README"])
            #expect(state.items.allSatisfy { $0.isImported })
            #expect(state.selectedIndex == 0)
        }
        LibraryWorkflow().renderTester(initialState: .init()).render { $0.onDropFiles([]) }.assert(state: .init())
    }

    @Test("imported books are restored after the catalogue's items, also after a clear")
    func importedBooksAreRestored() throws {
        var state = LibraryWorkflow.State()
        state.items += [.imported(title: "Dune")]
        state.selectedIndex = 5
        let restored = try JSONDecoder().decode(LibraryWorkflow.State.self, from: JSONEncoder().encode(state))
        #expect(restored.items == state.items)
        #expect(restored.selectedIndex == 5)
        let clearedThenImported = LibraryWorkflow.State(items: [.imported(title: "Solaris")], selectedIndex: 0)
        let restoredCleared = try JSONDecoder().decode(LibraryWorkflow.State.self, from: JSONEncoder().encode(clearedThenImported))
        #expect(restoredCleared.items == [.imported(title: "Solaris")])
    }
}
