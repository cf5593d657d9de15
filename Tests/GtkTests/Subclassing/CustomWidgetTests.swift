import Foundation
import Gtk
import GtkTesting
import Testing
import WorkflowUITesting

@MainActor
@Suite("Custom widgets defined in Swift: virtual functions, drawing, accessibility", .gtk)
struct CustomWidgetTests {
    func placed(_ chart: BarChart) -> Box {
        chart.horizontalAlignment = .start
        chart.verticalAlignment = .start
        let box = Box(.vertical)
        box.append(chart)
        return box
    }

    @Test("GTK calls the Swift measure and size-allocate: the chart gets its natural size")
    func measureAndAllocate() async throws {
        let chart = BarChart()
        chart.bars = [0.5, 1, 0.25]
        let host = try await UITestHost(widget: placed(chart), width: 300, height: 200)
        defer { host.close() }
        try await host.settle()
        #expect(chart.measureCount > 0)
        #expect(chart.allocations.last == Rect(width: 60, height: 100))
        #expect(chart.contentBoxWidth == 60)
        chart.bars = [0.5, 1, 0.25, 0.75]
        chart.queueResize()
        try await host.wait(for: "the chart to grow to four bars", until: { chart.allocations.last?.width == 80 })
    }

    @Test("the snapshot function draws: colour nodes and cairo land in the window's pixels")
    func drawsPixels() async throws {
        let chart = BarChart()
        chart.bars = [0.5, 1]
        let host = try await UITestHost(widget: placed(chart), width: 300, height: 200)
        defer { host.close() }
        try await host.settle()
        #expect(chart.drawCount > 0)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("custom-widget-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("chart.png").path
        try chart.savePNG(to: path)
        let image = try PixelImage(contentsOf: path)
        #expect(image.width == 40 && image.height == 100)
        func pixel(_ x: Int, _ y: Int) -> (blue: UInt8, green: UInt8, red: UInt8) {
            let offset = (y * image.width + x) * 4
            return (image.bgra[offset], image.bgra[offset + 1], image.bgra[offset + 2])
        }
        // Bar 0: half height (rows 50…99), bar 1: full height; 4-pixel gaps between.
        #expect(pixel(8, 80) == (0, 0, 255), "bar 0 is red at its foot")
        #expect(pixel(8, 30).red != 255 || pixel(8, 30).blue != 0, "bar 0 stops at half height")
        #expect(pixel(28, 30) == (0, 0, 255), "bar 1 is red at the top half")
        #expect(pixel(18, 80).red != 255, "the gap between bars is not red")
        #expect(pixel(10, 1) == (255, 0, 0), "the cairo line is blue across the top")
    }

    @Test("the type's accessible role and CSS name apply; the chart has an accessible name")
    func accessibility() async throws {
        let chart = BarChart()
        chart.bars = [1]
        chart.setAccessibleLabel("Sales by month")
        let host = try await UITestHost(widget: placed(chart), width: 300, height: 200)
        defer { host.close() }
        try await host.settle()
        #expect(chart.accessibleName == "Sales by month")
        #expect(chart.accessibleRole == .img)
        #expect(chart.cssName == "barchart")
    }
}
