import Gtk
import WorkflowUITesting
import XCTest

/// The harness from XCTest: the same host, awaited from an async test method on the main
/// actor.
final class UITestHostXCTests: XCTestCase {
    @MainActor
    func testClickRerendersTheWorkflowFromXCTest() async throws {
        let host = try await UITestHost(workflow: DemoWorkflow())
        defer { host.close() }
        try await host.click(host.find(label: "Tapped 0 times"))
        XCTAssertEqual(host.findAll(label: "Tapped 1 times").count, 1)
        XCTAssertEqual(host.containerViewController(for: DemoWorkflow.self)?.host.rendering.title, "Tapped 1 times")
    }
}
