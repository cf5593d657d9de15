import Foundation
import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting

/// `WorkflowApplication` is one instance: a second `hello-workflow` hands its command line to
/// the running one over the session bus (which brings its window to the front) and ends,
/// instead of opening a window of its own. A `--screenshot` run is its own instance.
@MainActor
@Suite("hello-workflow launched twice (GTK)", .gtk, .serialized)
struct HelloSecondLaunchTests {
    @Test("a second launch ends with status 0 while the first keeps running; a bad one is refused by the second process, exit 2")
    func secondLaunchHandsOver() async throws {
        let binary = try #require(TestProcess.product("hello-workflow"))
        let first = try await BackgroundProcess(binary, [])
        defer { first.stop() }
        let shown = await UILoop.wait(until: { KeyboardSimulator.focusWindow(ofProcess: first.processIdentifier) || !first.isRunning },
                                      timeout: .seconds(60))
        try #require(shown && first.isRunning, "the first hello-workflow showed no window: \(first.output.text)")
        let second = try await BackgroundProcess(binary, ["--size", "400x300"])
        defer { second.stop() }
        // Without the hand-over the second would open its own window and run until stopped.
        #expect(await UILoop.wait(until: { !second.isRunning }, timeout: .seconds(30)), "the second launch kept running: \(second.output.text)")
        #expect(second.terminationStatus == .exited(0), "\(second.output.text)")
        #expect(first.isRunning, "the first instance keeps running")
        let stray = try await TestProcess.run(binary, ["stray"], timeout: 30)
        #expect(stray.status == 2 && stray.stderr.contains("unexpected argument 'stray'"), "\(stray.stderr)")
        #expect(first.isRunning)
    }
}
