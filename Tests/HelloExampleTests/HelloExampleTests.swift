import Foundation
import Gtk
import HelloExample
import Testing
import WorkflowTesting
import WorkflowUI

@MainActor
@Suite("Hello example (README: Build a new screen)", .serialized)
struct HelloExampleTests {
    @Test("a tap toggles the greeting")
    func renderTest() {
        HelloWorkflow()
            .renderTester(initialState: .hello)
            .render { screen in
                #expect(screen.message == "Hello, World!")
                screen.onTap()
            }
            .assert(state: .goodbye)
    }

    @Test("the controller updates the same button when the workflow re-renders")
    func onScreen() async {
        guard Display.open() else {
            Issue.record("No display: run the GTK tests with Scripts/test (it uses xvfb-run).")
            return
        }
        let container = ContainerViewController(workflow: HelloWorkflow())
        let window = Window()
        defer { window.destroy() }
        window.child = container.view
        window.present()
        let controller = container.rootViewController.currentViewController as? HelloViewController
        let button = controller?.messageButton
        #expect(button?.label == "Hello, World!")
        button?.click()
        #expect(controller?.messageButton?.identity == button?.identity)
        #expect(button?.label == "Goodbye, World!")
    }
}

@Suite("README stays in sync")
struct ReadmeSyncTests {
    @Test("every Swift block of 'Build a new screen' appears in the compiled example")
    func readmeBlocksMatchSources() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Build a new screen").dropFirst().first?
            .components(separatedBy: "\n## ").first)
        let blocks = section.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        #expect(blocks.count == 5)
        let sources = try ["Sources/HelloExample/HelloWorkflow.swift", "Sources/HelloExample/HelloScreen.swift",
                           "Sources/HelloExample/HelloViewController.swift", "Sources/HelloApp/main.swift",
                           "Tests/HelloExampleTests/HelloExampleTests.swift"]
            .map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
        for block in blocks {
            #expect(sources.contains(block.trimmingCharacters(in: .newlines)), "README block drifted from the sources:\n\(block)")
        }
    }
}
