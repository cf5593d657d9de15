import DemoWorkflows
import Foundation
import GtkTestSupport
import Testing
import Workflow
import WorkflowRestoration

/// The demo's state restoration, headless: a host's tree saved by `FileStateStore` to a file
/// and read back by a fresh host.
@MainActor
@Suite("Demo state restoration")
final class DemoRestorationTests {
    /// A new temporary folder for each test, removed after it.
    let folder: URL
    /// The state file in it.
    let path: String

    init() throws {
        folder = try FileManager.default.makeTemporaryFolder("demo-restoration")
        path = folder.appendingPathComponent("workflow-state.json").path
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A host of `workflow` saving to and restoring from `file` (the state file unless given).
    func restorable(_ workflow: RootWorkflow = RootWorkflow(), file: String? = nil) -> WorkflowHost<RootWorkflow> {
        WorkflowHost(workflow: workflow, stateStore: FileStateStore(path: file ?? path))
    }

    /// Performs `steps` as a user would, through the rendering's closures.
    func perform(_ steps: String, on host: WorkflowHost<RootWorkflow>) throws {
        for step in try DemoStep.list(parsing: steps) { try step.perform(on: host.rendering) }
    }

    @Test("login, tab, scan stack and library selection saved by one host render the same in a fresh host")
    func roundTrip() throws {
        let host = restorable()
        try perform("login:Ada,count,count,tab:scan,open:1,related,tab:library,select:3", on: host)
        let saved = DemoRenderingSummary(host.rendering)
        #expect(saved.text.contains("tab=library") && saved.text.contains("scan=list>9780201633610>0163361020879"),
                "the steps did not reach the expected screen: \(saved.text)")
        host.saveStates()

        let restored = restorable()
        #expect(DemoRenderingSummary(restored.rendering) == saved)
        // Without the store, the same workflow starts on the welcome screen.
        #expect(DemoRenderingSummary(WorkflowHost(workflow: RootWorkflow()).rendering).text == "welcome name=''")
        // The restored app carries on from there: back pops the restored stack.
        try perform("tab:scan,back", on: restored)
        #expect(DemoRenderingSummary(restored.rendering).text.contains("scan=list>9780201633610 "))
    }

    @Test("an open log-out alert and an Undo offer are not restored; the welcome name is")
    func transientStateStartsClosed() throws {
        let host = restorable()
        try perform("login:Ada,tab:library,clear,logout", on: host)
        guard case .main(let main) = host.rendering else { Issue.record("expected the main area"); return }
        #expect(main.logoutAlert != nil && main.library.undo != nil && main.library.items.isEmpty)
        host.saveStates()
        let restored = restorable()
        guard case .main(let back) = restored.rendering else { Issue.record("expected the main area"); return }
        #expect(back.logoutAlert == nil && back.library.undo == nil)
        #expect(back.library.items.isEmpty && back.selectedTab == .library, "the cleared library and the tab come back")

        let welcome = restorable(file: path + ".welcome")
        guard case .welcome(let screen) = welcome.rendering else { Issue.record("expected welcome"); return }
        screen.onNameChanged("Grace")
        welcome.saveStates()
        let again = restorable(file: path + ".welcome")
        #expect(DemoRenderingSummary(again.rendering).text == "welcome name='Grace'")
    }

    @Test("a generated library of 100,000 items saves its selection in a few bytes and restores it")
    func largeLibrary() throws {
        let catalogue = LibraryCatalogue.generated(count: 100_000)
        let host = restorable(RootWorkflow(libraryCatalogue: catalogue))
        try perform("login:Ada,tab:library,select:99990", on: host)
        host.saveStates()
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size < 2_000, "the snapshot holds the catalogue, not its items: \(size) bytes")

        let restored = restorable(RootWorkflow(libraryCatalogue: catalogue))
        guard case .main(let main) = restored.rendering else { Issue.record("expected the main area"); return }
        #expect(main.library.items.count == 100_000 && main.library.selectedIndex == 99990)
        guard case .book(let book) = main.library.detail else { Issue.record("expected a book at 99990"); return }
        #expect(book.title == LibraryItem.generated(99990).title)

        // The same snapshot under the five samples: the library starts fresh (another key),
        // the rest is restored.
        let samples = restorable()
        guard case .main(let small) = samples.rendering else { Issue.record("expected the main area"); return }
        #expect(small.selectedTab == .library && small.library.items == LibraryItem.samples && small.library.selectedIndex == 0)
    }

    @Test("a saved library state outside what the catalogue holds starts fresh or drops the selection")
    func badLibraryStates() throws {
        func decode(_ json: String) throws -> LibraryWorkflow.State {
            try JSONDecoder().decode(LibraryWorkflow.State.self, from: Data(json.utf8))
        }
        let state = try decode(#"{"catalogue":{},"isCleared":false,"selectedIndex":7,"isShowingDetail":true}"#)
        #expect(state.items == LibraryItem.samples && state.selectedIndex == nil && state.isShowingDetail)
        #expect(throws: DecodingError.self) {
            try decode(#"{"catalogue":{"generatedCount":-4},"isCleared":false,"isShowingDetail":false}"#)
        }
        #expect(throws: DecodingError.self) {
            try decode(#"{"catalogue":{"generatedCount":999999999999},"isCleared":false,"isShowingDetail":false}"#)
        }
    }

    @Test("the generated catalogue is deterministic, unique, and alternates books and albums")
    func catalogue() {
        let items = LibraryCatalogue.generated(count: 1_000).items
        #expect(items.count == 1_000)
        #expect(items == LibraryCatalogue.generated(count: 1_000).items)
        #expect(Set(items.map(\.title)).count == 1_000)
        #expect(items[0].title == "Amber Atlas 1" && items[999].title == LibraryItem.generated(999).title)
        guard case .book = items[0].kind, case .album = items[1].kind else { Issue.record("expected a book then an album"); return }
        #expect(LibraryCatalogue.samples.items == LibraryItem.samples)
        #expect(LibraryCatalogue.generated(count: 0).items.isEmpty)
    }
}

/// What a demo rendering shows, as text: equal summaries render the same screens.
struct DemoRenderingSummary: Equatable, CustomStringConvertible {
    let text: String

    @MainActor
    init(_ rendering: AppRendering) {
        switch rendering {
        case .welcome(let welcome):
            text = "welcome name='\(welcome.name)'"
        case .main(let main):
            let scan = main.scan.items.map { item -> String in
                switch item.content {
                case .list: item.key
                case .detail(let detail): detail.code
                }
            }.joined(separator: ">")
            let detail: String
            switch main.library.detail {
            case .book(let book): detail = "book:\(book.title)"
            case .album(let album): detail = "album:\(album.title)"
            case .empty(let empty): detail = "empty:\(empty.message)"
            }
            text = "main user=\(main.userName) tab=\(main.selectedTab.title.lowercased()) home='\(main.home.counter.title)' "
                + "scan=\(scan) library=\(main.library.items.count)/\(main.library.selectedIndex.map(String.init) ?? "-") "
                + "detail=\(detail) showingDetail=\(main.library.isShowingDetail) alert=\(main.logoutAlert != nil)"
        }
    }

    var description: String { text }
}
