import Adw
import Foundation
import Gtk
import GtkTestSupport
import NotesCore
import NotesScreens
import NotesWorkflows
import Testing
import WorkflowUI
import WorkflowUITesting

/// What stays put in the Notes window: the split beside a long banner, the search field
/// above a status page.
@MainActor
@Suite("Notes layout", .gtk)
struct NotesLayoutTests {
    /// A folder holding `link.md`, a link to a note in a folder with a long path outside it:
    /// its read-only banner names that path.
    static func folderWithLongLink() throws -> (folder: TemporaryNotesFolder, outside: URL) {
        let outside = FileManager.default.temporaryDirectory
            .appendingPathComponent("notes-outside-\(UUID().uuidString)/a-folder-with-a-rather-long-name/and-another-one-below-it")
            // A run no line may break at a word's end (a hyphen before digits): wider than 360 px.
            .appendingPathComponent("archive-2026112912000000000000000000000000000000000000000")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try "Elsewhere".write(to: outside.appendingPathComponent("elsewhere.md"), atomically: true, encoding: .utf8)
        let folder = try TemporaryNotesFolder(["a.md": "Alpha"])
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("link.md"),
                                                   withDestinationURL: outside.appendingPathComponent("elsewhere.md"))
        return (folder, outside)
    }

    @Test("a long read-only banner at 960 px keeps the sidebar beside the editor, its text wrapped")
    func longBannerKeepsSplit() async throws {
        let (folder, outside) = try Self.folderWithLongLink()
        defer {
            folder.remove()
            try? FileManager.default.removeItem(at: outside.deletingLastPathComponent().deletingLastPathComponent())
        }
        let (container, host) = try await UITestHost.notes(folder, width: 960, height: 640)
        defer { host.close() }
        let leaflet = try host.find(Leaflet.self)
        #expect(!leaflet.isFolded, "960 px without a banner: both sides")
        container.host.rendering.onSelect("link.md")
        try await host.wait(for: "the read-only banner") {
            if case .readOnly(.linkOutsideFolder)? = container.host.rendering.selected?.banner { return true }
            return false
        }
        try await host.settle()
        try await host.wait(for: "a frame at the window's width") { host.window.allocatedWidth == 960 }
        #expect(!leaflet.isFolded, "the banner's text must wrap, not fold the split")
        let search = try host.find(SearchEntry.self)
        #expect(search.isMapped && search.allocatedWidth > 0, "the sidebar's search field shows beside the banner")
        let banner = try #require(host.findAll(InfoBar.self).first { $0.isRevealed })
        let frame = try #require(banner.frame(in: host.window))
        #expect(frame.x + frame.width <= 960, "the banner fits the window")
    }

    @Test("a long read-only banner in a 360 px window fits it (the path wraps)")
    func longBannerNarrow() async throws {
        let (folder, outside) = try Self.folderWithLongLink()
        defer {
            folder.remove()
            try? FileManager.default.removeItem(at: outside.deletingLastPathComponent().deletingLastPathComponent())
        }
        let (container, host) = try await UITestHost.notes(folder, width: 360, height: 640)
        defer { host.close() }
        container.host.rendering.onSelect("link.md")
        try await host.wait(for: "the read-only banner") { container.host.rendering.selected?.banner != nil }
        try await host.settle()
        #expect(host.window.allocatedWidth <= 360, "the banner does not widen the window")
    }

    @Test("a search that finds nothing shows its status page below the search field, which stays where it was and keeps the focus")
    func searchFieldStaysPut() async throws {
        let folder = try TemporaryNotesFolder(["a.md": "Alpha", "b.md": "Beta"])
        defer { folder.remove() }
        let (container, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        let search = try host.find(SearchEntry.self)
        let before = try #require(search.frame(in: host.window))
        try await host.type("zzz", into: search)
        try await host.wait(for: "the no-matches page") { container.host.rendering.status == .noMatches(query: "zzz") }
        try await host.settle()
        let page = try host.find(Label.self, label: "No Matching Notes")
        #expect(page.isMapped)
        let after = try #require(search.frame(in: host.window))
        #expect(after.y == before.y && after.x == before.x, "the search field moved from \(before) to \(after)")
        let pageFrame = try #require(page.frame(in: host.window))
        #expect(pageFrame.y > after.y, "the status page is below the search field")
        #expect(search.window?.focusWidget.map { search.contains($0) } == true, "the search field keeps the focus")
        // Another search finds notes again; the field still has not moved.
        search.text = "Al"
        try await host.wait(for: "the list again") { container.host.rendering.status != .noMatches(query: "zzz") }
        try await host.settle()
        #expect(search.frame(in: host.window)?.y == before.y)
    }

    @Test("an empty folder shows a status page below the search field")
    func emptyFolderSearchAtTop() async throws {
        let folder = try TemporaryNotesFolder()
        defer { folder.remove() }
        let (_, host) = try await UITestHost.notes(folder)
        defer { host.close() }
        try await host.settle()
        let search = try host.find(SearchEntry.self)
        let page = try host.find(Label.self, label: "No Notes")
        let (searchFrame, pageFrame) = (try #require(search.frame(in: host.window)), try #require(page.frame(in: host.window)))
        #expect(searchFrame.y < pageFrame.y, "search field at \(searchFrame), status page at \(pageFrame)")
    }
}
