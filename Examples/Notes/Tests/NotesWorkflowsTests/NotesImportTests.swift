import Foundation
import NotesCore
import NotesWorkflows
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting

@MainActor
@Suite("Notes workflow: import (drop, Import…)")
struct NotesImportTests {
    let folder = NotesFolder(url: URL(fileURLWithPath: "/notes"))
    let day = Date(timeIntervalSince1970: 86_400)

    private func entry(_ name: String, _ text: String) -> NotesFolder.Entry { .note(name, text, modified: day) }

    private func loaded(_ entries: [NotesFolder.Entry]) -> NotesWorkflow.State { .loaded(entries, folder: folder) }

    @Test("dropped files go to the transfer child; its import's notes are listed and the last selected, and a refused file is named in a toast")
    func dropImports() {
        var state = loaded([entry("a.md", "Alpha")])
        var dropped: [String] = []
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectingChildren(transfer: .init(onImportFiles: { dropped = $0 }))
            .render { $0.onImportFiles(["/in/b.md", "/in/c.png"]) }
        #expect(dropped == ["/in/b.md", "/in/c.png"])
        _ = NotesAction.transfer(.importing).apply(toState: &state)
        #expect(state.importsRunning == 1)
        let outcomes: [NoteImport.Outcome] = [
            .imported(source: "/in/b.md", entry: entry("b.md", "Beta")),
            .refused(source: "/in/c.png", reason: .notText),
        ]
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectWorkflow(type: NotesEndingWorkflow.self, key: "ending", producingRendering: .init())
            .expectWorkflow(type: NotesSearchWorkflow.self, key: "search", producingRendering: .init())
            .expectWorkflow(type: NotesPreferencesWorkflow.self, key: "preferences", producingRendering: .init())
            .expectWorkflow(type: NotesRecoveryWorkflow.self, key: "recovery", producingRendering: .init())
            .expectWorkflow(type: NotesTrashWorkflow.self, key: "trash", producingRendering: .init())
            .expectWorkflow(type: NotesTransferWorkflow.self, key: "transfer", producingRendering: .init(),
                            producingOutput: .imported(outcomes)) { child in
                #expect(child.taken == ["a.md"] && child.isFolderRead && child.folder.url == folder.url, "the names taken while an import runs")
            }
            .expectingIdleFolderAndSaving()
            .render { _ in }
            .verifyState { state in
                #expect(state.importsRunning == 0)
                #expect(state.notes["b.md"]?.text == "Beta")
                #expect(state.selected == "b.md")
                #expect(state.toast?.message == "Could not import “c.png”: not a text file")
                #expect(state.drafts.isEmpty, "an imported note is on disk already: nothing to write")
            }
    }

    @Test("importing several files says how many; while the folder is still being read the transfer child is told, and nothing is taken")
    func importToasts() {
        var state = loaded([])
        _ = NotesAction.transfer(.importing).apply(toState: &state)
        _ = NotesAction.transfer(.imported([
            .imported(source: "/in/x.md", entry: entry("x.md", "X")),
            .imported(source: "/in/y.txt", entry: entry("y.md", "Y")),
        ])).apply(toState: &state)
        #expect(state.toast?.message == "Imported 2 notes")
        #expect(state.notes.keys.sorted() == ["x.md", "y.md"])
        let loading = NotesWorkflow(folder: folder).makeInitialState()
        NotesWorkflow(folder: folder).renderTester(initialState: loading)
            .expectWorkflow(type: NotesEndingWorkflow.self, key: "ending", producingRendering: .init())
            .expectWorkflow(type: NotesSearchWorkflow.self, key: "search", producingRendering: .init())
            .expectWorkflow(type: NotesPreferencesWorkflow.self, key: "preferences", producingRendering: .init())
            .expectWorkflow(type: NotesRecoveryWorkflow.self, key: "recovery", producingRendering: .init())
            .expectWorkflow(type: NotesTrashWorkflow.self, key: "trash", producingRendering: .init())
            .expectWorkflow(type: NotesTransferWorkflow.self, key: "transfer", producingRendering: .init(),
                            producingOutput: .toast("Notes can be imported once the notes folder is read")) { child in
                #expect(!child.isFolderRead && child.taken.isEmpty, "no set of names is made while nothing is imported")
            }
            .expectWorkflow(type: NotesFolderWorkflow.self, key: "folder", producingRendering: .init(isReading: true))
            .expectWorkflow(type: NotesSavingWorkflow.self, key: "saving", producingRendering: ())
            .render { _ in }
            .verifyState { #expect($0.toast?.message == "Notes can be imported once the notes folder is read") }
    }

    @Test("the transfer's chooser is the window's; the recovery and ending questions wait while it shows")
    func chooserShown() {
        let state = loaded([])
        let chooser = FileChooserRequest(title: "Import Notes", mode: .openFiles, onResult: { _ in })
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .expectWorkflow(type: NotesEndingWorkflow.self, key: "ending", producingRendering: .init())
            .expectWorkflow(type: NotesSearchWorkflow.self, key: "search", producingRendering: .init())
            .expectWorkflow(type: NotesPreferencesWorkflow.self, key: "preferences", producingRendering: .init())
            .expectWorkflow(type: NotesRecoveryWorkflow.self, key: "recovery", producingRendering: .init()) { child in
                #expect(!child.mayAsk, "no recovered edit is offered over the chooser")
            }
            .expectWorkflow(type: NotesTrashWorkflow.self, key: "trash", producingRendering: .init())
            .expectWorkflow(type: NotesTransferWorkflow.self, key: "transfer", producingRendering: .init(fileChooser: chooser))
            .expectingIdleFolderAndSaving()
            .render { #expect($0.fileChooser?.mode == .openFiles) }
    }

    @Test("NoteImport copies UTF-8 text under free names, never replacing a file, and refuses binary and unreadable files")
    func noteImportOnDisk() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("notes-import-\(UUID().uuidString)")
        let source = base.appendingPathComponent("in")
        let target = base.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try "Old".write(to: target.appendingPathComponent("Shopping.md"), atomically: true, encoding: .utf8)
        try "# Shopping\nmilk".write(to: source.appendingPathComponent("Shopping.md"), atomically: true, encoding: .utf8)
        try "plain".write(to: source.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 1]).write(to: source.appendingPathComponent("image.png"))
        let outcomes = NoteImport.importFiles(
            ["Shopping.md", "todo.txt", "image.png", "missing.md"].map { source.appendingPathComponent($0).path },
            into: NotesFolder(url: target))
        let names = outcomes.compactMap { if case .imported(_, let entry) = $0 { entry.summary.fileName } else { nil } }
        #expect(names == ["Shopping 2.md", "todo.md"])
        #expect(try String(contentsOf: target.appendingPathComponent("Shopping.md"), encoding: .utf8) == "Old", "never overwritten")
        #expect(try String(contentsOf: target.appendingPathComponent("Shopping 2.md"), encoding: .utf8) == "# Shopping\nmilk")
        let refusals = outcomes.compactMap { if case .refused(let path, let reason) = $0 { (URL(fileURLWithPath: path).lastPathComponent, reason) } else { nil } }
        #expect(refusals.map(\.0) == ["image.png", "missing.md"])
        #expect(refusals.first?.1 == .notText)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: target.path)) == ["Shopping.md", "Shopping 2.md", "todo.md"])
    }
}
