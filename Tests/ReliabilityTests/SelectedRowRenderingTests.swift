import Adw
import DemoScreens
import DemoWorkflows
import Foundation
import Gtk
import GtkTestSupport
import Testing
import WorkflowUI
import WorkflowUITesting

/// What the library list *draws* when the selection moves, checked in the pixels of the
/// demo's screenshots: the selected row of the boxed list is tinted (libadwaita's selected
/// row colour; GTK 4.8's own theme had no accent colour, so it once drew no tint), and the
/// tint follows the selection.
@Suite("Selected row rendering", .gtk)
struct SelectedRowRenderingTests {
    /// The background brightness of each of the 5 library rows in a screenshot of the
    /// 960×640 window: the brightest pixel of a line near each row's top edge, right of the
    /// text (the list spans x 17–290, rows 54 pixels apart from y 63).
    static func rowBackgrounds(_ image: PixelImage) -> [Double] {
        (0..<5).map { row in
            let y = 63 + row * 54 + 6
            return (262..<286).map { image.brightness(x: $0, y: y) }.max() ?? 0
        }
    }

    static func screenshot(steps: String, in folder: URL, name: String) async throws -> PixelImage? {
        let png = folder.appendingPathComponent("\(name).png").path
        guard let result = try await DemoProcess.run(["--steps", steps, "--screenshot", png, "--size", "960x640"]) else { return nil }
        #expect(result.status == 0, "\(steps): \(result.stderr)")
        return try PixelImage(contentsOf: png)
    }

    @Test("the selected row is tinted, and the tint moves with the selection (X11, cairo)")
    func selectionTint() async throws {
        let folder = try FileManager.default.makeTemporaryFolder("rows")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try await #require(try Self.screenshot(steps: "login:Ada,tab:library", in: folder, name: "first"))
        let second = try await #require(try Self.screenshot(steps: "login:Ada,tab:library,select:1", in: folder, name: "second"))
        let third = try await #require(try Self.screenshot(steps: "login:Ada,tab:library,select:1,select:2", in: folder, name: "third"))
        let (a, b, c) = (Self.rowBackgrounds(first), Self.rowBackgrounds(second), Self.rowBackgrounds(third))
        print("selected row rendering: row backgrounds: row 0 selected \(a), row 1 selected \(b), row 2 selected \(c)")
        // The selected row is darker (tinted) than the others; the others share one colour.
        #expect(a[0] < a[1] - 0.02 && a[1] == a[2], "row 0 selected: \(a)")
        #expect(b[1] < b[0] - 0.02 && b[0] == b[2], "row 1 selected: \(b)")
        #expect(c[2] < c[1] - 0.02 && c[1] == c[0], "row 2 selected: \(c)")
        #expect(a[0] == b[1] && b[1] == c[2], "the same tint on each selected row")
        // Rows that were never selected look the same throughout.
        #expect(a[3] == b[3] && b[3] == c[3] && a[4] == c[4])
    }

    // MARK: - A selection changed in a live window

