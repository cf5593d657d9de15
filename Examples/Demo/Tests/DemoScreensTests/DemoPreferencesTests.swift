import Adw
import DemoScreens
import DemoWorkflows
import Foundation
import Gtk
import GtkTestSupport
import Testing
import WorkflowAdwaita
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
        let installation = try DemoPlatformTests.installationWithSchema()
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
}
