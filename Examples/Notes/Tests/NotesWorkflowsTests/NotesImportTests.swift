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

    @Test("dropped files run an import worker; its notes are listed and the last selected, and a refused file is named in a toast")
    func dropImports() {
        var state = loaded([entry("a.md", "Alpha")])
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren()
            .render { $0.onImportFiles(["/in/b.md", "/in/c.png"]) }
            .verifyState { #expect($0.imports == [1: ["/in/b.md", "/in/c.png"]]) }
        _ = NotesAction.importFiles(["/in/b.md", "/in/c.png"]).apply(toState: &state)
        let outcomes: [NoteImport.Outcome] = [
            .imported(source: "/in/b.md", entry: entry("b.md", "Beta")),
            .refused(source: "/in/c.png", reason: .notText),
        ]
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren()
            .expectWorker(ImportNotesWorker(folder: folder, paths: ["/in/b.md", "/in/c.png"], taken: ["a.md"], number: 1),
                          key: "import:1", producingOutput: outcomes)
            .render { _ in }
            .verifyState { state in
                #expect(state.imports.isEmpty)
                #expect(state.notes["b.md"]?.text == "Beta")
                #expect(state.selected == "b.md")
                #expect(state.toast?.message == "Could not import “c.png”: not a text file")
                #expect(state.drafts.isEmpty, "an imported note is on disk already: nothing to write")
            }
    }

    @Test("importing several files says how many; while the folder is still being read a toast says to wait")
    func importToasts() {
        var state = loaded([])
        _ = NotesAction.importFiles(["/in/x.md", "/in/y.txt"]).apply(toState: &state)
        _ = NotesAction.imported(number: 1, [
            .imported(source: "/in/x.md", entry: entry("x.md", "X")),
            .imported(source: "/in/y.txt", entry: entry("y.md", "Y")),
        ]).apply(toState: &state)
        #expect(state.toast?.message == "Imported 2 notes")
        #expect(state.notes.keys.sorted() == ["x.md", "y.md"])
        var loading = NotesWorkflow(folder: folder).makeInitialState()
        _ = NotesAction.importFiles(["/in/x.md"]).apply(toState: &loading)
        #expect(loading.imports.isEmpty)
        #expect(loading.toast?.message == "Notes can be imported once the notes folder is read")
    }

    @Test("Import… opens a chooser for several text files; its answer imports them, Cancel imports nothing")
    func importChooser() {
        var state = loaded([])
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren()
            .render { $0.onImport() }
            .verifyState { #expect($0.chooser == .importFiles) }
        _ = NotesAction.chooseImport.apply(toState: &state)
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren()
            .render { rendering in
                #expect(rendering.fileChooser?.mode == .openFiles)
                rendering.fileChooser?.answer(.chosen(["/in/a.md", "/in/b.md"]))
            }
            .verifyState { state in
                #expect(state.chooser == nil)
                #expect(state.imports == [1: ["/in/a.md", "/in/b.md"]])
            }
        _ = NotesAction.importChosen(.cancelled).apply(toState: &state)
        #expect(state.chooser == nil)
        #expect(state.imports.isEmpty)
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
