import Adw
import Foundation
import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowAdwaita
import WorkflowPlatform
import WorkflowUI
import WorkflowUITesting

/// `PreferencesScreen` in a real window (Xvfb): the rows libadwaita shows, the real switch,
/// spin button, combo row and entry row reporting the user's changes, and updates written
/// into the live widgets in place.
@MainActor
@Suite("Preferences screen", .gtk)
struct PreferencesScreenTests {
    init() { Adwaita.initialize() }

    @Test("pages, groups and rows are libadwaita's, each control named by its row's title")
    func rowsCreated() async throws {
        let host = try await UITestHost(workflow: PreferencesStateWorkflow(), width: 640, height: 720)
        defer { host.close() }
        let controller = try host.find(controller: PreferencesViewController.self)
        #expect(controller.pageWidgets.map(\.title) == ["General", "Appearance"])
        #expect(controller.switcher?.isVisible == true, "two pages: a switcher")
        #expect(controller.groupWidgets.map { $0.map(\.title) } == [["Notes", "Editor"], ["Style"]])
        let rows = controller.rowWidgets
        #expect(rows[0][0].map(\.typeName) == ["AdwComboRow", "AdwActionRow"])
        #expect(rows[0][1].map(\.typeName) == ["AdwActionRow", "AdwEntryRow"])
        #expect(rows.flatMap { $0.flatMap { $0.map(\.title) } } == ["Sort By", "Show Previews", "Font Size", "Default Title", "Style"])
        let combo = try #require(rows[0][0][0] as? Adw.ComboRow)
        #expect(combo.selected == 1, "Last Modified")
        let toggle = try #require(controller.controls.first as? Gtk.Switch)
        #expect(toggle.isActive)
        #expect(toggle.accessibleLabel == "Show Previews")
        let spin = try #require(controller.controls.last as? Gtk.SpinButton)
        #expect(spin.value == 14 && spin.range() == (8, 32))
        #expect(spin.accessibleLabel == "Font Size")
        #expect((rows[0][1][1] as? Adw.EntryRow)?.text == "Untitled")
        #expect(controller.view.accessibleLabel == "Preferences")
        #expect(controller.view.unnamedIconControls.map(\.typeName) == [], "every icon-only control has a name")
    }

    @Test("toggling the real switch, spinning, choosing and typing reach the workflow; its new values update the widgets in place")
    func changesRoundTrip() async throws {
        let observer = RenderedPreferences()
        let host = try await UITestHost(workflow: PreferencesStateWorkflow(observer: observer), width: 640, height: 720)
        defer { host.close() }
        let controller = try host.find(controller: PreferencesViewController.self)
        let widgets = controller.rowWidgets.flatMap { $0.flatMap { $0 } }
        let toggle = try #require(controller.controls.first as? Gtk.Switch)
        let spin = try #require(controller.controls.last as? Gtk.SpinButton)
        let combo = try #require(widgets[0] as? Adw.ComboRow)
        let entry = try #require(widgets[3] as? Adw.EntryRow)
        try await host.toggle(toggle)
        try await host.wait(for: "the switch's change to come back") { !toggle.isActive && observer.values?.showsPreviews == false }
        spin.spin(.stepForward, increment: 1)
        try await host.wait(for: "the spin's change to come back") { observer.values?.fontSize == 15 }
        combo.selected = 0
        try await host.wait(for: "the choice to come back") { observer.values?.sortOrder == .title }
        try await host.type(" note", into: entry)
        try await host.wait(for: "the typed title to come back") { observer.values?.defaultTitle == "Untitled note" }
        #expect(entry.text == "Untitled note", "the entry kept what was typed (no echo overwrote it)")
        #expect(controller.buildCount == 1, "value changes rebuilt nothing")
        #expect(controller.rowWidgets.flatMap { $0.flatMap { $0 } }.map(\.identity) == widgets.map(\.identity), "the same row widgets")
        #expect(controller.controls.first === toggle && controller.controls.last === spin)
    }

