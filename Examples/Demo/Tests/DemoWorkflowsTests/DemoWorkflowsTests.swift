import DemoWorkflows
import Testing
import Workflow
import WorkflowTesting

/// The demo's app logic, headless, through RenderTester and action testers.
@MainActor
@Suite("Demo workflows")
struct DemoWorkflowsTests {
    @Test("log-in is enabled only for a non-blank name, and logs in with the trimmed name")
    func loginEnablement() {
        RootWorkflow().renderTester(initialState: .welcome(name: "  ")).render { rendering in
            guard case .welcome(let screen) = rendering else { Issue.record("expected the welcome screen"); return }
            #expect(!screen.isLoginEnabled)
            screen.onLoginTapped()
        }.assert(state: .welcome(name: "  "))

        RootWorkflow().renderTester(initialState: .welcome(name: "")).render { rendering in
            guard case .welcome(let screen) = rendering else { Issue.record("expected the welcome screen"); return }
            screen.onNameChanged(" Ada ")
        }.assert(state: .welcome(name: " Ada "))

        RootWorkflow().renderTester(initialState: .welcome(name: " Ada ")).render { rendering in
            guard case .welcome(let screen) = rendering else { Issue.record("expected the welcome screen"); return }
            #expect(screen.isLoginEnabled)
            screen.onLoginTapped()
        }.assert(state: .loggedIn(name: "Ada"))
    }

