import Foundation
import Gtk
import SeedsApp
import Testing
import WorkflowUI
import WorkflowUITesting

/// The app's own widget (`SunGauge`) and its Blueprint-laid-out seed page (`SeedPage`),
/// defined outside WorkflowGtk through its products, in a real window.
@MainActor
@Suite("Seed page and sun gauge on GTK", .gtk)
struct SeedPageTests {
    /// A shown page of Pea (two suns, not in the garden) and the window it is in.
    func peaPage() async throws -> (SeedPage, UITestHost) {
        let page = SeedPage()
        page.start()
        page.show(name: "Pea", note: "Sow early; likes it cool.", suns: 2, isInGarden: false)
        let host = try await UITestHost(widget: page, width: 360, height: 480)
        try await host.settle()
        return (page, host)
    }

    @Test("the Blueprint template fits its declaration; its children resolve, typed, to the widgets GTK built")
    func templateChildren() async throws {
        try SeedPage.validateTemplate()
        let (page, host) = try await peaPage()
        defer { host.close() }
        let gauge: SunGauge = page[SeedPage.sun]
        #expect(gauge === (try host.find(SunGauge.self)), "the child is the gauge in the window, one Swift object")
        #expect(page[SeedPage.sun] === gauge, "the same wrapper every time")
        #expect(gauge.typeName == "SeedsSunGauge" && gauge.cssName == "sungauge")
        #expect(page[SeedPage.title].text == "Pea")
        #expect(page[SeedPage.title].accessibleRole == .heading)
        #expect(page[SeedPage.note].text == "Sow early; likes it cool.")
        #expect(page[SeedPage.sunLabel].text == "Partial sun")
        #expect(page[SeedPage.add].isVisible && !page[SeedPage.planted].isVisible)
        page.show(name: "Pea", note: "Sow early; likes it cool.", suns: 2, isInGarden: true)
        #expect(!page[SeedPage.add].isVisible && page[SeedPage.planted].isVisible)
    }

    @Test("Add to Garden's clicked signal, by pointer and by keyboard, reaches onAdd through the typed template callback")
    func addCallback() async throws {
        let (page, host) = try await peaPage()
        defer { host.close() }
        var adds = 0
        page.onAdd = { adds += 1 }
        try await host.click(host.find(Button.self, label: "Add to Garden"))
        #expect(adds == 1)
        try await host.activate(page[SeedPage.add])
        try await host.wait(for: "the keyboard's clicked") { adds == 2 }
    }

    @Test("the gauge's suns property notifies on a change only; the gauge follows it with its accessible name")
    func sunsNotify() async throws {
        let gauge = SunGauge()
        gauge.followSuns()
        var seen: [Int] = []
        gauge.onNotify(SunGauge.suns) { seen.append($0) }
        #expect(gauge.accessibleName == "Shade" && gauge.accessibleRole == .img)
        gauge[SunGauge.suns] = 3
        gauge[SunGauge.suns] = 3
        gauge[SunGauge.suns] = 1
        #expect(seen == [3, 1], "notify::suns once per change")
        #expect(gauge.accessibleName == "Partial shade")
        #expect(gauge.tooltip == "Partial shade")
    }

    @Test("the page's gauge is an image named by its sun, found by that name; the words beside it are hidden from screen readers")
    func accessibleName() async throws {
        let (page, host) = try await peaPage()
        defer { host.close() }
        let named = host.findAll(accessibleName: "Partial sun").filter { !$0.isAccessibleHidden }
        #expect(named.count == 1 && named.first === page[SeedPage.sun], "one widget a screen reader reads as Partial sun: the gauge")
        #expect(page[SeedPage.sunLabel].isAccessibleHidden)
        page.show(name: "Basil", note: "Sow indoors in spring.", suns: 3, isInGarden: true)
        #expect(page[SeedPage.sun].accessibleName == "Full sun")
    }

    @Test("the gauge measures three suns in a row and draws the lit ones amber, the rest not")
    func drawing() async throws {
        let (page, host) = try await peaPage()
        defer { host.close() }
        let gauge = page[SeedPage.sun]
        let width = SunGauge.maximum * SunGauge.cell + (SunGauge.maximum - 1) * SunGauge.gap
        #expect(gauge.contentBoxWidth == width && gauge.contentBoxHeight == SunGauge.cell, "its own measure sized it")

        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sun-gauge-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try gauge.savePNG(to: path)
        let image = try PixelImage(contentsOf: path)
        #expect(image.width == width && image.height == SunGauge.cell)
        func isAmber(_ x: Int, _ y: Int) -> Bool {
            let offset = (y * image.width + x) * 4
            let (blue, green, red, alpha) = (image.bgra[offset], image.bgra[offset + 1], image.bgra[offset + 2], image.bgra[offset + 3])
            return alpha > 200 && red > 200 && (130...190).contains(green) && blue < 60
        }
        let middle = SunGauge.cell / 2
        let step = SunGauge.cell + SunGauge.gap
        #expect(isAmber(middle, middle), "the first sun is lit")
        #expect(isAmber(step + middle, middle), "the second sun is lit")
        #expect(!isAmber(2 * step + middle, middle), "the third is not (two suns)")
        #expect(!isAmber(SunGauge.cell + SunGauge.gap / 2, middle), "nothing is drawn between two suns")
        #expect(isAmber(middle + 10, middle), "a ray reaches out right of the first sun")
    }
}
