import Foundation
import Gtk
import GtkTestSupport
import Testing

/// What the library list *draws* when the selection moves, checked in the pixels of the
/// demo's screenshots (the tree dump only shows CSS classes, which were right while X11
/// kept drawing the first selected row in bold).
@Suite("Selected row rendering", .serialized)
struct SelectedRowRenderingTests {
    /// The text lines of the library list in a screenshot of the 960×640 window: for each
    /// line of text (top to bottom), the width in pixels from its leftmost to its rightmost
    /// dark pixel. Bold text is wider than regular text.
    static func listLineWidths(_ image: PixelImage) -> [Int] {
        // The list column: left of the split's divider, between the "Library" heading and
        // the "Clear library" button.
        let xs = 4..<min(310, image.width), ys = 140..<min(520, image.height)
        func isInk(_ x: Int, _ y: Int) -> Bool { image.brightness(x: x, y: y) < 0.45 }
        var widths: [Int] = []
        var line: (left: Int, right: Int)?
        for y in ys {
            let inks = xs.filter { isInk($0, y) }
            if let first = inks.first, let last = inks.last {
                line = (min(line?.left ?? first, first), max(line?.right ?? last, last))
            } else if let done = line {
                widths.append(done.right - done.left + 1)
                line = nil
            }
        }
        if let done = line { widths.append(done.right - done.left + 1) }
        return widths
    }

    static func screenshot(steps: String, in folder: URL, name: String) throws -> PixelImage? {
        let png = folder.appendingPathComponent("\(name).png").path
        guard let result = try DemoBinary.run(["--steps", steps, "--screenshot", png]) else { return nil }
        #expect(result.status == 0, "\(steps): \(result.stderr)")
        return try PixelImage(contentsOf: png)
    }

    @Test("moving the selection off the first row draws that row in regular weight again (X11, cairo)")
    func firstRowUnbolds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try #require(try Self.screenshot(steps: "login:Ada,tab:library", in: folder, name: "first"))
        let second = try #require(try Self.screenshot(steps: "login:Ada,tab:library,select:1", in: folder, name: "second"))
        let third = try #require(try Self.screenshot(steps: "login:Ada,tab:library,select:1,select:2", in: folder, name: "third"))
        let (a, b, c) = (Self.listLineWidths(first), Self.listLineWidths(second), Self.listLineWidths(third))
        print("selected row rendering: line widths: row 0 selected \(a), row 1 selected \(b), row 2 selected \(c)")
        try #require(a.count == 5 && b.count == 5 && c.count == 5, "expected the 5 rows' text lines: \(a), \(b), \(c)")
        // Each row is wider (bold) exactly while it is selected.
        #expect(b[0] < a[0], "row 0 is drawn as wide as when it was selected (still bold): \(a[0]) -> \(b[0])")
        #expect(b[1] > a[1], "the selected row 1 is not drawn bold: \(a[1]) -> \(b[1])")
        #expect(c[1] == a[1], "row 1 did not return to its regular width: \(a[1]) -> \(c[1])")
        #expect(c[0] == b[0] && c[2] > b[2])
        // Rows that never changed are drawn the same.
        #expect(a[3] == b[3] && b[3] == c[3] && a[4] == c[4])
    }
}
