import Adw
import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting

/// The generated Adw wrappers in a real libadwaita application under Xvfb. libadwaita runs
/// only in subprocesses: adw_init installs its stylesheet for the whole process, which would
/// change how the other suites' widgets draw.
@MainActor
@Suite("Adw application window", .gtk)
struct AdwApplicationWindowTests {
    @Test("adw-hello: an Adw.ApplicationWindow with a ViewStack, a ViewSwitcherTitle and a ViewSwitcherBar is painted")
    func applicationWindowWithViewStackShows() async throws {
        // A GApplication runs the main loop on the main thread: its own process.
        guard let program = TestProcess.product("adw-hello") else { return }
        let result = try await TestProcess.run(program, ["--check"], environment: ["G_DEBUG": "fatal-criticals"])
        #expect(result.status == 0, "adw-hello --check exited \(result.status): \(result.stdout) \(result.stderr)")
        let lines = Set(result.stdout.split(separator: "\n").map(String.init))
        #expect(lines.contains("painted true"), "\(result.stdout)")
        // The window came back through Gtk's lookup as the generated Adw class.
        #expect(lines.contains("window-class ApplicationWindow"), "\(result.stdout)")
        #expect(lines.contains("content-is-box true"))
        // It opens on its first page, which is not blank.
        #expect(lines.contains("visible home"), "\(result.stdout)")
        #expect(lines.contains("home-title Welcome to Adw Hello"), "\(result.stdout)")
        #expect(lines.contains("switcher-stack true"))
        #expect(lines.contains("pages Library"))
        #expect(lines.contains("adwaita-initialized true"), "Adw.Application initializes libadwaita when it starts")
        // Wide: the switcher in the header, no bar at the bottom (never both at once).
        #expect(lines.contains("header-switcher true") && lines.contains("bar-revealed false"), "\(result.stdout)")
    }

    @Test("adw-hello at 360 px: the switcher moves from the header to the bottom bar")
    func narrowWindowShowsTheBarOnly() async throws {
        guard let program = TestProcess.product("adw-hello") else { return }
        let result = try await TestProcess.run(program, ["--size", "360x640", "--check"], environment: ["G_DEBUG": "fatal-criticals"])
        #expect(result.status == 0, "adw-hello --check exited \(result.status): \(result.stdout) \(result.stderr)")
        let lines = Set(result.stdout.split(separator: "\n").map(String.init))
        #expect(lines.contains("header-switcher false") && lines.contains("bar-revealed true"), "\(result.stdout)")
    }
}
