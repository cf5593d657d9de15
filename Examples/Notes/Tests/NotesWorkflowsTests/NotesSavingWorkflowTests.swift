import Foundation
import Gtk
import NotesCore
import NotesWorkflows
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting

@MainActor
@Suite("Notes saving (a child workflow): the autosave delay and the drafts' writes")
struct NotesSavingWorkflowTests {
    let version = FileVersion(device: 1, inode: 2, size: 3, modificationTimeNanoseconds: 4)

    @Test("a draft waiting for typing to pause runs a delay of the given length for its revision; the delay's end goes to the parent")
    func autosave() {
        let workflow = NotesSavingWorkflow(saves: [.autosave("/notes/a.md", 3)], writes: FileWriteQueue(), delay: 250)
        workflow.renderTester()
            .expectWorker(AutosaveDelayWorker(milliseconds: 250, revision: 3), key: "autosave:/notes/a.md", producingOutput: 3)
            .render { _ in }
            .assert(output: .autosaveDue(path: "/notes/a.md", revision: 3))
        // A new revision is a new delay (the runtime cancels the one before: same key, another worker).
        NotesSavingWorkflow(saves: [.autosave("/notes/a.md", 4)], writes: FileWriteQueue(), delay: 250).renderTester()
            .expectWorker(AutosaveDelayWorker(milliseconds: 250, revision: 4), key: "autosave:/notes/a.md", producingOutput: .some(nil))
            .render { _ in }
            .assert(output: .autosaveDue(path: "/notes/a.md", revision: nil))
    }

    @Test("a draft being written runs a write through the app's queue, over only the version expected; its result goes to the parent")
    func write() {
        let queue = FileWriteQueue()
        let workflow = NotesSavingWorkflow(saves: [.write("/notes/a.md", "Alpha", 2, expecting: .version(version))], writes: queue, delay: 500)
        workflow.renderTester()
            .expectWorker(WriteFileWorker(path: "/notes/a.md", text: "Alpha", revision: 2, queue: queue, expecting: .version(version)),
                          key: "write:/notes/a.md", producingOutput: .success(version))
            .render { _ in }
            .assert(output: .written(path: "/notes/a.md", revision: 2, .success(version)))
        let changed = FileError(operation: "write", path: "/notes/a.md", reason: "changed on disk")
        workflow.renderTester()
            .expectWorker(WriteFileWorker(path: "/notes/a.md", text: "Alpha", revision: 2, expecting: .version(version)),
                          key: "write:/notes/a.md", producingOutput: .failure(changed))
            .render { _ in }
            .assert(output: .written(path: "/notes/a.md", revision: 2, .failure(changed)))
    }

    @Test("each draft gets its own worker, keyed by its path; no draft, no worker")
    func several() {
        NotesSavingWorkflow(saves: [.write("/notes/a.md", "A", 1), .autosave("/notes/b.md", 2), .write("/other/c.md", "C", 3, expecting: .absent)],
                            writes: FileWriteQueue(), delay: 500).renderTester()
            .expectWorker(WriteFileWorker(path: "/notes/a.md", text: "A", revision: 1), key: "write:/notes/a.md")
            .expectWorker(AutosaveDelayWorker(milliseconds: 500, revision: 2), key: "autosave:/notes/b.md")
            .expectWorker(WriteFileWorker(path: "/other/c.md", text: "C", revision: 3, expecting: .absent), key: "write:/other/c.md")
            .render { _ in }
            .assertNoOutput()
        NotesSavingWorkflow(saves: [], writes: FileWriteQueue(), delay: 500).renderTester().render { _ in }.assertNoOutput()
    }

    @Test("the parent gives the child each draft's step: a write with the version it last read or wrote, a delay, nothing while in conflict or after a failure")
    func parentSaves() {
        let folder = NotesFolder(url: URL(fileURLWithPath: "/notes"))
        let day = Date(timeIntervalSince1970: 86_400)
        var state = NotesWorkflow.State.loaded([.note("a.md", "A", modified: day), .note("b.md", "B", modified: day)], folder: folder)
        _ = NotesAction.edit(fileName: "a.md", text: "AB").apply(toState: &state)
        _ = NotesAction.edit(fileName: "b.md", text: "BC").apply(toState: &state)
        let (a, b) = (state.drafts["/notes/a.md"]!.revision, state.drafts["/notes/b.md"]!.revision)
        _ = NotesAction.saving(.autosaveDue(path: "/notes/a.md", revision: a)).apply(toState: &state)
        NotesWorkflow(folder: folder, autosaveDelay: 100).renderTester(initialState: state)
            .expectingChildren(saves: [.write("/notes/a.md", "AB", a), .autosave("/notes/b.md", b)],
                               savingOutput: .written(path: "/notes/a.md", revision: a, .success(version)))
            .render { #expect($0.writesInFlight) }
            .verifyState { state in
                #expect(state.drafts["/notes/a.md"] == nil && state.expectedVersions["/notes/a.md"] == .version(version))
            }
        // A failed write waits for the next edit or Try Again; a conflict waits for the user's choice.
        let full = FileError(operation: "write", path: "/notes/a.md", reason: "No space left on device")
        _ = NotesAction.saving(.written(path: "/notes/a.md", revision: a, .failure(full))).apply(toState: &state)
        _ = NotesAction.folder(.reread(fileName: "b.md", stamp: 0, .note("b.md", "Theirs", modified: day))).apply(toState: &state)
        #expect(state.conflicts["b.md"] != nil)
        NotesWorkflow(folder: folder).renderTester(initialState: state).expectingChildren(saves: []).render { _ in }
    }
}
