import DemoWorkflows
import Testing
import Workflow
import WorkflowTesting

/// The library's sort order, headless (no settings store: the order lives in the state).
@MainActor
@Suite("Library sort order (headless)")
struct LibrarySortTests {
    @Test("sorting by title lists the items by title, keeps the selected item selected, and selects through the order")
    func sortByTitle() {
        var state = LibraryWorkflow.State(selectedIndex: 1)  // Kind of Blue
        LibraryWorkflow().renderTester(initialState: state).render { rendering in
            #expect(rendering.sortOrder == .catalogue)
            rendering.onSortOrderChange(.title)
        }.verifyState { sorted in
            #expect(sorted.sortOrder == .title)
            #expect(sorted.pendingSortWrite == LibrarySortWrite(number: 1, order: .title))
            state = sorted
        }
        LibraryWorkflow().renderTester(initialState: state).render { rendering in
            #expect(rendering.items.map(\.title) == ["Blue Train", "Design Patterns", "Kind of Blue", "Refactoring", "The Pragmatic Programmer"])
            #expect(rendering.selectedIndex == 2, "Kind of Blue stays selected, at its sorted place")
            rendering.onSelect(4)  // The Pragmatic Programmer
        }.verifyState { #expect($0.selectedIndex == 2, "the item's index in the catalogue") }
    }

    @Test("the catalogue order lists the items as they are; a read order that is the state's changes nothing")
    func catalogueOrder() {
        var state = LibraryWorkflow.State()
        state.sortOrder = .title
        state.resort()
        LibraryWorkflow().renderTester(initialState: state).render { $0.onSortOrderChange(.catalogue) }
            .verifyState { restored in
                #expect(restored.sorted == nil)
                #expect(restored.items == LibraryItem.samples)
            }
        LibraryWorkflow().renderTester(initialState: .init()).render { rendering in
            #expect(rendering.items == LibraryItem.samples)
        }
        _ = LibraryWorkflow.Action.sortOrderRead(.catalogue).apply(toState: &state)
        #expect(state.sortOrder == .catalogue && state.sorted == nil)
        _ = LibraryWorkflow.Action.sortOrderRead(nil).apply(toState: &state)
        #expect(state.sortOrder == .catalogue, "an unreadable setting keeps the order")
    }

    @Test("the sort order outlives a clear, its undo, and imports (which are sorted in)")
    func orderOutlivesChanges() {
        var state = LibraryWorkflow.State()
        _ = LibraryWorkflow.Action.chooseSortOrder(.title).apply(toState: &state)
        _ = LibraryWorkflow.Action.clear.apply(toState: &state)
        #expect(state.sortOrder == .title)
        _ = LibraryWorkflow.Action.undoClear.apply(toState: &state)
        #expect(state.sorted?.items.first?.title == "Blue Train")
        _ = LibraryWorkflow.Action.importFiles(["/tmp/Algorithms.pdf"]).apply(toState: &state)
        #expect(state.sorted?.items.first?.title == "Algorithms")
        #expect(state.items.last?.title == "Algorithms", "the items keep their catalogue order")
    }
}
