import Foundation
import Gtk
import NotesCore
import NotesWorkflows
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting

@MainActor
@Suite("Notes folder (a child workflow): reading, watching and reading notes again")
struct NotesFolderWorkflowTests {
    let folder = NotesFolder(url: URL(fileURLWithPath: "/notes"))
    let listing = NotesListing([NoteListing(fileName: "a.md", modified: Date(timeIntervalSince1970: 86_400))])
    let note = NotesFolder.Entry(summary: NoteSummary(fileName: "a.md", modified: Date(timeIntervalSince1970: 86_400), text: NoteText("Alpha")),
                                 text: "Alpha")

    @Test("it reads the folder from the start: the listing and each batch go to the parent; the end of reading, or the folder's error, stops the worker")
    func reading() {
        let workflow = NotesFolderWorkflow(folder: folder)
        workflow.renderTester()
            .expectWorker(LoadNotesWorker(folder: folder, generation: 0), key: "load", producingOutput: .listed(.success(listing)))
            .render { #expect($0.isReading) }
            .verifyOutput { output in
                guard case .loading(.listed(.success(let listed))) = output else { Issue.record("not the listing: \(output)"); return }
                #expect(listed.order == ["a.md"])
            }
            .verifyState { #expect($0.isReading, "the notes' texts are still to be read") }
        workflow.renderTester()
            .expectWorker(LoadNotesWorker(folder: folder, generation: 0), key: "load", producingOutput: .read([note]))
            .render { _ in }
            .verifyOutput { output in
                guard case .loading(.read(let entries)) = output else { Issue.record("not a batch: \(output)"); return }
                #expect(entries.map(\.text) == ["Alpha"])
            }
        workflow.renderTester()
            .expectWorker(LoadNotesWorker(folder: folder, generation: 0), key: "load", producingOutput: .finished)
            .render { _ in }
            .verifyState { #expect(!$0.isReading) }
        let error = NotesFolderError.unreadableFolder(path: "/notes", reason: "No such file or directory")
        let failed = workflow.renderTester()
            .expectWorker(LoadNotesWorker(folder: folder, generation: 0), key: "load", producingOutput: .listed(.failure(error)))
            .render { _ in }
            .verifyOutput { output in
                guard case .loading(.listed(.failure(let reported))) = output else { Issue.record("not the error: \(output)"); return }
                #expect(reported == error)
            }
            .state
        #expect(!failed.isReading)
        // Not reading: no worker at all (the tester fails on one not expected).
        workflow.renderTester(initialState: failed).render { #expect(!$0.isReading) }
    }

    @Test("Reload reads the folder again with a new generation and tells the parent, which shows the spinner")
    func reload() {
        var state = NotesFolderWorkflow.State()
        state.isReading = false
        let workflow = NotesFolderWorkflow(folder: folder)
        let reloaded = workflow.renderTester(initialState: state)
            .render { $0.onReload() }
            .verifyOutput { output in
                guard case .reloading = output else { Issue.record("not a reload: \(output)"); return }
            }
            .state
        #expect(reloaded.generation == 1 && reloaded.isReading)
        workflow.renderTester(initialState: reloaded)
            .expectWorker(LoadNotesWorker(folder: folder, generation: 1), key: "load")
            .render { #expect($0.isReading) }
    }

    @Test("a new opening of the parent (another folder, or the same one opened again) reads from the start; other new props do not")
    func opening() {
        var state = NotesFolderWorkflow.State()
        state.isReading = false
        let first = NotesFolderWorkflow(folder: folder, opening: 0)
        NotesFolderWorkflow(folder: folder, opening: 0, sortOrder: .byTitle, watches: true).workflowDidChange(from: first, state: &state)
        #expect(!state.isReading && state.generation == 0, "a new order or the watch do not read the folder again")
        let other = NotesFolderWorkflow(folder: NotesFolder(url: URL(fileURLWithPath: "/other")), opening: 1)
        other.workflowDidChange(from: first, state: &state)
        #expect(state.isReading && state.generation == 1 && state.opening == 1)
        other.renderTester(initialState: state)
            .expectWorker(LoadNotesWorker(folder: other.folder, generation: 1), key: "load")
            .render { _ in }
        #expect(NotesFolderWorkflow(folder: folder, opening: 3).makeInitialState() == NotesFolderWorkflow.State(opening: 3))
    }

    @Test("it watches the folder while the parent asks, and hands each change on as it is")
    func watch() {
        var state = NotesFolderWorkflow.State()
        state.isReading = false
        let change = FileMonitor.Change(kind: .changesDone, path: "/notes/a.md", otherPath: nil)
        NotesFolderWorkflow(folder: folder, watches: true).renderTester(initialState: state)
            .expectWorker(FileMonitorWorker(path: "/notes"), key: "watch", producingOutput: .success(change))
            .render { _ in }
            .verifyOutput { output in
                guard case .changed(.success(let reported)) = output else { Issue.record("not the change: \(output)"); return }
                #expect(reported == change)
            }
            .verifyState { #expect($0 == state, "a change is the parent's to judge") }
    }

    @Test("it reads each note the parent asks for, a new request number replacing the read running, and hands the note (or its absence) on")
    func rereads() {
        var state = NotesFolderWorkflow.State()
        state.isReading = false
        NotesFolderWorkflow(folder: folder, rereads: ["a.md": 2, "b.md": 1]).renderTester(initialState: state)
            .expectWorker(ReadNoteWorker(folder: folder, fileName: "a.md", stamp: 2), key: "reread:a.md", producingOutput: note)
            .expectWorker(ReadNoteWorker(folder: folder, fileName: "b.md", stamp: 1), key: "reread:b.md")
            .render { _ in }
            .verifyOutput { output in
                guard case .reread(let name, let stamp, let entry) = output else { Issue.record("not a read: \(output)"); return }
                #expect(name == "a.md" && stamp == 2 && entry?.text == "Alpha")
            }
        NotesFolderWorkflow(folder: folder, rereads: ["b.md": 1]).renderTester(initialState: state)
            .expectWorker(ReadNoteWorker(folder: folder, fileName: "b.md", stamp: 1), key: "reread:b.md", producingOutput: .some(nil))
            .render { _ in }
            .verifyOutput { output in
                guard case .reread("b.md", 1, .none) = output else { Issue.record("not a note gone: \(output)"); return }
            }
    }
}
