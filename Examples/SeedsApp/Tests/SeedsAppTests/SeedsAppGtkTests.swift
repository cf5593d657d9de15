import Gtk
import SeedsApp
import Testing
import WorkflowContainers
import WorkflowUI
import WorkflowUITesting

/// The app in a real window, driven through the harness as a user would: tabs, a split,
/// a back stack and an alert. Run under xvfb-run (the root package's Scripts/test does).
@MainActor
@Suite("Seeds app on GTK", .gtk)
struct SeedsAppGtkTests {

    @Test("the Catalog tab shows a split; picking a seed on the left shows it on the right")
    func catalogSplit() async throws {
        let host = try await UITestHost(workflow: SeedsWorkflow(), width: 720, height: 480)
        defer { host.close() }
        // The switcher's Catalog button is a toggle button labelled with the tab's title.
        try await host.toggle(host.find(label: "Catalog"))
        let split = try host.find(Paned.self)
        #expect(split.orientation == .horizontal)
        try await host.click(host.find(label: "Pea"))
        #expect(host.findAll(label: "Sow early; likes it cool.").count == 1)
        #expect(try host.find(cssClass: "title-2").displayedText == "Pea")
    }

    @Test("the catalog's seed page (Blueprint) shows the seed's sun; Add to Garden adds it to the Garden tab")
    func catalogAddToGarden() async throws {
        let host = try await UITestHost(workflow: SeedsWorkflow(), width: 720, height: 480)
        defer { host.close() }
        try await host.toggle(host.find(label: "Catalog"))
        try await host.click(host.find(label: "Pea"))
        #expect(try host.find(SunGauge.self).accessibleName == "Partial sun")
        try await host.click(host.find(Button.self, label: "Add to Garden"))
        try await host.wait(for: "Pea in the garden") { !host.findAll(label: "In your garden").isEmpty }
        #expect(host.findAll(Button.self, label: "Add to Garden").isEmpty)
        try await host.toggle(host.find(label: "Garden"))
        #expect(host.findAll(Button.self, label: "Pea").count == 1, "Pea's button in the garden list")
        #expect(host.findAll(Button.self, label: "Add").isEmpty, "every catalog seed is in the garden")
    }

    @Test("the Garden tab's back stack pushes a seed's page and pops it with the back button")
    func gardenBackStack() async throws {
        let host = try await UITestHost(workflow: SeedsWorkflow(), width: 720, height: 480)
        defer { host.close() }
        try await host.click(host.find(label: "Tomato"))
        try await host.wait(for: "the Tomato page") { host.findAll(label: "Needs sun and support.").count == 1 }
        let back = try host.find(accessibleName: "Back")
        try await host.click(back)
        try await host.wait(for: "the garden list again") { host.findAll(label: "Needs sun and support.").isEmpty }
        #expect(host.findAll(label: "Basil").count == 1)
    }

    @Test("Clear garden asks in an alert; Cancel keeps the seeds, Clear removes them")
    func clearAlert() async throws {
        let host = try await UITestHost(workflow: SeedsWorkflow(), width: 720, height: 480)
        defer { host.close() }
        try await host.click(host.find(label: "Clear garden"))
        try await host.wait(for: "the alert") { host.windows.count == 2 }
        #expect(host.findAll(label: "Clear the garden?").count == 1)
        try await host.click(host.find(label: "Cancel"))
        try await host.wait(for: "the alert to close") { host.windows.count == 1 }
        #expect(host.findAll(label: "Tomato").count == 1)

        try await host.click(host.find(label: "Clear garden"))
        try await host.wait(for: "the alert") { host.windows.count == 2 }
        try await host.click(host.find(label: "Clear"))
        try await host.wait(for: "the alert to close") { host.windows.count == 1 }
        #expect(host.findAll(label: "Tomato").isEmpty && host.findAll(label: "Basil").isEmpty)
        #expect(host.findAll(label: "Clear garden").isEmpty, "nothing left to clear")
    }

    @Test("Add in the garden's bar picks a seed in a sheet over the dimmed tabs; Remove in a seed's bar removes it")
    func addSheetAndRemove() async throws {
        let host = try await UITestHost(workflow: SeedsWorkflow(), width: 720, height: 480)
        defer { host.close() }
        try await host.click(host.find(Button.self, label: "Add"))
        #expect(host.windows.count == 1, "the sheet is in the window")
        #expect(host.findAll(label: "Add a Seed").count == 1)
        try await host.screenshot(to: "/tmp/seedsapp-add-sheet.png")
        try await host.click(host.find(label: "Pea"))
        try await host.wait(for: "the sheet to close") { host.findAll(label: "Add a Seed").isEmpty }
        #expect(host.findAll(label: "Pea").count == 1, "Pea is in the garden")
        #expect(host.findAll(Button.self, label: "Add").isEmpty, "every catalog seed is in the garden")

        try await host.click(host.find(label: "Pea"))
        try await host.click(host.find(Button.self, accessibleName: "Remove Pea"))
        try await host.wait(for: "the garden list") { host.findAll(label: "Basil").count == 1 }
        #expect(host.findAll(label: "Pea").isEmpty)
    }
}
