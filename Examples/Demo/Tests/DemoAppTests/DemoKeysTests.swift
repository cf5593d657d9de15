import Foundation
import GtkTestSupport
import Testing
import WorkflowUITesting

/// The real demo ends on real key presses: Ctrl+Q quits, Ctrl+W closes its window.
@Suite("workflow-demo keys")
struct DemoKeysTests {
    @MainActor
    @Test("Ctrl+Q and Ctrl+W end the demo with exit 0", .gtk, arguments: [["<Control>q"], ["<Control>w"]])
    func keysEndTheDemo(_ keys: [String]) async throws {
        let binary = try #require(TestProcess.product("workflow-demo"))
        try await expectKeysEndProgram(binary, arguments: ["--no-restore", "--steps", "login:Ada"], keys: keys)
    }
}
