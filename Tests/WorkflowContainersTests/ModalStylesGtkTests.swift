import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowContainers
import WorkflowUI
import WorkflowUITesting

/// A base with "Delete" that opens a confirm; each confirm's "Again" opens another over
/// it; Escape (onClose) closes the top one. Every modal has `style`.
struct StyledModalsWorkflow: Workflow {
    typealias State = Int

    var style: ModalStyle
    var title = "Confirm"
    var defaultSize: (width: Int, height: Int)?

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<StyledModalsWorkflow>) -> ModalContainerScreen<ButtonScreen> {
        let sink = context.makeStateMutationSink()
        let modals = (0..<state).map { level in
            ModalContainerScreenModal(
                key: level, screen: ButtonScreen(title: "Again \(level + 1)") { sink.send { $0 += 1 } },
                title: title.isEmpty ? "" : "\(title) \(level + 1)", style: style, defaultSize: defaultSize, onClose: { sink.send { $0 -= 1 } })
        }
        return ModalContainerScreen(baseScreen: ButtonScreen(title: "Delete") { sink.send { $0 += 1 } }, modals: modals)
    }
}

/// Modal styles (Xvfb): a sheet over the dimmed base that takes and keeps the focus, a
/// cover over the whole base, separate windows kept; each titled; nested in each style.
@MainActor
@Suite("Modal styles on GTK", .gtk)
struct ModalStylesGtkTests {
    private func show(_ workflow: StyledModalsWorkflow, width: Int = 560, height: Int = 420) async throws
        -> (UITestHost, ModalContainerViewController<ButtonScreen>) {
        let (container, host) = try await UITestHost.container(workflow, width: width, height: height)
        let modal = try #require(container.rootViewController.currentViewController as? ModalContainerViewController<ButtonScreen>)
        return (host, modal)
    }

    @Test("a sheet is in the window over the dimmed base, titled, and takes the focus; Tab keeps it there; Escape closes it and gives the focus back")
    func sheet() async throws {
        let (host, modal) = try await show(StyledModalsWorkflow(style: .sheet))
        defer { host.close() }
        let delete = try host.find(Button.self, label: "Delete")
        delete.grabFocus()
        try await host.click(delete)
        #expect(host.windows.count == 1, "no second window")
        let sheet = try #require(modal.presentations.first)
        let layer = try #require(sheet.layer)
        #expect(sheet.titleLabel?.text == "Confirm 1" && sheet.card?.accessibleLabel == "Confirm 1")
        #expect(modal.baseViewController.view.opacity == ModalContainerViewController<ButtonScreen>.dimmedOpacity)
        #expect(!modal.baseViewController.view.canFocus && !modal.baseViewController.view.canTarget)
        let focused = try #require(host.window.focusedWidget)
        #expect(layer.contains(focused), "the sheet took the focus")
        try await host.screenshot(to: "/tmp/workflowgtk-sheet.png")
        for _ in 0..<3 {
            try await host.press("Tab")
            let now = try #require(host.window.focusedWidget)
            #expect(!modal.baseViewController.view.contains(now), "Tab never reaches the base")
        }
        try await host.press("Escape")
        try await host.wait(for: "the sheet to close") { modal.presentations.isEmpty }
        #expect(modal.baseViewController.view.opacity == 1 && modal.baseViewController.view.canFocus)
        #expect(host.window.focusedWidget === delete, "the focus is back on Delete")
    }

