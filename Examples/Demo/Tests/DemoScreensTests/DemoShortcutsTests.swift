import Adw
import DemoScreens
import DemoWorkflows
import Gtk
import GtkTestSupport
import Testing
import WorkflowUI
import WorkflowUITesting

/// The demo's keyboard shortcuts: the Keyboard Shortcuts window shows the keys of every
/// entry, Ctrl+Z undoes Clear Library while its toast offers Undo, and Ctrl+C copies the
/// selected item to the real clipboard.
@MainActor
@Suite("Demo keyboard shortcuts", .gtk)
struct DemoShortcutsTests {
    @Test("the Keyboard Shortcuts window shows key caps for every entry, Show Shortcuts and Quit included")
    func everyEntryShowsItsKeys() throws {
        Adwaita.initialize()
        try DemoResourceBundle.register()
        let window = try #require(Gtk.Window.fromResource(DemoResourceBundle.shortcutsPath, id: "help_overlay"))
        defer { window.destroy() }
        let entries = window.descendants.compactMap { $0.as(ShortcutsShortcut.self) }
        #expect(entries.count >= 7, "shortcuts.ui lists \(entries.count) shortcuts")
        var accelerators: [String: String] = [:]
        for entry in entries {
            let keyCaps = entry.descendants.compactMap { $0.as(ShortcutLabel.self) }
            let capLabels = Set(keyCaps.flatMap { $0.descendants.map(ObjectIdentifier.init) })
            let title = entry.descendants.filter { !capLabels.contains(ObjectIdentifier($0)) }
                .compactMap { $0.as(Gtk.Label.self) }.map(\.text).first { !$0.isEmpty } ?? "?"
            let keys = keyCaps.compactMap(\.accelerator).first ?? ""
            #expect(!keys.isEmpty, "the shortcut \"\(title)\" shows no keys: give it an accelerator in Resources/shortcuts.ui")
            accelerators[title] = keys
        }
        #expect(accelerators["Show Shortcuts"] == "<Control>question")
        #expect(accelerators["Quit"] == "<Control>q")
        #expect(accelerators["Close Window"] == "<Control>w")
        #expect(accelerators["Undo Clearing the Library"] == "<Control>z")
        #expect(accelerators["Copy the Selected Item"] == "<Control>c")
        #expect(accelerators["Import Books"] == "<Control>o")
        #expect(accelerators["Preferences"] == "<Control>comma")
    }

    @Test("Ctrl+Z after Clear Library brings the items back, as the toast's Undo does")
    func controlZUndoesClear() async throws {
        let (container, host) = try await UITestHost.demoLoggedIn(RootWorkflow(initialTab: .library), width: 1280, height: 800)
        defer { host.close() }
        try await host.click(try host.find(Button.self, label: "Clear Library"))
        try await host.wait(for: "the Undo toast") { !host.findAll(Button.self, label: "Undo").isEmpty }
        #expect(host.findAll(Label.self, label: "Kind of Blue").isEmpty, "cleared")
        try await host.press("<Control>z")
        try await host.wait(for: "the items to return after Ctrl+Z") { !host.findAll(Label.self, label: "Kind of Blue").isEmpty }
        guard case .main(let main) = container.host.rendering else { Issue.record("logged out"); return }
        #expect(main.library.undo == nil, "the Undo offer ends with the undo")
    }

    @Test("Ctrl+C in the library copies the selected item's title and author to the real clipboard")
    func controlCCopiesTheSelectedItem() async throws {
        let (container, host) = try await UITestHost.demoLoggedIn(RootWorkflow(initialTab: .library), width: 1280, height: 800)
        defer { host.close() }
        let clipboard = try #require(Clipboard.default, "a display is open")
        clipboard.setText("before")
        try await host.wait(for: "the library list") { !host.findAll(Label.self, label: "Design Patterns").isEmpty }
        try await host.press("<Control>c")
        let expected = "Design Patterns — Gamma, Helm, Johnson, Vlissides"
        // Reads the real clipboard back (one read at a time) until it holds the copy.
        var copied: String?, reading = false
        try await host.wait(for: "the clipboard to hold the copied item") {
            if !reading {
                reading = true
                clipboard.readText { result in
                    copied = try? result.get()
                    reading = false
                }
            }
            return copied == expected
        }
        guard case .main(let main) = container.host.rendering else { Issue.record("logged out"); return }
        #expect(main.library.onCopy != nil)
    }
}
