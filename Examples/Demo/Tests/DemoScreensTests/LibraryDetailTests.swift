import Adw
import DemoScreens
import DemoWorkflows
import ExampleWidgets
import Foundation
import Gtk
import GtkTesting
import Testing
import WorkflowElements
import WorkflowUI
import WorkflowUITesting

/// The library's detail pane: a header laid out in Blueprint, the album's track lengths as
/// the examples' custom chart widget, boxed lists, all clamped to a readable width.
@MainActor
@Suite("Library detail (Blueprint header, track-length chart, clamp)", .gtk)
struct LibraryDetailTests {
    static let kindOfBlue = AlbumDetailScreen(title: "Kind of Blue", artist: "Miles Davis",
                                              tracks: ["So What", "Freddie Freeloader", "Blue in Green", "All Blues", "Flamenco Sketches"])

    @Test("the header's Blueprint file was compiled in the build and fits its Swift declaration; its Copy button's clicked reaches Swift")
    func headerLoadsAndCopies() async throws {
        try LibraryDetailHeader.validateTemplate()
        let host = try await UITestHost(screen: Self.kindOfBlue, width: 1280, height: 800)
        defer { host.close() }
        let header = try #require(host.findAll(LibraryDetailHeader.self).first, "no LibraryDetailHeader in the album's detail")
        #expect(header.typeName == "DemoLibraryDetailHeader")
        #expect(header[LibraryDetailHeader.title].label == "Kind of Blue")
        #expect(header[LibraryDetailHeader.title].accessibleHeadingLevel == 2)
        #expect(header[LibraryDetailHeader.byline].label == "by Miles Davis")
        #expect(header[LibraryDetailHeader.icon].iconName == "media-optical-symbolic")

        var copies = 0
        let commands = SimpleActionGroup()
        commands.addAction("copy-item") { copies += 1 }
        header.insertActionGroup(commands, prefix: "cmd")
        let copy = header[LibraryDetailHeader.copy]
        #expect(copy.accessibleName == "Copy")
        #expect(copy.activate())
        try await host.wait(for: "the Copy button's clicked to reach the copy callback and the command", until: { copies == 1 })

        try await host.update(screen: BookDetailScreen(title: "Refactoring", author: "Martin Fowler", pages: 448))
        let book = try #require(host.findAll(LibraryDetailHeader.self).first)
        #expect(book[LibraryDetailHeader.kind].label == "Book")
        #expect(book[LibraryDetailHeader.icon].iconName == "accessories-dictionary-symbolic")
    }

    @Test("the track-length chart draws a bar per track, the longest to the top, and is an image named Track Lengths")
    func chartDrawsTrackLengths() async throws {
        let host = try await UITestHost(screen: Self.kindOfBlue, width: 1280, height: 800)
        defer { host.close() }
        let chart = try #require(host.findAll(LevelChart.self).first, "no LevelChart in the album's detail")
        #expect(chart.accessibleName == "Track Lengths")
        #expect(chart.accessibleRole == .img)
        #expect(chart.history.count == 5 && chart.slotCount == 5)
        #expect(chart.history[3] == 100, "All Blues is the longest track")
        try await host.settle()

        let path = FileManager.default.temporaryDirectory.appendingPathComponent("track-chart-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try chart.savePNG(to: path)
        let image = try PixelImage(contentsOf: path)
        let slot = image.width / 5
        func isBlue(_ x: Int, _ y: Int) -> Bool {
            let offset = (y * image.width + x) * 4
            return image.bgra[offset] > 200 && image.bgra[offset + 2] < 100
        }
        #expect(isBlue(3 * slot + slot / 2, 6), "All Blues (11:33) reaches the top")
        #expect(!isBlue(2 * slot + slot / 2, 6), "Blue in Green (5:37) does not")
        #expect(isBlue(2 * slot + slot / 2, image.height - 10), "Blue in Green stands on the base line")
    }

    @Test("at 1,280 pixels the content is clamped to 600 pixels and centred; at 360 it takes the width")
    func clampedAtWideWidths() async throws {
        let host = try await UITestHost(screen: Self.kindOfBlue, width: 1280, height: 800)
        defer { host.close() }
        try await host.settle()
        let clamp = try #require(host.findAll(Adw.Clamp.self).first, "no AdwClamp in the detail")
        #expect(host.findAll(Gtk.ScrolledWindow.self).first?.accessibleName == "Kind of Blue", "the scrolled page is named by the item's title")
        let content = try #require(clamp.children.first)
        #expect(content.allocatedWidth <= 600 && content.allocatedWidth > 500, "clamped: \(content.allocatedWidth)")
        #expect(content.allocation.x > 250, "centred: x = \(content.allocation.x)")

        let narrow = try await UITestHost(screen: Self.kindOfBlue, width: 360, height: 640)
        defer { narrow.close() }
        try await narrow.settle()
        let narrowContent = try #require(narrow.findAll(Adw.Clamp.self).first?.children.first)
        #expect(narrowContent.allocatedWidth > 300 && narrowContent.allocatedWidth <= 360, "full width: \(narrowContent.allocatedWidth)")
    }
}
