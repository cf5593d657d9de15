import Gtk
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting

/// Copy is a side effect and Paste a worker: a workflow's test sees both without a display.
@MainActor
@Suite("Clipboard as side effect and worker (headless)")
struct ClipboardRenderingTests {
    @Test("a pending copy is a side effect keyed by its number")
    func copyIsASideEffect() {
        ClipboardDocWorkflow(initialState: .init(pendingCopy: .init(text: "Moby Dick", number: 3), copies: 3))
            .renderTester()
            .expectSideEffect(key: "copy-3")
            .render()
            .assertNoAction()
    }

    @Test("a paste renders the clipboard worker; its text, or the reason there is none, lands in the state")
    func pasteIsAWorker() {
        ClipboardDocWorkflow(initialState: .init(isPasting: true, pastes: 2))
            .renderTester()
            .expectWorker(ReadClipboardTextWorker(revision: 2), key: "paste", producingOutput: .success("Ishmael"))
            .render()
            .verifyState { #expect($0.pasted == "Ishmael" && !$0.isPasting) }
        let empty = Clipboard.ReadError(reason: "No compatible transfer format found")
        ClipboardDocWorkflow(initialState: .init(isPasting: true, pastes: 3))
            .renderTester()
            .expectWorker(ReadClipboardTextWorker(revision: 3), key: "paste", producingOutput: .failure(empty))
            .render()
            .verifyState { #expect($0.pasteFailure == empty && $0.pasted == nil) }
        #expect(empty.description == "Clipboard: cannot read text: No compatible transfer format found")
    }

    @Test("the copy and paste closures of the rendering send their actions")
    func renderingSendsActions() {
        ClipboardDocWorkflow().renderTester()
            .render { $0.copy("Call me Ishmael.") }
            .verifyState { #expect($0.pendingCopy == .init(text: "Call me Ishmael.", number: 1)) }
    }
}
