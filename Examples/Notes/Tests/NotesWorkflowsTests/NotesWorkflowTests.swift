import Foundation
import NotesCore
import NotesWorkflows
import Testing
import Workflow
import WorkflowTesting

@MainActor
@Suite("Notes workflow")
struct NotesWorkflowTests {
    let folder = NotesFolder(url: URL(fileURLWithPath: "/notes"))
    let day = Date(timeIntervalSince1970: 86_400)

    private func entry(_ name: String, _ text: String, minutes: Double = 0, readOnly: ReadOnlyReason? = nil) -> NotesFolder.Entry {
        NotesFolder.Entry(summary: NoteSummary(fileName: name, modified: day.addingTimeInterval(minutes * 60),
                                               text: NoteText(text), readOnlyReason: readOnly),
                          text: text)
    }

    private func listing(_ entries: [NotesFolder.Entry]) -> [NoteListing] {
        entries.map { NoteListing(fileName: $0.summary.fileName, modified: $0.summary.modified) }
    }

    /// The state after the folder listed `entries`, read them all and finished.
    private func loaded(_ entries: [NotesFolder.Entry], sortOrder: NoteSortOrder = .newestFirst) -> NotesWorkflow.State {
        var state = NotesWorkflow.State(sortOrder: sortOrder)
        _ = NotesAction.folder(.loading(.listed(.success(NotesListing(listing(entries)))))).apply(toState: &state)
        _ = NotesAction.folder(.loading(.read(entries))).apply(toState: &state)
        _ = NotesAction.folder(.loading(.finished)).apply(toState: &state)
        return state
    }

