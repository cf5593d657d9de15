import Foundation
import ExampleWidgets
import Gtk
import GtkTesting
import Testing
import WidgetFactoryExample
import WorkflowUITesting

/// The example's custom widget, defined through the `Gtk` product only.
@MainActor
@Suite("Widget Factory level chart (a custom widget of the example)", .gtk)
struct LevelChartTests {
    @Test("the chart follows the adjustment through its bound level property and draws a bar per change")
    func followsAdjustment() async throws {
        let page = WidgetFactoryPage()
        let host = try await UITestHost(widget: page.root, width: 640, height: 480)
        defer { host.close() }
        try await host.settle()
        #expect(page.chart.history == [50], "sync-create gave the chart the starting value")
        page.adjustment.value = 100
        page.adjustment.value = 20
        #expect(page.chart[LevelChart.level] == 20)
        #expect(page.chart.history == [50, 100, 20])
        #expect(page.chart.contentBoxHeight >= 60, "the chart's own measure gave it its minimum height")
        #expect(page.chart.accessibleName == "Level history")
        #expect(page.chart.accessibleRole == .img)

        try await host.settle()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("level-chart-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try page.chart.savePNG(to: path)
        let image = try PixelImage(contentsOf: path)
        let slot = image.width / LevelChart.capacity
        func isBlue(_ x: Int, _ y: Int) -> Bool {
            let offset = (y * image.width + x) * 4
            return image.bgra[offset] > 200 && image.bgra[offset + 2] < 100
        }
        let nearTop = 8
        #expect(isBlue(slot + slot / 2, nearTop), "the second bar (100) reaches the top")
        #expect(!isBlue(slot / 2, nearTop), "the first bar (50) does not")
        #expect(isBlue(slot / 2, image.height - 10), "the first bar stands on the base line")
        #expect(!isBlue(3 * slot + slot / 2, image.height - 10), "no fourth bar")
    }
}
