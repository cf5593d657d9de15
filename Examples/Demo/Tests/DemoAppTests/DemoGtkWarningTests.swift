import Foundation
import GtkTestSupport
import Testing

/// The demo lays out and draws without GTK warnings at a phone's width and at a desktop's,
/// where the library's split folds and unfolds (`G_DEBUG=fatal-warnings`: any GTK or GLib
/// warning aborts the process).
@Suite("workflow-demo without GTK warnings")
struct DemoGtkWarningTests {
    @Test("choosing a library item at 360 px (folded split) and at 1600 px: no warning, the header bar is drawn", arguments: ["360x640", "1600x1000"])
    func libraryItemWithoutWarnings(size: String) async throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("demo-warnings-\(size)-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: png) }
        let result = try #require(try await DemoProcess.run(
            ["--size", size, "--steps", "login:Ada,tab:library,select:1,tab:home,tab:library", "--screenshot", png.path],
            environment: ["G_DEBUG": "fatal-warnings"]))
        #expect(result.status == 0, "exit \(result.status), stderr: \(result.stderr)")
        #expect(!result.stderr.contains("-WARNING"), "stderr: \(result.stderr)")
        #expect(!result.stderr.contains("-CRITICAL"), "stderr: \(result.stderr)")
    }
}