    @Test("it starts loading: the folder child reads and the list shows a spinner; the listing shows the notes by file name, newest first, at once")
    func loading() {
        let notes = [entry("a.md", "Alpha", minutes: 1), entry("b.md", "Beta", minutes: 2)]
        NotesWorkflow(folder: folder).renderTester()
            .expectingChildren(folder: .init(isReading: true), folderOutput: .loading(.listed(.success(NotesListing(listing(notes))))))
            .render { rendering in
                #expect(rendering.status == .loading && rendering.rows.isEmpty)
            }
            .verifyState { state in
                #expect(state.phase == .loaded && state.unread == ["a.md", "b.md"])
            }
        var listed = NotesWorkflow.State(sortOrder: .newestFirst)
        _ = NotesAction.folder(.loading(.listed(.success(NotesListing(listing(notes)))))).apply(toState: &listed)
        NotesWorkflow(folder: folder).renderTester(initialState: listed).expectingChildren(folder: .init(isReading: true))
            .render { rendering in
                #expect(rendering.status == .ready)
                #expect(rendering.rows.map(\.title) == ["b", "a"], "titles from file names until read")
                rendering.onSelect("a.md")
            }
            .verifyState { #expect($0.selected == "a.md") }
    }

    @Test("read batches replace the placeholders and feed the search index; finished drops what went away and stops the worker")
    func reading() throws {
        let notes = [entry("a.md", "Alpha", minutes: 1), entry("b.md", "Beta", minutes: 2)]
        var state = NotesWorkflow.State(sortOrder: .newestFirst)
        _ = NotesAction.folder(.loading(.listed(.success(NotesListing(listing(notes)))))).apply(toState: &state)
        state.selected = "b.md"
        _ = NotesAction.folder(.loading(.read([notes[0]]))).apply(toState: &state)
        #expect(state.notes["a.md"]?.text == "Alpha" && state.unread == ["b.md"])
        #expect(try state.index.fileNames(matching: "alpha") == ["a.md"])
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren(folder: .init(isReading: true))
            .render { rendering in
                #expect(rendering.rows.map(\.title) == ["b", "Alpha"])
                #expect(rendering.selected == NotesRendering.Editor(fileName: "b.md", text: nil, readOnlyReason: nil, isRead: false))
            }
        _ = NotesAction.folder(.loading(.finished)).apply(toState: &state)
        #expect(state.notes.keys.sorted() == ["a.md"] && state.selected == nil && state.unread.isEmpty)
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren().render { rendering in
            #expect(rendering.rows.map(\.title) == ["Alpha"])
        }
    }

    @Test("a folder that cannot be read shows its message; Reload is the folder child's, and its reading shows the spinner again")
    func failure() {
        let error = NotesFolderError.unreadableFolder(path: "/notes", reason: "No such file or directory")
        NotesWorkflow(folder: folder).renderTester()
            .expectingChildren(folder: .init(isReading: true), folderOutput: .loading(.listed(.failure(error))))
            .render { _ in }
            .verifyState { #expect($0.phase == .failed(error) && $0.notes.isEmpty) }
        var failed = NotesWorkflow.State(sortOrder: .newestFirst)
        _ = NotesAction.folder(.loading(.listed(.failure(error)))).apply(toState: &failed)
        var reloaded = false
        NotesWorkflow(folder: folder).renderTester(initialState: failed).expectingChildren(folder: .init(onReload: { reloaded = true }))
            .render { rendering in
                #expect(rendering.status == .failed(message: error.description))
                rendering.onReload()
            }
        #expect(reloaded, "Reload goes to the folder child")
        NotesWorkflow(folder: folder).renderTester(initialState: failed).expectingChildren(folderOutput: .reloading)
            .render { _ in }
            .verifyState { #expect($0.phase == .loading) }
    }

    @Test("the folder child gets the folder, its opening, the list's order and the cache setting, and watches once the folder is listed")
    func folderProps() {
        let state = loaded([entry("a.md", "Alpha")], sortOrder: .byTitle)
        var workflow = NotesWorkflow(folder: folder, watchesFolder: true)
        workflow.cachesFolder = true
        workflow.renderTester(initialState: state)
            .expectWorkflow(type: NotesEndingWorkflow.self, key: "ending", producingRendering: .init())
            .expectWorkflow(type: NotesSearchWorkflow.self, key: "search", producingRendering: .init())
            .expectWorkflow(type: NotesPreferencesWorkflow.self, key: "preferences", producingRendering: .init())
            .expectWorkflow(type: NotesRecoveryWorkflow.self, key: "recovery", producingRendering: .init())
            .expectWorkflow(type: NotesTrashWorkflow.self, key: "trash", producingRendering: .init())
            .expectWorkflow(type: NotesTransferWorkflow.self, key: "transfer", producingRendering: .init())
            .expectWorkflow(type: NotesFolderWorkflow.self, key: "folder", producingRendering: .init()) { child in
                #expect(child.folder.url == folder.url && child.opening == 0 && child.sortOrder == .byTitle)
                #expect(child.cachesFolder && child.watches && child.rereads.isEmpty)
            }
            .expectWorkflow(type: NotesSavingWorkflow.self, key: "saving", producingRendering: ()) { child in
                #expect(child.saves.isEmpty && child.delay == NotesWorkflow.autosaveDelay && child.writes === workflow.writes)
            }
            .render { _ in }
        // Another folder opened: a new opening, which the child reads from the start.
        var opened = state
        _ = NotesAction.open(folder: NotesFolder(url: URL(fileURLWithPath: "/other")), note: nil).apply(toState: &opened)
        #expect(opened.folderOpenings == 1 && opened.phase == .loading)
        workflow.renderTester(initialState: opened).expectingChildren().render { #expect($0.status == .loading) }
    }

    @Test("an empty folder is the empty state, not an empty list")
    func empty() {
        NotesWorkflow(folder: folder).renderTester(initialState: loaded([])).expectingChildren().render { rendering in
            #expect(rendering.status == .empty)
        }
    }

    @Test("the search child's answer narrows the rows; while the first answer runs the list says so; no match says so with the query")
    func search() {
        let notes = [entry("a.md", "Shopping\nmilk"), entry("b.md", "Plans\nSunday")]
        let state = loaded(notes)
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectingChildren(search: .init(query: "milk", isSearching: true))
            .render { rendering in
                #expect(rendering.status == .searching && rendering.query == "milk" && rendering.rows.count == 2)
            }
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectingChildren(search: .init(query: "milk", isSearching: true,
                                             result: SearchNotesResult(query: "milk", generation: state.notesGeneration, fileNames: ["a.md"]), isCurrent: true))
            .render { rendering in
                #expect(rendering.rows.map(\.fileName) == ["a.md"])
                #expect(rendering.status == .ready)
            }
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectingChildren(search: .init(query: "tea", isSearching: true,
                                             result: SearchNotesResult(query: "tea", generation: state.notesGeneration, fileNames: []), isCurrent: true))
            .render { rendering in
                #expect(rendering.status == .noMatches(query: "tea") && rendering.rows.isEmpty)
            }
    }

    @Test("the search child gets the index, the rows and their generation; Ctrl+F from it shows the list of a folded window")
    func searchProps() {
        var state = loaded([entry("a.md", "milk")])
        state.showsEditorWhenFolded = true
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectWorkflow(type: NotesEndingWorkflow.self, key: "ending", producingRendering: .init())
            .expectWorkflow(type: NotesSearchWorkflow.self, key: "search", producingRendering: .init(), producingOutput: .focusRequested) { child in
                #expect(child.generation == state.notesGeneration && child.rows == state.rows && child.index.revision === state.index.revision)
            }
            .expectWorkflow(type: NotesPreferencesWorkflow.self, key: "preferences", producingRendering: .init())
            .expectWorkflow(type: NotesRecoveryWorkflow.self, key: "recovery", producingRendering: .init())
            .expectWorkflow(type: NotesTrashWorkflow.self, key: "trash", producingRendering: .init())
            .expectWorkflow(type: NotesTransferWorkflow.self, key: "transfer", producingRendering: .init())
            .expectingIdleFolderAndSaving()
            .render { _ in }
            .verifyState { #expect(!$0.showsEditorWhenFolded) }
    }

    @Test("selecting a note shows it in the editor; a read-only note says why; an unknown name selects nothing")
    func selection() {
        let notes = [entry("a.md", "Alpha"), entry("b.md", "Beta", readOnly: .notUTF8)]
        NotesWorkflow(folder: folder).renderTester(initialState: loaded(notes)).expectingChildren()
            .render { $0.onSelect("b.md") }
            .verifyState { #expect($0.selected == "b.md") }
        var selected = loaded(notes)
        selected.selected = "b.md"
        NotesWorkflow(folder: folder).renderTester(initialState: selected).expectingChildren().render { rendering in
            #expect(rendering.selected == NotesRendering.Editor(fileName: "b.md", text: "Beta", readOnlyReason: .notUTF8, banner: .readOnly(.notUTF8)))
            rendering.onSelect("gone.md")
        }
        .verifyState { #expect($0.selected == nil) }
    }

    @Test("the sort order changes the rows' order")
    func sortOrder() {
        let notes = [entry("a.md", "Zebra", minutes: 2), entry("b.md", "Apple", minutes: 1)]
        NotesWorkflow(folder: folder).renderTester(initialState: loaded(notes))
            .expectWorkflow(type: NotesEndingWorkflow.self, key: "ending", producingRendering: .init())
            .expectWorkflow(type: NotesSearchWorkflow.self, key: "search", producingRendering: .init())
            .expectWorkflow(type: NotesPreferencesWorkflow.self, key: "preferences", producingRendering: .init(), producingOutput: .sortOrder(.byTitle))
            .expectWorkflow(type: NotesRecoveryWorkflow.self, key: "recovery", producingRendering: .init())
            .expectWorkflow(type: NotesTrashWorkflow.self, key: "trash", producingRendering: .init())
            .expectWorkflow(type: NotesTransferWorkflow.self, key: "transfer", producingRendering: .init())
            .expectingIdleFolderAndSaving()
            .render { rendering in
                #expect(rendering.rows.map(\.title) == ["Zebra", "Apple"])
            }
            .verifyState { #expect($0.sortOrder == .byTitle && $0.order == ["b.md", "a.md"], "sorted again") }
        NotesWorkflow(folder: folder).renderTester(initialState: loaded(notes, sortOrder: .byTitle)).expectingChildren().render { rendering in
            #expect(rendering.rows.map(\.title) == ["Apple", "Zebra"])
        }
    }

    @Test("a reload that no longer finds the selected note clears the selection")
    func reloadDropsSelection() {
        var state = loaded([entry("a.md", "Alpha")])
        state.selected = "a.md"
        _ = NotesAction.folder(.loading(.listed(.success(NotesListing(listing([entry("b.md", "Beta")])))))).apply(toState: &state)
        #expect(state.selected == nil)
    }
}
