import Foundation
import GtkTestSupport
import Testing

/// Without a display the harness fails each GTK test with one message naming `xvfb-run`,
/// and the run ends: no hang, no crash. Checked on this test runner itself, re-run in a
/// subprocess on the harness's own suite with DISPLAY and WAYLAND_DISPLAY unset.
@Suite("UI test harness without a display")
struct NoDisplayTests {
    @Test("every test of a GTK suite fails with the xvfb-run message; the run exits normally")
    func failsWithOneMessage() async throws {
        let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let result = try await TestProcess.run(runner, ["--testing-library", "swift-testing", "--filter", "UITestHostTests"],
                                               environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "GDK_BACKEND": nil],
                                               timeout: 60)
        let output = result.stdout + result.stderr
        #expect(result.status == 1, "the run failed normally (exit 1), not by a signal:\n\(output)")
        let failures = output.components(separatedBy: "\n").filter { $0.contains("recorded an issue") }
        #expect(failures.count >= 8, "every test of the suite failed:\n\(output)")
        #expect(failures.allSatisfy { $0.contains("cannot open a display") && $0.contains("xvfb-run") },
                "each with the one message naming xvfb-run:\n\(output)")
        for crash in ["Fatal error", "crashed", "Precondition failed", "Gtk-CRITICAL", "Gtk-WARNING"] {
            #expect(!output.contains(crash), "no \(crash):\n\(output)")
        }
    }
}
