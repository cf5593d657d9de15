import Foundation
import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting
import WorkflowContainers
import WorkflowUI

/// `SplitScreen` in a real `GtkPaned` (Xvfb).
@MainActor
@Suite("SplitScreen on GTK", .gtk)
struct SplitScreenGtkTests {
    typealias Split = SplitScreen<AnyScreen, TextScreen>

    private func split(_ leading: any Screen, _ trailing: String, ratio: SplitRatio = .third, draggable: Bool = true) -> Split {
        Split(leadingScreen: AnyScreen(leading), trailingScreen: TextScreen(text: trailing), ratio: ratio, isDividerDraggable: draggable)
    }

    /// The leading side's share of the available length, as laid out.
    private func shownRatio(_ controller: SplitScreenViewController<AnyScreen, TextScreen>) -> Double {
        let available = controller.availableLength ?? 0
        return Double(controller.leadingViewController.view.allocatedWidth) / Double(max(available, 1))
    }

    /// `screen` shown in a window of `width` × `height`, with its paned (close the host when done).
    private func show(_ screen: Split, width: Int = 600, height: Int = 300) async throws
        -> (controller: SplitScreenViewController<AnyScreen, TextScreen>, host: UITestHost, paned: Paned) {
        let controller = SplitScreenViewController(screen: screen, environment: .empty)
        let host = try await UITestHost(viewController: controller, width: width, height: height)
        return (controller, host, try #require(controller.paned))
    }

    /// Expects the leading side to take `ratio` of the split once laid out.
    private func expectRatio(_ ratio: Double, of controller: SplitScreenViewController<AnyScreen, TextScreen>, _ comment: Comment,
                             sourceLocation: SourceLocation = #_sourceLocation) async {
        await UILoop.wait(until: { abs(shownRatio(controller) - ratio) < 0.01 })
        #expect(abs(shownRatio(controller) - ratio) < 0.01, comment, sourceLocation: sourceLocation)
    }

    /// Resizes the host's window to `width` and waits for the split to be laid out at it.
    private func resize(_ host: UITestHost, _ controller: SplitScreenViewController<AnyScreen, TextScreen>, to width: Int,
                        sourceLocation: SourceLocation = #_sourceLocation) async {
        host.window.setDefaultSize(width: width, height: 300)
        host.window.queueResize()
        #expect(await UILoop.wait(until: { controller.view.allocatedWidth >= width - 10 }), sourceLocation: sourceLocation)
    }

    @Test("the paned and both sides keep their widgets; a new leading kind replaces only the leading child")
    func identities() async throws {
        let (controller, host, paned) = try await show(split(TextScreen(text: "L"), "T"), height: 400)
        defer { host.close() }
        #expect(paned.startChild?.identity == controller.leadingViewController.view.identity)
        #expect(paned.endChild?.identity == controller.trailingViewController.view.identity)
        let trailing = try #require(controller.trailingViewController.currentViewController as? TextViewController)
        let leading = try #require(controller.leadingViewController.currentViewController as? TextViewController)
        let (trailingLabel, leadingLabel) = (try #require(trailing.label).identity, try #require(leading.label).identity)
        let (panedID, startID, endID) = (paned.identity, paned.startChild?.identity, paned.endChild?.identity)

        controller.update(screen: split(TextScreen(text: "L2"), "T2"), environment: .empty)
        #expect(controller.leadingViewController.currentViewController === leading)
        #expect(leading.label?.identity == leadingLabel && leading.label?.text == "L2")
        #expect(trailing.label?.identity == trailingLabel && trailing.label?.text == "T2")

        controller.update(screen: split(CountScreen(count: 5), "T3"), environment: .empty)
        let replaced = try #require(controller.leadingViewController.currentViewController as? CountViewController)
        #expect(replaced.label?.text == "count 5")
        #expect(controller.paned?.identity == panedID)
        #expect(paned.startChild?.identity == startID && paned.endChild?.identity == endID)
        #expect(controller.trailingViewController.currentViewController === trailing)
        #expect(trailing.label?.identity == trailingLabel && trailing.label?.text == "T3")
        #expect(controller.leadingViewController.view.children.map(\.identity) == [replaced.view.identity])
        try await host.screenshot(to: "/tmp/workflowgtk-split.png")
    }

    @Test("the ratio applies once sized, survives a window resize, and follows the screen")
    func ratioAndResize() async throws {
        let (controller, host, paned) = try await show(split(TextScreen(text: "L"), "T"))
        defer { host.close() }
        await expectRatio(1.0 / 3.0, of: controller, "a third at 600 px: \(paned.position) of \(controller.availableLength ?? -1)")

        await resize(host, controller, to: 960)
        await expectRatio(1.0 / 3.0, of: controller, "still a third at 960 px: \(paned.position) of \(controller.availableLength ?? -1)")

        controller.update(screen: split(TextScreen(text: "L"), "T", ratio: .quarter), environment: .empty)
        await expectRatio(0.25, of: controller, "the screen's new ratio: \(paned.position)")
    }

    @Test("a user's drag is kept across resizes until the screen asks for another ratio")
    func userDrag() async throws {
        let (controller, host, paned) = try await show(split(TextScreen(text: "L"), "T"))
        defer { host.close() }
        let available = try #require(controller.availableLength)
        // What a drag does: GtkPaned sets its own position outside the split's layout.
        paned.position = available / 2
        #expect(controller.policy.userRatio.map { abs($0.fraction - 0.5) < 0.01 } == true)
        await resize(host, controller, to: 900)
        await expectRatio(0.5, of: controller, "the drag survives the resize")
        controller.update(screen: split(TextScreen(text: "L"), "T"), environment: .empty)
        #expect(abs(shownRatio(controller) - 0.5) < 0.01, "the same ratio from the screen keeps the drag")
        controller.update(screen: split(TextScreen(text: "L"), "T", ratio: .threeQuarters), environment: .empty)
        await expectRatio(0.75, of: controller, "the screen's new ratio")
    }

    /// The column of the darkest pixels along row `y` of `image`: where the paned's divider is drawn.
    private static func dividerColumn(_ image: PixelImage, y: Int) -> Int {
        (0..<image.width).min { image.brightness(x: $0, y: y) < image.brightness(x: $1, y: y) } ?? -1
    }

    /// Shows `screen` in a window of `width` × `height` and renders the window to a PNG when
    /// the frame of that size has painted (what `--screenshot` writes), then again after the
    /// window settles; returns both images and the controller.
    private func paintedFrames(_ screen: Split, width: Int, height: Int, in folder: URL) async throws
        -> (first: PixelImage, settled: PixelImage, controller: SplitScreenViewController<AnyScreen, TextScreen>) {
        let controller = SplitScreenViewController(screen: screen, environment: .empty)
        let window = Window()
        window.setDefaultSize(width: width, height: height)
        window.child = controller.view
        window.present()
        defer { window.destroy() }
        let first = folder.appendingPathComponent("first.png").path, settled = folder.appendingPathComponent("settled.png").path
        var saved: Result<Void, SnapshotError>?
        window.afterPaint(width: width, height: height) {
            saved = Result { () throws(SnapshotError) in try window.savePNG(to: first) }
        }
        #expect(await UILoop.wait(until: { saved != nil }, timeout: .seconds(10)), "no frame painted")
        try #require(saved).get()
        var framesLeft = 3
        func paintNext() { window.afterNextPaint { framesLeft -= 1; if framesLeft > 0 { paintNext() } } }
        paintNext()
        #expect(await UILoop.wait(until: { framesLeft == 0 }, timeout: .seconds(10)), "three more frames painted")
        try window.savePNG(to: settled)
        return (try PixelImage(contentsOf: first), try PixelImage(contentsOf: settled), controller)
    }

    @Test("the first painted frame shows the divider at the screen's ratio, as later frames do (pixels)",
          arguments: [(SplitRatio.third, 1.0 / 3.0), (.threeQuarters, 0.75)])
    func firstFrameAtRatio(ratio: SplitRatio, fraction: Double) async throws {
        let folder = try FileManager.default.makeTemporaryFolder("split-first-frame")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (first, settled, controller) = try await paintedFrames(split(TextScreen(text: "L"), "T", ratio: ratio),
                                                                   width: 600, height: 300, in: folder)
        let available = try #require(controller.availableLength)
        let expected = Int((Double(available) * fraction).rounded())
        let y = first.height - 20
        let (firstColumn, settledColumn) = (Self.dividerColumn(first, y: y), Self.dividerColumn(settled, y: y))
        #expect(abs(settledColumn - expected) <= 3, "settled: the divider drawn at x \(settledColumn), expected \(expected)")
        #expect(abs(firstColumn - expected) <= 3,
                "first frame: the divider drawn at x \(firstColumn), expected \(expected) (settled: \(settledColumn))")
    }

    @Test("a divider that may not be dragged snaps back")
    func locked() async throws {
        let (controller, host, paned) = try await show(split(TextScreen(text: "L"), "T", ratio: .half, draggable: false))
        defer { host.close() }
        let available = try #require(controller.availableLength)
        paned.position = 50
        #expect(abs(paned.position - available / 2) <= 1)
    }
}
