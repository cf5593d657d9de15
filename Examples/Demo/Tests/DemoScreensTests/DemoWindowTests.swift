import Adw
import DemoScreens
import DemoWorkflows
import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowAdwaita
import WorkflowContainers
import WorkflowPlatform
import WorkflowUI
import WorkflowUITesting

/// The demo's screens in real windows at a phone's size (360×640) and a desktop's
/// (1920×1080), checked through the widget tree: nothing wider than the window, one header
/// bar, the view switcher in the header bar or at the bottom, long text wrapped.
@MainActor
@Suite("Demo screens in a window", .gtk)
struct DemoWindowTests {
    /// The demo's root workflow, logged in as `name`, on `tab`.
    func host(name: String = "Ada", tab: DemoTab = .home, catalogue: LibraryCatalogue = .samples, width: Int, height: Int)
        async throws -> UITestHost {
        try await UITestHost.demoLoggedIn(RootWorkflow(initialTab: tab, libraryCatalogue: catalogue), name: name, width: width, height: height).host
    }

    /// Every shown button and label lies inside the window horizontally (nothing clipped or
    /// pushed off the side).
    func expectNothingClipped(_ host: UITestHost, sourceLocation: SourceLocation = #_sourceLocation) {
        let width = host.window.allocatedWidth
        for widget in host.findAll(Widget.self) where widget.isDrawable && (widget.as(Button.self) != nil || widget.as(Label.self) != nil) {
            guard let frame = widget.frame(in: host.window), frame.width > 0 else { continue }
            #expect(frame.x >= 0 && frame.x + frame.width <= width,
                    "a \(widget.typeName) \(frame) sticks out of the \(width)-pixel window", sourceLocation: sourceLocation)
        }
    }

    @Test("360×640: the window stays 360 wide, the switcher moves to the bottom bar, nothing sticks out", arguments: DemoTab.allCases)
    func phoneSize(tab: DemoTab) async throws {
        let host = try await host(tab: tab, width: 360, height: 640)
        defer { host.close() }
        try await host.wait(for: "the window to be laid out at 360") { host.window.allocatedWidth == 360 }
        let page = try #require(host.rootViewController?.descendants(of: AdaptivePageViewController.self).first)
        try await host.wait(for: "the bottom switcher bar") { page.switcherBar?.reveal == true }
        #expect(host.findAll(Adw.HeaderBar.self).count == 1)
        if tab == .library {
            let split = try #require(host.rootViewController?.descendants(of: AdaptiveSplitViewController<DropTargetScreen<CommandScreen<LibraryListScreen>>, AnyScreen>.self).first)
            try await host.wait(for: "the library split to fold, showing the list only") {
                split.isFolded && split.leading.view.isDrawable && !split.trailing.view.isDrawable
            }
        }
        expectNothingClipped(host)
    }

    @Test("a large library (500 items, a virtualized list) folded at 360 px shows no selection the user did not make; at 1200 px it shows the workflow's", arguments: [360, 1200])
    func largeLibrarySelectionWhenFolded(width: Int) async throws {
        let host = try await host(tab: .library, catalogue: .generated(count: 500), width: width, height: 640)
        defer { host.close() }
        let split = try #require(host.rootViewController?.descendants(of: AdaptiveSplitViewController<DropTargetScreen<CommandScreen<LibraryListScreen>>, AnyScreen>.self).first)
        try await host.wait(for: "the split to be \(width == 360 ? "folded" : "unfolded")") { split.isFolded == (width == 360) }
        let list = try host.find(controller: ListViewScreenController<LibraryRowScreen>.self)
        try await host.settle()
        if width == 360 {
            #expect(list.screen.selection.keys.isEmpty, "folded, the list shows a selection the user did not make")
        } else {
            #expect(list.screen.selection.keys == [AnyHashable(0)], "unfolded, the list shows the workflow's selection")
        }
    }

    @Test("1920×1080: the switcher sits in the header bar, the library shows list and detail side by side")
    func desktopSize() async throws {
        let host = try await host(tab: .library, width: 1920, height: 1080)
        defer { host.close() }
        let page = try #require(host.rootViewController?.descendants(of: AdaptivePageViewController.self).first)
        #expect(page.switcherBar?.reveal == false)
        #expect(page.headerBar?.titleWidget === page.switcherTitle)
        #expect(!host.findAll(Label.self, label: "Kind of Blue").isEmpty, "the list shows")
        #expect(!host.findAll(Label.self, label: "Design Patterns").isEmpty)
        #expect(!host.findAll(Label.self, label: "by Gamma, Helm, Johnson, Vlissides").isEmpty, "the detail shows beside it")
        expectNothingClipped(host)
    }

    @Test("the welcome page gives the keyboard focus to the name field, not to the header bar")
    func welcomeFocusesTheName() async throws {
        let (_, host) = try await UITestHost.demo()
        defer { host.close() }
        try await host.wait(for: "the name field to have the focus") {
            guard let focused = host.window.focusedWidget else { return false }
            return focused.accessibleLabel == "Name" || focused.parent?.accessibleLabel == "Name"
        }
    }

    @Test("a very long name wraps on Home: the 360-pixel window does not grow")
    func longNameWraps() async throws {
        let name = "Maximiliana-Alexandrina-Wilhelmina von Hohenzollern-Sigmaringen"
        let host = try await host(name: name, width: 360, height: 640)
        defer { host.close() }
        let greeting = try host.find(Label.self, label: "Welcome, \(name)")
        try await host.wait(for: "the window to be laid out at 360") { host.window.allocatedWidth == 360 }
        #expect(greeting.allocatedWidth <= 360)
        #expect(greeting.allocatedHeight > 40, "the greeting wraps onto several lines")
        expectNothingClipped(host)
    }

    @Test("a name that is one 100-character word breaks inside the word: the 360-pixel window does not grow", arguments: [40, 100, 1_500])
    func oneWordNameWraps(length: Int) async throws {
        let name = String(repeating: "Abcdefghij", count: length / 10)
        let host = try await host(name: name, width: 360, height: 640)
        defer { host.close() }
        let greeting = try host.find(Label.self, label: "Welcome, \(name)")
        try await host.wait(for: "the window to be laid out at 360") { host.window.allocatedWidth == 360 }
        #expect(host.window.defaultSize.width <= 360, "the window asks for \(host.window.defaultSize.width) pixels")
        #expect(greeting.allocatedWidth <= 360)
        expectNothingClipped(host)
    }

    @Test("the primary menu shows a long name shortened with an ellipsis")
    func menuShortensLongNames() {
        #expect(DemoMenu.shortened("Ada") == "Ada")
        let long = String(repeating: "x", count: 1_500)
        let shown = DemoMenu.shortened(long)
        #expect(shown.count == DemoMenu.longestShownName && shown.hasSuffix("…"))
        #expect(DemoMenu.sections(userName: long, onLogOut: {}).first?.title == "Signed in as \(shown)")
    }

    @Test("the counter is a pill that keeps its width as its text grows")
    func counterKeepsItsWidth() async throws {
        // The demo's stylesheet, as the app loads it (the counter's width is set there).
        try DemoResourceBundle.register()
        let styleSheet = try StyleSheet(css: try #require(DemoResourceBundle.styleSheet))
        defer { styleSheet.remove() }
        let host = try await host(width: 1280, height: 800)
        defer { host.close() }
        let counter = try host.find(Button.self, label: "Tapped 0 times")
        try await host.wait(for: "the counter to be laid out") { counter.allocatedWidth > 0 }
        let width = counter.allocatedWidth
        #expect(counter.allocatedHeight < width / 3, "a pill, not a square: \(width)×\(counter.allocatedHeight)")
        for _ in 0..<10 { try await host.click(counter) }
        _ = try host.find(Button.self, label: "Tapped 10 times")
        try await host.wait(for: "the counter to be laid out again") { counter.allocatedWidth > 0 }
        #expect(counter.allocatedWidth == width, "\(width) pixels at 0 taps, \(counter.allocatedWidth) at 10")
    }

    @Test("the library detail stays put: a long and a short title start at the same x")
    func detailDoesNotShift() async throws {
        let host = try await host(tab: .library, width: 1280, height: 800)
        defer { host.close() }
        let list = try #require(host.rootViewController?.descendants(of: BoxedListViewController.self).first)
        try await host.activate(list.rowWidgets[2])
        let long = try #require(host.findAll(Label.self, label: "The Pragmatic Programmer").first { $0.hasCSSClass("title-2") })
        try await host.wait(for: "the long title to be laid out") { long.isDrawable && (long.frame(in: host.window)?.width ?? 0) > 0 }
        let longX = try #require(long.frame(in: host.window)).x
        try await host.activate(list.rowWidgets[4])
        let shortTitles = host.findAll(Label.self, label: "Refactoring").filter { $0.hasCSSClass("title-2") }
        let short = try #require(shortTitles.first)
        try await host.wait(for: "the short title to be laid out") { short.isDrawable && (short.frame(in: host.window)?.width ?? 0) > 0 }
        #expect(try #require(short.frame(in: host.window)).x == longX)
    }

    @Test("back from a scanned code's detail gives the focus to the row that was opened, not the first")
    func scanBackFocusesTheOpenedRow() async throws {
        let host = try await host(tab: .scan, width: 1280, height: 800)
        defer { host.close() }
        let page = try #require(host.rootViewController?.descendants(of: AdaptivePageViewController.self).first)
        let rows = host.findAll(Adw.ActionRow.self).filter(\.isDrawable)
        try #require(rows.count >= 3, "the scan list shows \(rows.count) rows")
        let opened = rows[2]
        try await host.activate(opened)
        try await host.wait(for: "the detail with back in the header bar") { page.backButton?.isVisible == true }
        try await host.click(try #require(page.backButton))
        try await host.wait(for: "the list again") { page.backButton?.isVisible == false && opened.isDrawable }
        try await host.wait(for: "the opened row to have the focus") {
            var focused = host.window.focusedWidget
            while let widget = focused, widget !== opened { focused = widget.parent }
            return focused === opened
        }
    }

    @Test("1920×1080: the welcome title is one line, as tall as the same text unwrapped")
    func welcomeTitleOnOneLine() async throws {
        let (_, host) = try await UITestHost.demo(width: 1920, height: 1080)
        defer { host.close() }
        let title = try host.find(Label.self, label: "Welcome to WorkflowGtk")
        try await host.wait(for: "the title to be laid out") { title.allocatedHeight > 0 }
        let single = Label("Welcome to WorkflowGtk")
        single.addCSSClass("title-1")
        single.verticalAlignment = .center
        single.horizontalAlignment = .center
        let reference = try await UITestHost(widget: single, width: 1920, height: 300)
        defer { reference.close() }
        try await reference.wait(for: "the unwrapped title to be laid out") { single.allocatedHeight > 0 }
        #expect(title.allocatedHeight == single.allocatedHeight,
                "the title is \(title.allocatedHeight) px tall, one line is \(single.allocatedHeight) px: it wraps")
    }

    @Test("360×294: the empty library's title stays above the Undo toast")
    func emptyTitleAboveTheToast() async throws {
        try DemoResourceBundle.register()
        let styleSheet = try StyleSheet(css: try #require(DemoResourceBundle.styleSheet))
        defer { styleSheet.remove() }
        let host = try await host(tab: .library, width: 360, height: 294)
        defer { host.close() }
        try await host.click(try host.find(Button.self, label: "Clear Library"))
        try await host.wait(for: "the Undo toast") { !host.findAll(Button.self, label: "Undo").isEmpty }
        let title = try host.find(Label.self, label: "Your Library Is Empty")
        let toast = try host.find(Label.self, label: "5 items removed")
        try await host.wait(for: "the page and the toast to be laid out") {
            (title.frame(in: host.window)?.height ?? 0) > 0 && (toast.frame(in: host.window)?.height ?? 0) > 0
        }
        let titleFrame = try #require(title.frame(in: host.window)), toastFrame = try #require(toast.frame(in: host.window))
        #expect(titleFrame.y + titleFrame.height <= toastFrame.y, "title at \(titleFrame), toast text at \(toastFrame)")
    }

    @Test("library at 360: choosing shows the detail with back in the header bar; back returns to the list")
    func libraryFolds() async throws {
        let host = try await host(tab: .library, width: 360, height: 640)
        defer { host.close() }
        let page = try #require(host.rootViewController?.descendants(of: AdaptivePageViewController.self).first)
        let list = try #require(host.rootViewController?.descendants(of: BoxedListViewController.self).first)
        try await host.activate(list.rowWidgets[3])
        try await host.wait(for: "the detail of Blue Train") { page.backButton?.isVisible == true }
        #expect(page.windowTitle?.title == "Blue Train")
        #expect(list.rowWidgets[3].isSelected, "the row has GTK's selected state")
        let container = try #require(host.containerViewController(for: RootWorkflow.self))
        try await host.click(try #require(page.backButton))
        guard case .main(let main) = container.host.rendering else { Issue.record("logged out"); return }
        #expect(!main.library.isShowingDetail, "back reached the workflow")
        try await host.wait(for: "the list again") { page.backButton?.isVisible == false }
    }

    @Test("Clear Library offers Undo in a toast; Undo brings the items back; the empty library is a status page")
    func clearAndUndo() async throws {
        let host = try await host(tab: .library, width: 1280, height: 800)
        defer { host.close() }
        try await host.click(try host.find(Button.self, label: "Clear Library"))
        let status = try #require(host.rootViewController?.descendants(of: StatusPageViewController.self).first)
        #expect(status.statusPage?.iconName == "folder-symbolic")
        #expect(status.statusPage?.title == "Your Library Is Empty", "a heading: header capitalization, no final period")
        #expect(status.statusPage?.description?.isEmpty == false, "the empty page says what to do")
        try await host.wait(for: "the Undo toast") { !host.findAll(Button.self, label: "Undo").isEmpty }
        try await host.click(try host.find(Button.self, label: "Undo"))
        try await host.wait(for: "the items to return") { !host.findAll(Label.self, label: "Kind of Blue").isEmpty }
    }

    @Test("right to left: the library's list is on the right of its detail")
    func rightToLeft() async throws {
        let previous = Widget.defaultDirection
        Widget.defaultDirection = .rtl
        defer { Widget.defaultDirection = previous }
        let host = try await host(tab: .library, width: 1280, height: 800)
        defer { host.close() }
        let list = try #require(host.findAll(Label.self, label: "Design Patterns").first)
        let detail = try host.find(Label.self, label: "by Gamma, Helm, Johnson, Vlissides")
        let listFrame = try #require(list.frame(in: host.window)), detailFrame = try #require(detail.frame(in: host.window))
        #expect(listFrame.x > detailFrame.x, "list at \(listFrame), detail at \(detailFrame)")
    }
}

extension ViewController {
    /// This controller and its descendants of type `T`, depth first.
    func descendants<T: ViewController>(of type: T.Type) -> [T] {
        var found: [T] = []
        if let match = self as? T { found.append(match) }
        for child in children { found += child.descendants(of: type) }
        return found
    }
}
