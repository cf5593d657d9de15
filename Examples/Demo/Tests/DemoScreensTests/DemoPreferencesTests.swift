import Adw
import DemoScreens
import DemoWorkflows
import Foundation
import Gtk
import GtkTestSupport
import Testing
import WorkflowAdwaita
import WorkflowContainers
import WorkflowPlatform
import WorkflowUI
import WorkflowUITesting

/// Preferences: Ctrl+, shows the sheet; its Sort By row writes the library's sort order to the
/// demo's GSettings schema (a memory backend here) and follows a change made elsewhere.
@MainActor
@Suite("Demo preferences", .gtk)
struct DemoPreferencesTests {
    @Test("Ctrl+, shows Preferences; choosing Title sorts the library and writes the setting; a setting changed elsewhere is followed")
    func sortOrderSetting() async throws {
        let installation = try await DemoPlatformTests.installationWithSchema()
        defer { try? FileManager.default.removeItem(atPath: installation.shareFolder) }
        let store = try SettingsStore(schemaID: DemoInstallation.applicationID, folders: [installation.schemaFolder], backend: .memory())
        #expect(try store.value(LibrarySortOrder.setting).get() == .catalogue, "the schema's default")
        let (container, host) = try await UITestHost.demoLoggedIn(RootWorkflow(initialTab: .library, settings: store), width: 1280, height: 800)
        defer { host.close() }
        func library() -> LibraryRendering? {
            guard case .main(let main) = container.host.rendering else { return nil }
            return main.library
        }
        try await host.wait(for: "the library list") { !host.findAll(Label.self, label: "Design Patterns").isEmpty }
        try await host.press("<Control>comma")
        try await host.wait(for: "the Preferences sheet") { (try? host.find(controller: PreferencesViewController.self)) != nil }
        let preferences = try host.find(controller: PreferencesViewController.self)
        let combo = try #require(preferences.rowWidgets.flatMap { $0.flatMap { $0 } }.first as? Adw.ComboRow, "Sort By is a combo row")
        #expect(combo.selected == 0, "Catalogue Order")
        combo.selected = 1
        try await host.wait(for: "the order to be written to the settings") { (try? store.value(LibrarySortOrder.setting).get()) == .title }
        try await host.wait(for: "the library sorted by title") { library()?.items.first?.title == "Blue Train" }
        store.set(.catalogue, for: LibrarySortOrder.setting)
        try await host.wait(for: "the library to follow the setting") { library()?.sortOrder == .catalogue }
        try await host.wait(for: "the combo to follow") { combo.selected == 0 }
        #expect(library()?.items == LibraryItem.samples)
    }

    @Test("the Preferences sheet takes its default size, its title centred, light and dark, at 360×640 and 1280×800 (screenshots)")
    func sheetScreenshots() async throws {
        let installation = try await DemoPlatformTests.installationWithSchema()
        defer { try? FileManager.default.removeItem(atPath: installation.shareFolder) }
        defer { Adw.StyleManager.default.colorScheme = .default }
        for (width, height) in [(360, 640), (1280, 800)] {
            for scheme in [Adw.ColorScheme.forceLight, .forceDark] {
                let store = try SettingsStore(schemaID: DemoInstallation.applicationID, folders: [installation.schemaFolder], backend: .memory())
                let (_, host) = try await UITestHost.demoLoggedIn(RootWorkflow(initialTab: .library, settings: store), width: width, height: height)
                defer { host.close() }
                Adw.StyleManager.default.colorScheme = scheme
                try await host.press("<Control>comma")
                try await host.wait(for: "the Preferences sheet") { (try? host.find(controller: PreferencesViewController.self)) != nil }
                let modal = try host.find(controller: ModalContainerViewController<CommandScreen<AdaptivePageScreen>>.self)
                let sheet = try #require(modal.presentations.first)
                let card = try #require(sheet.card), title = try #require(sheet.titleLabel)
                try await host.wait(for: "the sheet at its default size, not \(card.allocation)") {
                    card.allocatedWidth == DemoPreferences.sheetSize.width && card.allocatedHeight == DemoPreferences.sheetSize.height
                }
                let frame = try #require(title.frame(in: card))
                let offset = 2 * frame.x + frame.width - card.allocatedWidth
                #expect(abs(offset) <= 2, "the title is centred on the card")
                try await host.screenshot(to: "/tmp/workflowgtk-demo-preferences-\(width)x\(height)-\(scheme == .forceDark ? "dark" : "light").png")
            }
        }
    }
}