    @Test("a new value rendered by the workflow is written into the live widgets, keeping the focus; a new shape rebuilds")
    func updateInPlace() async throws {
        var values = NotesPreferences()
        let screen = { (values: NotesPreferences) in values.screen { _ in } }
        let host = try await UITestHost(screen: screen(values), width: 640, height: 720)
        defer { host.close() }
        let controller = try host.find(controller: PreferencesViewController.self)
        let widgets = controller.rowWidgets.flatMap { $0.flatMap { $0 } }
        let spin = try #require(controller.controls.last as? Gtk.SpinButton)
        _ = spin.grabFocus()
        try await host.wait(for: "the spin button to take the focus") { spin.hasFocus || spin.window?.focusWidget.map { spin.contains($0) } == true }
        values.showsPreviews = false
        values.fontSize = 20
        values.style = .dark
        values.defaultTitle = "New Note"
        try await host.update(screen: screen(values))
        #expect((controller.controls.first as? Gtk.Switch)?.isActive == false)
        #expect(spin.value == 20)
        #expect((widgets[4] as? Adw.ComboRow)?.selected == 2)
        #expect((widgets[3] as? Adw.EntryRow)?.text == "New Note")
        #expect(controller.buildCount == 1)
        #expect(controller.rowWidgets.flatMap { $0.flatMap { $0 } }.map(\.identity) == widgets.map(\.identity))
        #expect(spin.hasFocus || spin.window?.focusWidget.map { spin.contains($0) } == true, "the focus stayed in the spin button")
        // One page fewer: rebuilt, no switcher.
        var one = screen(values)
        one.pages.removeLast()
        try await host.update(screen: one)
        #expect(controller.buildCount == 2)
        #expect(controller.pageWidgets.count == 1)
        #expect(controller.switcher?.isVisible == false)
    }

    @Test("a setting shown in the preferences follows the store (memory backend), and the switch writes it")
    func followsSettingsStore() async throws {
        let folder = try await NotesSettings.compiledSchemaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let backend = Settings.Backend.memory()
        let store = try SettingsStore(schemaID: NotesSettings.schemaID, folders: [folder.path], backend: backend)
        let host = try await UITestHost(workflow: SettingsPreferencesWorkflow(store: store), width: 640, height: 720)
        defer { host.close() }
        let controller = try host.find(controller: PreferencesViewController.self)
        let toggle = try #require(controller.controls.first as? Gtk.Switch)
        let spin = try #require(controller.controls.last as? Gtk.SpinButton)
        #expect(toggle.isActive)
        // Another part of the app (another GSettings on the same backend) changes the settings.
        let other = try SettingsStore(schemaID: NotesSettings.schemaID, folders: [folder.path], backend: backend)
        try other.set(false, for: NotesSettings.showsPreviews).get()
        try other.set(24, for: NotesSettings.fontSize).get()
        try other.set(.dark, for: NotesSettings.style).get()
        try await host.wait(for: "the switch to follow the store") { !toggle.isActive }
        try await host.wait(for: "the spin button to follow the store") { spin.value == 24 }
        let style = try #require(controller.rowWidgets[1][0][0] as? Adw.ComboRow)
        try await host.wait(for: "the style to follow the store") { style.selected == 2 }
        // The user flips the switch: the store is written, and the value comes back.
        try await host.toggle(toggle)
        try await host.wait(for: "the store to hold the user's change") { (try? other.value(NotesSettings.showsPreviews).get()) == true }
        try await host.settle()
        #expect(toggle.isActive, "the switch shows the value written")
        #expect(controller.buildCount == 1)
    }

    @Test("screenshots: light and dark, 360 and 1280 wide", arguments: [(360, false), (360, true), (1280, false), (1280, true)])
    func screenshots(width: Int, dark: Bool) async throws {
        let manager = Adw.StyleManager.default
        manager.colorScheme = dark ? .forceDark : .forceLight
        defer { manager.colorScheme = .default }
        let host = try await UITestHost(workflow: PreferencesStateWorkflow(), width: width, height: 720)
        defer { host.close() }
        try await host.screenshot(to: "/tmp/workflowgtk-preferences-\(width)-\(dark ? "dark" : "light").png")
    }
}
