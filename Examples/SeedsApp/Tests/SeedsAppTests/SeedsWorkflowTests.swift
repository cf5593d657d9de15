import SeedsApp
import Testing
import WorkflowContainers
import WorkflowPlatform
import WorkflowTesting
import WorkflowUI

/// The app's logic, headless, with RenderTester: no window, no display.
@MainActor
@Suite("Seeds workflow")
struct SeedsWorkflowTests {
    @Test("picking a seed in the garden opens its page in the back stack")
    func openSeed() throws {
        var opened = SeedsWorkflow.State()
        opened.openSeed = "Tomato"
        SeedsWorkflow()
            .renderTester(initialState: .init())
            .expectingJournal()
            .render { screen in
                #expect(screen.alert == nil)
                #expect(screen.baseScreen.baseScreen.pages.map(\.title) == ["Garden", "Catalog", "Journal"])
                let garden = screen.baseScreen.baseScreen.pages[0].screen.wrappedScreen as? BackStackScreen
                #expect(garden?.items.count == 1)
                let list = garden?.items[0].screen.wrappedScreen as? SeedListScreen
                #expect(list?.seeds == ["Basil", "Tomato"])
                list?.onSelect("Tomato")
            }
            .assert(state: opened)
    }

    @Test("Clear garden raises the alert; its Clear action empties the garden")
    func clearAlert() {
        var confirming = SeedsWorkflow.State()
        confirming.confirmingClear = true
        var cleared = SeedsWorkflow.State()
        cleared.garden = []
        SeedsWorkflow()
            .renderTester(initialState: confirming)
            .expectingJournal()
            .render { screen in
                #expect(screen.alert?.title == "Clear the garden?")
                screen.alert?.actions.first { $0.title == "Clear" }?.handler()
            }
            .assert(state: cleared)
    }
}

extension RenderTester where WorkflowType == SeedsWorkflow {
    /// Expects the Journal tab's child workflow (its own tests are `SeedJournalTests`).
    func expectingJournal() -> Self {
        expectWorkflow(type: SeedJournalWorkflow.self, key: "journal", producingRendering: FileChooserContainerScreen(
            baseScreen: SeedJournalScreen(entries: [], status: "", onImport: {}, onExport: {}, onCopy: {})
                .acceptingDrops { _ in }
                .commands([])))
    }
}
