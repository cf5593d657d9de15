import Adw
import DemoScreens
import DemoWorkflows
import Foundation
import Gtk
import Testing
import WorkflowUI
import WorkflowUITesting

/// Every Tab stop of the demo's Home tab shows a visible focus ring once the keyboard is
/// used: rendered with the focus on the stop and again with the focus moved on,
/// the stop's area (and 4 pixels around it) differs along at least half its perimeter.
@MainActor
@Suite("Demo focus rings", .gtk)
struct DemoFocusRingTests {
    /// One Tab stop: its name, its frame in the window, and the window's pixels with it focused.
    struct Stop {
        var name: String
        var identity: UInt
        var frame: Rect
        var pixels: PixelImage
    }

    func render(_ window: Gtk.Window) throws -> PixelImage {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("focus-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try window.savePNG(to: path)
        return try PixelImage(contentsOf: path)
    }

    /// The window's pixels once the theme's focus transition (a fade of about 200 ms) is
    /// over: frames are rendered until two in a row are equal.
    func steadyRender(_ host: UITestHost) async throws -> PixelImage {
        var previous = try render(host.window)
        for _ in 0..<60 {
            try await host.settle()
            let next = try render(host.window)
            if next.bgra == previous.bgra { return next }
            previous = next
        }
        Issue.record("the window kept changing for 60 frames after a Tab")
        return previous
    }

    /// How far apart two renders are at one pixel (the sum over the colour channels).
    static func difference(_ one: PixelImage, _ other: PixelImage, _ x: Int, _ y: Int) -> Int {
        let offset = (y * one.width + x) * 4
        return (0..<3).reduce(0) { $0 + abs(Int(one.bgra[offset + $1]) - Int(other.bgra[offset + $1])) }
    }

    @Test("Tab through Home: each stop (tabs, menu, counter, Scan) shows a focus ring")
    func focusRings() async throws {
        let host = try await UITestHost.demoLoggedIn().host
        defer { host.close() }
        var stops: [Stop] = []
        for _ in 0..<12 {
            try await host.press("Tab")
            try await host.settle()
            let focused = try #require(host.window.focusedWidget, "Tab leaves the focus on a widget")
            let name = focused.accessibleName ?? focused.typeName
            if stops.first?.identity == focused.identity { break }
            let frame = try #require(focused.frame(in: host.window))
            stops.append(Stop(name: name, identity: focused.identity, frame: frame, pixels: try await steadyRender(host)))
        }
        try #require(stops.count >= 5, "Tab reaches the tabs, the menu, the counter and Scan: \(stops.map(\.name))")
        for (index, stop) in stops.enumerated() {
            let after = stops[(index + 1) % stops.count].pixels
            var gained = 0
            let image = stop.pixels
            for y in max(0, stop.frame.y - 4)..<min(image.height, stop.frame.y + stop.frame.height + 4) {
                for x in max(0, stop.frame.x - 4)..<min(image.width, stop.frame.x + stop.frame.width + 4)
                where Self.difference(image, after, x, y) > 24 {
                    gained += 1
                }
            }
            // A ring around the stop changes at least half its perimeter's pixels.
            let perimeter = 2 * (stop.frame.width + stop.frame.height)
            #expect(gained >= perimeter / 2, "the focused \(stop.name) at \(stop.frame) shows no focus ring (\(gained) pixels changed, perimeter \(perimeter))")
        }
    }
}
