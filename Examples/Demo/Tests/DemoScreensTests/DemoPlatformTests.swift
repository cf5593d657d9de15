import DemoScreens
import DemoWorkflows
import Foundation
import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting

/// The demo's platform services: the compiled-in GResource bundle, the kept window state in
/// GSettings (an in-memory backend), and what happens without the schema.
@MainActor
@Suite("Demo platform services")
struct DemoPlatformTests {
    @Test("the compiled-in bundle holds the stylesheet and the icon, byte for byte the files in Resources/")
    func resourceLookup() throws {
        try DemoResourceBundle.register()
        let css = try String(contentsOf: packageRoot.appendingPathComponent("Resources/style.css"), encoding: .utf8)
        #expect(DemoResourceBundle.styleSheet == css)
        let svg = try Data(contentsOf: packageRoot.appendingPathComponent("Resources/dev.workflowgtk.Demo.svg"))
        #expect(ResourceBundle.data(at: DemoResourceBundle.iconPath) == Array(svg))
        #expect(ResourceBundle.children(at: DemoResourceBundle.basePath + "/") == ["icons/", "shortcuts.ui", "style.css"], "only what the demo reads")
        // No gtk/help-overlay.ui: GTK would keep that window hidden among its toplevels,
        // which crashes GTK 4.8 under a screen reader (docs/atspi-crash.md). The demo builds
        // the Keyboard Shortcuts window from shortcuts.ui when asked instead.
        #expect(ResourceBundle.children(at: DemoResourceBundle.basePath + "/gtk/").isEmpty)
        let shortcuts = try #require(Gtk.Window.fromResource(DemoResourceBundle.shortcutsPath, id: "help_overlay"),
                                     "shortcuts.ui has no window with id help_overlay")
        #expect(shortcuts.isA(typeNamed: "GtkShortcutsWindow"))
        #expect(!shortcuts.isVisible, "built, not shown")
        shortcuts.destroy()
        #expect(ResourceBundle.data(at: DemoResourceBundle.basePath + "/dev.workflowgtk.Demo.desktop") == nil)
        // Registering twice is harmless (the bundle is found and not added again).
        try DemoResourceBundle.register()
    }

    @Test("the committed bundle is what glib-compile-resources makes of Resources/ now (drift check)")
    func resourceDrift() async throws {
        let folder = try FileManager.default.makeTemporaryFolder("gresource")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("bundle.gresource")
        let resources = packageRoot.appendingPathComponent("Resources")
        let result = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/glib-compile-resources"),
                                               ["--sourcedir", resources.path, "--target", target.path,
                                                resources.appendingPathComponent("dev.workflowgtk.Demo.gresource.xml").path])
        #expect(result.status == 0, "\(result.stderr)")
        let fresh = try Data(contentsOf: target)
        #expect(Array(fresh) == DemoResourceBundle.bytes, "Examples/Demo/DemoScreens/DemoResourceBundle+Data.swift is out of date: run Scripts/resources")
    }

    @Test("a bundle that is not a GResource is refused with a message naming the fix")
    func brokenBundle() {
        #expect(throws: ResourceBundle.LoadError.self) { try ResourceBundle(data: Array("not a bundle".utf8)) }
        do {
            _ = try ResourceBundle(data: [1, 2, 3])
        } catch {
            #expect(error.description.contains("glib-compile-resources"))
        }
    }

    @Test("window size, maximized state and last tab survive a round trip through the settings", .gtk)
    func settingsRoundTrip() async throws {
        let installation = try await Self.installationWithSchema()
        defer { try? FileManager.default.removeItem(atPath: installation.shareFolder) }
        let backend = Settings.Backend.memory()
        let (first, warning) = DemoWindowState.open(installation, backend: backend)
        #expect(warning == nil)
        #expect(first.settings != nil)
        #expect(first.lastTab == .home && !first.isMaximized)
        #expect(first.size(fittingMonitors: []).width == 960 && first.size(fittingMonitors: []).height == 640)

        let window = Window()
        window.setDefaultSize(width: 720, height: 480)
        first.save(window)
        first.lastTab = .library
        window.destroy()

        let (second, _) = DemoWindowState.open(installation, backend: backend)
        #expect(second.lastTab == .library)
        let reopened = Window()
        second.restore(reopened)
        #expect(reopened.defaultSize.width == 720 && reopened.defaultSize.height == 480)
        reopened.destroy()
        // The kept size never exceeds the largest monitor, nor goes below 360×294.
        second.settings?.setInteger(5000, for: "window-width")
        let fitted = second.size(fittingMonitors: [(width: 1280, height: 1024), (width: 1920, height: 1080)])
        #expect(fitted.width == 1920 && fitted.height == 480)
        #expect(second.size(fittingMonitors: [(width: 200, height: 100)]).width == 360)
        // Another backend keeps its own values.
        let (other, _) = DemoWindowState.open(installation, backend: Settings.Backend.memory())
        #expect(other.lastTab == .home)
    }

    @Test("a window wider than the screen is kept at the screen's size, within the schema's range", .gtk)
    func savedSizeIsClamped() async throws {
        let installation = try await Self.installationWithSchema()
        defer { try? FileManager.default.removeItem(atPath: installation.shareFolder) }
        let (state, _) = DemoWindowState.open(installation, backend: Settings.Backend.memory())
        let window = Window()
        defer { window.destroy() }
        window.setDefaultSize(width: 43_558, height: 700)
        state.save(window, fittingMonitors: [(width: 1920, height: 1080)])
        #expect(state.settings?.integer("window-width") == 1920 && state.settings?.integer("window-height") == 700)
        // Without a monitor to measure, the schema's range still holds (no GSettings warning).
        window.setDefaultSize(width: 43_558, height: 100)
        state.save(window, fittingMonitors: [])
        #expect(state.settings?.integer("window-width") == DemoWindowState.maximumSize.width)
        #expect(state.settings?.integer("window-height") == DemoWindowState.minimumSize.height)
    }

    @Test("without the schema: one line naming the schema and the folder, and the defaults")
    func missingSchema() {
        let installation = DemoInstallation(executablePath: "/nonexistent/prefix/bin/workflow-demo")
        let (state, warning) = DemoWindowState.open(installation, backend: Settings.Backend.memory())
        #expect(state.settings == nil)
        #expect(state.lastTab == .home && !state.isMaximized)
        let line = warning ?? ""
        #expect(line.contains("dev.workflowgtk.Demo") && line.contains("/nonexistent/prefix/share/glib-2.0/schemas"), "\(line)")
        #expect(!line.contains("\n"))
        state.lastTab = .scan  // kept nowhere, no crash
        #expect(state.lastTab == .home)
    }

    @Test("the installation is found beside the binary: <prefix>/share")
    func installationFolders() {
        let installed = DemoInstallation(executablePath: "/usr/bin/workflow-demo")
        #expect(installed.schemaFolder == "/usr/share/glib-2.0/schemas" && installed.localeFolder == "/usr/share/locale")
        let built = DemoInstallation(executablePath: "/src/.build/x86_64-unknown-linux-gnu/debug/workflow-demo")
        #expect(built.shareFolder == "/src/.build/x86_64-unknown-linux-gnu/share")
    }

    @Test("a message catalog that is not compiled gives one line; a compiled one none")
    func brokenCatalog() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let messages = folder.appendingPathComponent("de/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let catalog = messages.appendingPathComponent("dev.workflowgtk.Demo.mo")
        let previous = getenv("LANGUAGE").map { String(cString: $0) }
        setenv("LANGUAGE", "de", 1)
        defer { if let previous { setenv("LANGUAGE", previous, 1) } else { unsetenv("LANGUAGE") } }
        #expect(DemoTranslation.catalogProblem(localeFolder: folder.path) == nil, "no catalog: English, no warning")
        try Data("msgid \"Log in\"\nmsgstr \"Anmelden\"\n".utf8).write(to: catalog)
        let problem = try #require(DemoTranslation.catalogProblem(localeFolder: folder.path))
        #expect(problem.contains(catalog.path) && problem.contains("msgfmt") && !problem.contains("\n"))
        let po = packageRoot.appendingPathComponent("po/de.po")
        let compiled = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/msgfmt"), ["--check", "-o", catalog.path, po.path])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(DemoTranslation.catalogProblem(localeFolder: folder.path) == nil)
    }

    /// A temporary `<prefix>/share` with the demo's schema compiled into it, as an install.
    static func installationWithSchema() async throws -> DemoInstallation {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("prefix-\(UUID().uuidString)")
        let installation = DemoInstallation(executablePath: prefix.appendingPathComponent("bin/workflow-demo").path)
        try FileManager.default.createDirectory(atPath: installation.schemaFolder, withIntermediateDirectories: true)
        let result = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/glib-compile-schemas"),
                                               ["--strict", "--targetdir", installation.schemaFolder,
                                                packageRoot.appendingPathComponent("Resources").path])
        #expect(result.status == 0, "\(result.stderr)")
        return installation
    }
}
