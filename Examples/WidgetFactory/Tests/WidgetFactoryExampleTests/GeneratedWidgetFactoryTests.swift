import Foundation
import Gtk
import GtkTestSupport
import Testing
import WidgetFactoryExample
import WorkflowUITesting

/// The Widget Factory's first page, built from generated wrappers only, in a real window
/// (`UITestHost`; the `.gtk` trait serializes the suite with the other GTK tests).
@MainActor
@Suite("Widget Factory page (generated wrappers)", .gtk)
struct GeneratedWidgetFactoryTests {
    @Test("the page is drawn in a window and renders to a PNG (/tmp/workflowgtk-widget-factory.png)")
    func drawsAndRenders() async throws {
        let page = WidgetFactoryPage()
        let host = try await UITestHost(widget: page.root, width: 640, height: 360)
        defer { host.close() }
        #expect(page.scale.isDrawable && page.progressBar.isDrawable && page.dropDown.isDrawable)
        #expect(page.scale.allocatedWidth >= 200)
        try await host.settle()
        try page.root.savePNG(to: "/tmp/workflowgtk-widget-factory.png")
        let size = TestProcess.pngSize(URL(fileURLWithPath: "/tmp/workflowgtk-widget-factory.png"))
        #expect(size?.width == page.root.allocatedWidth)
    }

    @Test("the scale, spin button, progress bar and level bar share one value")
    func sharedValue() async throws {
        let page = WidgetFactoryPage()
        let host = try await UITestHost(widget: page.root, width: 640, height: 360)
        defer { host.close() }
        #expect(page.scale.value == 50 && page.spinButton.value == 50)
        page.spinButton.value = 75
        #expect(page.scale.value == 75)
        #expect(page.progressBar.fraction == 0.75)
        #expect(page.progressBar.text == "75 %")
        #expect(page.levelBar.value == 75)
        page.scale.value = 10
        #expect(page.spinButton.valueAsInt == 10)
        #expect(page.progressBar.text == "10 %")
    }

    @Test("the Enabled switch makes the controls insensitive and sensitive again")
    func enabledSwitch() async throws {
        let page = WidgetFactoryPage()
        let host = try await UITestHost(widget: page.root, width: 640, height: 360)
        defer { host.close() }
        #expect(page.controls.isSensitive)
        page.enabledSwitch.isActive = false
        #expect(!page.controls.isSensitive)
        page.enabledSwitch.isActive = true
        #expect(page.controls.isSensitive)
    }

    @Test("check buttons, the drop-down and the entries report what the user changes")
    func controlsReport() async throws {
        let page = WidgetFactoryPage()
        let host = try await UITestHost(widget: page.root, width: 640, height: 360)
        defer { host.close() }
        #expect(page.checks.map(\.isActive) == [true, false, false])
        #expect(page.checks[2].isInconsistent)
        var toggles = 0
        page.checks[1].onToggled { toggles += 1 }
        page.checks[1].isActive = true
        #expect(toggles == 1)
        var selections: [Int] = []
        page.dropDown.onNotifySelected { selections.append($0) }
        page.dropDown.selected = 2
        #expect(selections == [2])
        var edits = 0
        page.searchEntry.onChanged { edits += 1 }
        page.searchEntry.text = "gtk"
        #expect(page.searchEntry.text == "gtk" && edits >= 1)
        #expect(page.passwordEntry.text == "hunter2")
    }

    @Test("the compiled widget-factory program renders the page to a PNG")
    func program() async throws {
        guard let program = TestProcess.product("widget-factory") else { return }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("widget-factory-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: path) }
        let result = try await TestProcess.run(program, ["--png", path.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let size = TestProcess.pngSize(path)
        #expect((size?.width ?? 0) > 300 && (size?.height ?? 0) > 150, "\(String(describing: size))")
    }
}
