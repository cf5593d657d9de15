import DemoWorkflows
import Testing
import Workflow
import WorkflowTesting

/// Copy on the library: an action counts the Copy and keeps its text; the render pass copies
/// it as a `copyToClipboard` side effect keyed by its number.
@MainActor
@Suite("Library Copy (headless)")
struct LibraryCopyTests {
    @Test("Copy on a selected book keeps \"Title — Author\" as Copy number 1; the next Copy is number 2")
    func copyCountsAndKeepsTheText() {
        var state = LibraryWorkflow.State(selectedIndex: 2)
        LibraryWorkflow().renderTester(initialState: state).render { rendering in
            #expect(rendering.onCopy != nil, "a selected item can be copied")
            rendering.onCopy?()
        }.verifyState { copied in
            #expect(copied.pendingCopy == LibraryCopy(number: 1, text: "The Pragmatic Programmer — Hunt, Thomas"))
            state = copied
        }
        state.selectedIndex = 1
        LibraryWorkflow().renderTester(initialState: state)
            .expectSideEffect(key: LibraryCopy.sideEffectKey(1))
            .render { $0.onCopy?() }
            .verifyState { #expect($0.pendingCopy == LibraryCopy(number: 2, text: "Kind of Blue — Miles Davis")) }
    }

    @Test("a pending Copy is rendered as the clipboard side effect with its number's key")
    func pendingCopyIsASideEffect() {
        var state = LibraryWorkflow.State()
        state.pendingCopy = LibraryCopy(number: 7, text: "Refactoring — Martin Fowler")
        LibraryWorkflow().renderTester(initialState: state)
            .expectSideEffect(key: LibraryCopy.sideEffectKey(7))
            .render { _ in }
            .assertNoAction()
    }

    @Test("with nothing selected there is nothing to copy, and no side effect")
    func nothingSelected() {
        LibraryWorkflow().renderTester(initialState: .init(selectedIndex: nil)).render { rendering in
            #expect(rendering.onCopy == nil)
        }.assertNoAction()
        LibraryWorkflow().renderTester(initialState: .init(items: [], selectedIndex: nil)).render { rendering in
            #expect(rendering.onCopy == nil)
        }.assertNoAction()
    }
}
