import Foundation
import Gtk
import NotesCore
import NotesWorkflows
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting

@MainActor
@Suite("Notes import and Save As (a child workflow)")
struct NotesTransferWorkflowTests {
    let folder = NotesFolder(url: URL(fileURLWithPath: "/notes"))
    let day = Date(timeIntervalSince1970: 86_400)
    let note = NotesTransferWorkflow.Note(fileName: "a.md", title: "Groceries", text: "Groceries\nmilk")

    @Test("dropped files run an import worker with the names the parent keeps taken; its outcomes go to the parent")
    func drop() {
        let workflow = NotesTransferWorkflow(folder: folder, isFolderRead: true, taken: ["a.md"])
        var state = workflow.makeInitialState()
        workflow.renderTester(initialState: state)
            .render { $0.onImportFiles(["/in/b.md", "/in/c.png"]) }
            .assert(output: .importing)
            .verifyState { #expect($0.imports == [1: ["/in/b.md", "/in/c.png"]]) }
        _ = NotesTransferAction.importFiles(["/in/b.md", "/in/c.png"], isFolderRead: true).apply(toState: &state)
        let outcomes: [NoteImport.Outcome] = [
            .imported(source: "/in/b.md", entry: .note("b.md", "Beta", modified: day)),
            .refused(source: "/in/c.png", reason: .notText),
        ]
        workflow.renderTester(initialState: state)
            .expectWorker(ImportNotesWorker(folder: folder, paths: ["/in/b.md", "/in/c.png"], taken: ["a.md"], number: 1),
                          key: "import:1", producingOutput: outcomes)
            .render { _ in }
            .assert(output: .imported(outcomes))
            .verifyState { #expect($0.imports.isEmpty) }
        #expect(NotesTransferAction.imported(number: 1, outcomes).apply(toState: &state) == .imported(outcomes))
        #expect(NotesTransferAction.imported(number: 1, outcomes).apply(toState: &state) == nil, "an import reports once")
    }

    @Test("nothing is imported before the folder is read (a toast says to wait), nor from an empty drop")
    func notYet() {
        NotesTransferWorkflow(folder: folder, isFolderRead: false).renderTester()
            .render { $0.onImportFiles(["/in/x.md"]) }
            .assert(output: .toast("Notes can be imported once the notes folder is read"))
            .verifyState { #expect($0.imports.isEmpty) }
        var state = NotesTransferWorkflow.State(folderPath: "/notes")
        #expect(NotesTransferAction.importFiles([], isFolderRead: true).apply(toState: &state) == nil && state.imports.isEmpty)
    }

    @Test("Import… opens a chooser for several text files; its answer imports them, Cancel imports nothing")
    func importChooser() {
        let workflow = NotesTransferWorkflow(folder: folder)
        var state = workflow.makeInitialState()
        workflow.renderTester(initialState: state)
            .render { $0.onImport() }
            .verifyState { #expect($0.chooser == .importFiles) }
        _ = NotesTransferAction.chooseImport.apply(toState: &state)
        workflow.renderTester(initialState: state)
            .render { rendering in
                #expect(rendering.fileChooser?.title == "Import Notes" && rendering.fileChooser?.mode == .openFiles)
                #expect(rendering.fileChooser?.filters.first?.patterns == ["*.md", "*.txt", "*.markdown"])
                rendering.fileChooser?.answer(.chosen(["/in/a.md", "/in/b.md"]))
            }
            .assert(output: .importing)
            .verifyState { #expect($0.chooser == nil && $0.imports == [1: ["/in/a.md", "/in/b.md"]]) }
        #expect(NotesTransferAction.importChosen(.cancelled, isFolderRead: true).apply(toState: &state) == nil)
        #expect(state.chooser == nil && state.imports.isEmpty)
    }

    @Test("Save As… suggests the title in the notes folder and copies the note's text as it is when the user answers; a failed write says why")
    func saveAs() {
        let workflow = NotesTransferWorkflow(folder: folder, note: note)
        var state = workflow.makeInitialState()
        _ = NotesTransferAction.chooseExport(note).apply(toState: &state)
        let edited = NotesTransferWorkflow.Note(fileName: "a.md", title: "Groceries", text: "Groceries\nmilk\neggs")
        NotesTransferWorkflow(folder: folder, note: edited).renderTester(initialState: state)
            .render { rendering in
                #expect(rendering.fileChooser?.mode == .save(suggestedName: "Groceries.md"))
                #expect(rendering.fileChooser?.initialFolder == "/notes" && rendering.fileChooser?.title == "Save Note As")
                rendering.fileChooser?.answer(.chosen(["/elsewhere/copy.md"]))
            }
            .verifyState { #expect($0.export == .init(number: 1, path: "/elsewhere/copy.md", text: "Groceries\nmilk\neggs")) }
        // Another note selected meanwhile (a second launch's --open): the one asked for is copied.
        NotesTransferWorkflow(folder: folder, note: nil).renderTester(initialState: state)
            .render { $0.fileChooser?.answer(.chosen(["/elsewhere/copy.md"])) }
            .verifyState { #expect($0.export?.text == "Groceries\nmilk") }
        _ = NotesTransferAction.exportChosen(.chosen(["/elsewhere/copy.md"]), current: note).apply(toState: &state)
        let error = FileError(operation: "write", path: "/elsewhere/copy.md", reason: "Permission denied")
        workflow.renderTester(initialState: state)
            .expectWorker(WriteFileWorker(path: "/elsewhere/copy.md", text: "Groceries\nmilk", revision: 1), key: "export",
                          producingOutput: .failure(error))
            .render { _ in }
            .assert(output: .toast("Could not save the note: Permission denied"))
            .verifyState { #expect($0.export == nil) }
        var cancelled = workflow.makeInitialState()
        _ = NotesTransferAction.chooseExport(note).apply(toState: &cancelled)
        #expect(NotesTransferAction.exportChosen(.cancelled, current: note).apply(toState: &cancelled) == nil)
        #expect(cancelled.chooser == nil && cancelled.export == nil)
        NotesTransferWorkflow(folder: folder, note: nil).renderTester()
            .render { $0.onSaveAs() }
            .verifyState { #expect($0.chooser == nil, "no note selected (or not read yet): nothing to save") }
    }

    @Test("another folder drops the imports and the export running, as the parent drops what it knew; numbers go on")
    func otherFolder() {
        let workflow = NotesTransferWorkflow(folder: folder)
        var state = workflow.makeInitialState()
        _ = NotesTransferAction.importFiles(["/in/x.md"], isFolderRead: true).apply(toState: &state)
        NotesTransferWorkflow(folder: NotesFolder(url: URL(fileURLWithPath: "/other"))).workflowDidChange(from: workflow, state: &state)
        #expect(state.imports.isEmpty && state.folderPath == "/other" && state.lastImport == 1)
    }
}