    @Test("the logged-in root renders the main workflow; its output logs out")
    func mainChildAndLogout() {
        let main = MainRendering(
            userName: "Ada", selectedTab: .home, onSelectTab: { _ in }, onEvent: { _ in },
            home: Fixtures.home, scan: Fixtures.scan, library: Fixtures.library,
            onLogoutTapped: {}, logoutAlert: nil)
        RootWorkflow().renderTester(initialState: .loggedIn(name: "Ada"))
            .expectWorkflow(type: MainWorkflow.self, producingRendering: main, producingOutput: .loggedOut,
                            assertions: { #expect($0.userName == "Ada") })
            .render { rendering in
                guard case .main(let shown) = rendering else { Issue.record("expected the main area"); return }
                #expect(shown.userName == "Ada")
            }
            .assert(state: .welcome(name: ""))
    }

    @Test("tab selection and the Scan event select tabs")
    func tabSelection() {
        MainWorkflow.Action.tester(withState: .init())
            .send(action: .select(.library))
            .assert(state: .init(selectedTab: .library))
            .assertNoOutput()
        mainTester(.init()).render { rendering in
            #expect(rendering.selectedTab == .home)
            rendering.onEvent(.didTapScan)
        }.assert(state: .init(selectedTab: .scan))
    }

    @Test("log-out asks first; confirming emits loggedOut, cancelling does not")
    func logoutConfirmation() {
        mainTester(.init()).render { rendering in
            #expect(rendering.logoutAlert == nil)
            rendering.onLogoutTapped()
        }.assert(state: .init(isConfirmingLogout: true)).assertNoOutput()
        mainTester(.init(isConfirmingLogout: true)).render { rendering in
            rendering.logoutAlert?.onConfirm()
        }.assert(state: .init()).assert(output: .loggedOut)
        mainTester(.init(isConfirmingLogout: true)).render { rendering in
            rendering.logoutAlert?.onCancel()
        }.assert(state: .init()).assertNoOutput()
    }

    @Test("the scan back stack pushes a detail, pushes a related detail and pops")
    func backStack() {
        ScanWorkflow().renderTester(initialState: []).render { rendering in
            #expect(rendering.items.map(\.key) == ["list"])
            guard case .list(let list) = rendering.items[0].content else { Issue.record("expected the list"); return }
            list.onSelect(ScanWorkflow.codes[1])
        }.assert(state: [ScanWorkflow.codes[1]])
        ScanWorkflow().renderTester(initialState: ["123"]).render { rendering in
            #expect(rendering.items.map(\.key) == ["list", "detail-0"])
            guard case .detail(let detail) = rendering.items[1].content else { Issue.record("expected a detail"); return }
            #expect(detail.relatedCode == "321")
            detail.onOpenRelated()
        }.assert(state: ["123", "321"])
        ScanWorkflow().renderTester(initialState: ["123", "321"]).render { rendering in
            #expect(rendering.items.count == 3)
            rendering.onBack()
        }.assert(state: ["123"])
        ScanWorkflow().renderTester(initialState: []).render { $0.onBack() }.assert(state: [])
    }

    @Test("clearing offers Undo: undo puts the items back, dismissing forgets them; back leaves the detail")
    func libraryUndoAndBack() {
        let cleared = LibraryWorkflow.State(items: [], selectedIndex: nil, clearedItems: LibraryItem.samples)
        LibraryWorkflow().renderTester(initialState: cleared).render { rendering in
            #expect(rendering.undo?.removedCount == LibraryItem.samples.count)
            rendering.undo?.onUndo()
        }.assert(state: .init(items: LibraryItem.samples, selectedIndex: 0))
        LibraryWorkflow().renderTester(initialState: cleared).render { $0.undo?.onDismiss() }
            .assert(state: .init(items: [], selectedIndex: nil))
        LibraryWorkflow().renderTester(initialState: .init()).render { #expect($0.undo == nil) }
        LibraryWorkflow().renderTester(initialState: .init(selectedIndex: 2, isShowingDetail: true)).render { rendering in
            #expect(rendering.isShowingDetail)
            rendering.onBack()
        }.assert(state: .init(selectedIndex: 2, isShowingDetail: false))
    }

    @Test("library selection flips the detail kind; an empty library shows the empty state")
    func librarySplit() {
        let tester = LibraryWorkflow().renderTester(initialState: .init())
        tester.render { rendering in
            guard case .book(let book) = rendering.detail else { Issue.record("expected a book"); return }
            #expect(book.title == "Design Patterns")
            rendering.onSelect(1)
        }.assert(state: .init(selectedIndex: 1, isShowingDetail: true))
        LibraryWorkflow().renderTester(initialState: .init(selectedIndex: 1)).render { rendering in
            guard case .album(let album) = rendering.detail else { Issue.record("expected an album"); return }
            #expect(album.artist == "Miles Davis")
            rendering.onSelect(99)
        }.assert(state: .init(selectedIndex: 1))
        LibraryWorkflow().renderTester(initialState: .init()).render { $0.onClear() }
            .assert(state: .init(items: [], selectedIndex: nil, clearedItems: LibraryItem.samples))
        LibraryWorkflow().renderTester(initialState: .init(items: [], selectedIndex: nil)).render { rendering in
            guard case .empty(let empty) = rendering.detail else { Issue.record("expected the empty state"); return }
            #expect(empty.actionText == "Add Sample Items")
            empty.onAction()
        }.assert(state: .init())
    }

    @Test("the counter counts taps")
    func counter() {
        HomeWorkflow(userName: "Ada").renderTester(initialState: 0).render { screen in
            #expect(screen.greeting == "Welcome, Ada")
            #expect(screen.counter.title == "Tapped 0 times")
            screen.counter.onTap()
            screen.counter.onTap()
        }.assert(state: 2)
        #expect(HomeWorkflow.title(taps: 1) == "Tapped once")
    }

    @Test("the whole app runs in a WorkflowHost: log in, switch tabs, log out")
    func hostFlow() {
        let host = WorkflowHost(workflow: RootWorkflow())
        guard case .welcome(let welcome) = host.rendering else { Issue.record("expected welcome"); return }
        welcome.onNameChanged("Grace")
        guard case .welcome(let named) = host.rendering else { Issue.record("expected welcome"); return }
        named.onLoginTapped()
        guard case .main(let main) = host.rendering else { Issue.record("expected main"); return }
        #expect(main.home.greeting == "Welcome, Grace")
        main.onSelectTab(.library)
        guard case .main(let library) = host.rendering else { Issue.record("expected main"); return }
        #expect(library.selectedTab == .library)
        library.onLogoutTapped()
        guard case .main(let asking) = host.rendering, let alert = asking.logoutAlert else {
            Issue.record("expected the alert"); return
        }
        alert.onConfirm()
        guard case .welcome(let again) = host.rendering else { Issue.record("expected welcome after log-out"); return }
        #expect(again.name == "")
    }
}

/// Child renderings for render tests of `MainWorkflow`.
@MainActor
enum Fixtures {
    static let home = HomeScreen(greeting: "", counter: CounterScreen(title: "", onTap: {}))
    static let scan = ScanRendering(items: [], onBack: {})
    static let library = LibraryRendering(
        items: [], selectedIndex: nil, onSelect: { _ in }, onClear: {},
        detail: .empty(EmptyLibraryScreen(message: "", actionText: "", onAction: {})))
}

/// A render tester of `MainWorkflow` expecting its three tab children.
@MainActor
func mainTester(_ state: MainWorkflow.State) -> RenderTester<MainWorkflow> {
    MainWorkflow(userName: "Ada").renderTester(initialState: state)
        .expectWorkflow(type: HomeWorkflow.self, producingRendering: Fixtures.home)
        .expectWorkflow(type: ScanWorkflow.self, producingRendering: Fixtures.scan)
        .expectWorkflow(type: LibraryWorkflow.self, producingRendering: Fixtures.library)
}