    @Test("a sheet over a sheet: only the top one takes the focus, the lower one is dimmed; Escape closes the top only", arguments: [ModalStyle.sheet, .cover])
    func nestedInWindow(style: ModalStyle) async throws {
        let (host, modal) = try await show(StyledModalsWorkflow(style: style))
        defer { host.close() }
        try await host.click(host.find(Button.self, label: "Delete"))
        try await host.click(host.find(Button.self, label: "Again 1"))
        #expect(modal.presentations.count == 2 && host.windows.count == 1)
        let lower = try #require(modal.presentations[0].layer), upper = try #require(modal.presentations[1].layer)
        #expect(!lower.canFocus && !lower.canTarget && lower.opacity < 1)
        #expect(upper.canFocus && upper.canTarget)
        #expect(host.findAll(Button.self, label: "Again 1").isEmpty == false)
        #expect(upper.contains(try #require(host.window.focusedWidget)))
        #expect(modal.presentations[1].titleLabel?.text == "Confirm 2")
        try await host.press("Escape")
        try await host.wait(for: "the top one to close") { modal.presentations.count == 1 }
        #expect(lower.canFocus && lower.canTarget && lower.opacity == 1)
        #expect(lower.contains(try #require(host.window.focusedWidget)), "the focus is back in the lower one")
    }

    @Test("a cover fills the whole base under its title")
    func cover() async throws {
        let (host, modal) = try await show(StyledModalsWorkflow(style: .cover))
        defer { host.close() }
        try await host.click(host.find(Button.self, label: "Delete"))
        let cover = try #require(modal.presentations.first)
        let card = try #require(cover.card), overlay = try #require(modal.overlay)
        #expect(card.contentBoxWidth == overlay.contentBoxWidth)
        #expect(cover.titleLabel?.text == "Confirm 1")
        try await host.screenshot(to: "/tmp/workflowgtk-cover.png")
    }

    @Test("window modals keep their own windows, nested; one without a title takes the main window's")
    func windows() async throws {
        let (host, modal) = try await show(StyledModalsWorkflow(style: .window, title: ""))
        defer { host.close() }
        try await host.click(host.find(Button.self, label: "Delete"))
        try await host.wait(for: "the modal window") { host.windows.count == 2 }
        #expect(modal.presentations.first?.window?.title == host.window.title)
        #expect(modal.presentations.first?.layer == nil)
        try await host.click(host.find(Button.self, label: "Again 1"))
        try await host.wait(for: "the nested modal window") { modal.presentations.count == 2 && modal.presentations[1].window?.isDrawable == true }
        #expect(modal.presentations[1].window?.transientFor === modal.presentations[0].window)
    }

    @Test("a sheet takes its defaultSize, shrinks to fit a small window, and its overlay is named after the window")
    func sheetSize() async throws {
        for (window, expected) in [((800, 600), (400, 300)), ((360, 260), (360 - 36, 260 - 36))] {
            let (host, modal) = try await show(StyledModalsWorkflow(style: .sheet, defaultSize: (400, 300)),
                                               width: window.0, height: window.1)
            defer { host.close() }
            try await host.click(host.find(Button.self, label: "Delete"))
            let card = try #require(modal.presentations.first?.card)
            try await host.wait(for: "the sheet at \(expected) in a \(window) window, not \(card.allocation)") {
                card.allocatedWidth == expected.0 && card.allocatedHeight == expected.1
            }
            try await host.screenshot(to: "/tmp/workflowgtk-sheet-\(window.0).png")
            let title = try #require(host.window.title)
            #expect(!title.isEmpty && modal.overlay?.accessibleLabel == title, "the overlay is named after its window")
        }
    }

    @Test("a sheet's close button sends onClose, and the sheet goes; without a handler there is none", arguments: [ModalStyle.sheet, .cover])
    func closeButton(style: ModalStyle) async throws {
        let (host, modal) = try await show(StyledModalsWorkflow(style: style))
        defer { host.close() }
        try await host.click(host.find(Button.self, label: "Delete"))
        let close = try #require(modal.presentations.first?.closeButton)
        #expect(close.isVisible && close.accessibleLabel == "Close")
        #expect(!close.hasFocus, "the content has the focus, not the way out")
        try await host.click(close)
        try await host.wait(for: "the sheet to close") { modal.presentations.isEmpty }
        #expect(modal.baseViewController.view.canFocus)
    }
}