    /// A window showing the demo's workflow with `steps` performed before its first frame
    /// (through the closures its controls call), 960×640 like the demo's.
    @MainActor
    static func demoWindow(steps: [DemoStep]) async throws -> (Gtk.Window, ContainerViewController<RootWorkflow>) {
        Adwaita.initialize()
        let container = ContainerViewController(workflow: RootWorkflow())
        for step in steps {
            try step.perform(on: container.host.rendering)
            MainLoop.drainPending()
        }
        let window = Gtk.Window()
        window.setDefaultSize(width: 960, height: 640)
        window.child = container.view
        window.present()
        try #require(await UILoop.wait(until: { libraryRows(in: window).count == 5 && libraryRows(in: window).allSatisfy(\.isDrawable) }),
                     "the library rows were never drawn")
        try await UILoop.settle([window])
        return (window, container)
    }

    /// The widgets in `widget`'s tree (itself included) that satisfy `condition`, in tree order.
    @MainActor
    static func widgets(in widget: Widget, where condition: (Widget) -> Bool) -> [Widget] {
        (condition(widget) ? [widget] : []) + widget.children.flatMap { widgets(in: $0, where: condition) }
    }

    /// The library's rows in `widget`'s tree, top to bottom (not an album detail's track rows).
    @MainActor
    static func libraryRows(in widget: Widget) -> [ActionRow] {
        widgets(in: widget) { $0 is ActionRow && $0.isDrawable && !isInDetail($0) }.compactMap { $0 as? ActionRow }
    }

    /// Whether `widget` is inside a detail pane (the `detail` column).
    @MainActor
    static func isInDetail(_ widget: Widget) -> Bool {
        var ancestor = widget.parent
        while let current = ancestor {
            if current.hasCSSClass("detail") { return true }
            ancestor = current.parent
        }
        return false
    }

    /// Each row's background brightness in `image` (a PNG of `window`): the brightest pixel
    /// of a short line near the row's top right corner, where no text is.
    @MainActor
    static func liveRowBackgrounds(_ rows: [ActionRow], in window: Gtk.Window, image: PixelImage) -> [Double] {
        rows.map { row in
            guard let frame = row.frame(in: window) else { return -1 }
            let y = frame.y + 5
            return ((frame.x + frame.width - 30)..<(frame.x + frame.width - 6)).map { image.brightness(x: $0, y: y) }.max() ?? -1
        }
    }

    @MainActor
    @Test("rows selected live with real clicks are tinted exactly as a row selected at the first frame (X11, cairo)")
    func liveSelectionDrawsLikeFirstFrame() async throws {
        try #require(PointerSimulator.isAvailable, "XTest is needed (Xvfb provides it)")
        let start: [DemoStep] = [.login("Ada"), .tab(.library)]
        let (reference, referenceContainer) = try await Self.demoWindow(steps: start + [.select(1)])
        defer { reference.close() }
        let (live, liveContainer) = try await Self.demoWindow(steps: start)
        defer { live.close() }
        let rows = Self.libraryRows(in: live)
        try #require(rows.count == 5, "expected the demo's 5 library rows, found \(rows.count)")
        for index in [2, 1] {
            #expect(PointerSimulator.click(rows[index]))
            try #require(await UILoop.wait(until: { rows[index].isSelected }), "the click did not select row \(index)")
        }
        // The pointer leaves the list (no hover colour).
        let title = try #require(Self.widgets(in: live) { $0.hasCSSClass("title-2") && $0.isDrawable }.first)
        #expect(PointerSimulator.move(to: title))
        try await UILoop.settle([live])
        #expect(rows.map(\.isSelected) == [false, true, false, false, false])
        guard case .main(let main) = liveContainer.host.rendering else { Issue.record("logged out"); return }
        #expect(main.library.selectedIndex == 1, "the clicks reached the workflow")
        let folder = try FileManager.default.makeTemporaryFolder("live-rows")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (livePath, referencePath) = (folder.appendingPathComponent("live.png").path, folder.appendingPathComponent("reference.png").path)
        try live.savePNG(to: livePath)
        try reference.savePNG(to: referencePath)
        let referenceTints = Self.liveRowBackgrounds(Self.libraryRows(in: reference), in: reference, image: try PixelImage(contentsOf: referencePath))
        // The theme fades the row colours (CSS transitions): wait until the live window's
        // frames show the same colours twice in a row, then compare.
        var liveTints = Self.liveRowBackgrounds(rows, in: live, image: try PixelImage(contentsOf: livePath))
        var previous: [Double] = []
        _ = await UILoop.wait(until: {
            previous = liveTints
            _ = try? live.savePNG(to: livePath)
            liveTints = (try? PixelImage(contentsOf: livePath)).map { Self.liveRowBackgrounds(rows, in: live, image: $0) } ?? []
            return liveTints == previous && liveTints.count == 5 && liveTints[1] == referenceTints[1]
        })
        print("selected row rendering (live): row backgrounds after the clicks \(liveTints), row 1 selected at the first frame \(referenceTints)")
        #expect(liveTints[1] < liveTints[0] - 0.02, "row 1 selected live is not tinted: \(liveTints)")
        #expect(liveTints[1] == referenceTints[1], "row 1 selected live is tinted as when selected at the first frame")
        // The other live rows share one unselected colour (rows 2 and 0 lost their tint). The
        // reference window's unselected rows are not compared: the pointer, parked on the
        // live window, may rest over one of them (the windows overlap) and shade it.
        let others = liveTints.enumerated().filter { $0.offset != 1 }.map(\.element)
        #expect(Set(others).count == 1 && others[0] > liveTints[1], "live rows after the clicks: \(liveTints)")
        withExtendedLifetime((referenceContainer, liveContainer)) {}
    }
}
