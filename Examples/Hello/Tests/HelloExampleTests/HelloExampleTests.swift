import Foundation
import Gtk
import GtkTestSupport
import HelloExample
import Testing
import WorkflowTesting
import WorkflowUI
import WorkflowUITesting

@MainActor
@Suite("HelloWorkflow, headless (README: Build a new screen)")
struct HelloWorkflowTests {
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
}

@MainActor
@Suite("Hello in a window")
struct HelloWindowTests {
    @Test("a click on the greeting shows the other one", .gtk)
    func clickWithHarness() async throws {
        let host = try await UITestHost(workflow: HelloWorkflow())
        defer { host.close() }
        try await host.click(host.find(label: "Hello, World!"))
        #expect(host.findAll(label: "Goodbye, World!").count == 1)
    }
}

@MainActor
@Suite("Hello's controller in a window")
struct HelloControllerTests {

    @Test("the greeting is a button in the middle of the window, not the whole window", .gtk)
    func buttonIsCentred() async throws {
        let host = try await UITestHost(workflow: HelloWorkflow(), width: 640, height: 480)
        defer { host.close() }
        let button = try host.find(Button.self, label: "Hello, World!")
        try await host.wait(for: "the window to be laid out") { host.window.allocatedWidth == 640 && button.allocatedWidth > 0 }
        let frame = try #require(button.frame(in: host.window))
        #expect(frame.width < 320 && frame.height < 120, "the button fills \(frame) of the 640×480 window")
        #expect(abs(frame.x + frame.width / 2 - 320) <= 2, "the button is centred: \(frame)")
    }

    @Test("the controller updates the same button when the workflow re-renders", .gtk)
    func onScreen() async {
        let container = ContainerViewController(workflow: HelloWorkflow())
        let window = Window()
        defer { window.destroy() }
        window.child = container.view
        window.present()
        let controller = container.rootViewController.currentViewController as? HelloViewController
        let button = controller?.messageButton
        #expect(button?.label == "Hello, World!")
        button?.click()
        container.flush()
        #expect(controller?.messageButton?.identity == button?.identity)
        #expect(button?.label == "Goodbye, World!")
    }
}

@Suite("README stays in sync")
struct ReadmeSyncTests {
    @Test("every Swift block of 'Build a new screen' appears in the compiled example")
    func readmeBlocksMatchSources() throws {
        let blocks = try #require(try PackageFiles.readmeSwiftBlocks(section: "Build a new screen"))
        #expect(blocks.count == 5)
        let sources = try ["Examples/Hello/HelloExample/HelloWorkflow.swift", "Examples/Hello/HelloExample/HelloScreen.swift",
                           "Examples/Hello/HelloExample/HelloViewController.swift", "Examples/Hello/App/main.swift",
                           "Examples/Hello/Tests/HelloExampleTests/HelloExampleTests.swift"]
            .map(PackageFiles.text)
            .joined(separator: "\n")
        for block in blocks {
            #expect(sources.contains(block.trimmingCharacters(in: .newlines)), "README block drifted from the sources:\n\(block)")
        }
    }

    @Test("every Swift block of the README appears verbatim in a compiled source, test or example file")
    func everyReadmeBlockIsCompiled() throws {
        let blocks = try #require(try PackageFiles.readmeSwiftBlocks())
        #expect(blocks.count >= 7, "the README's Swift blocks were found")
        let compiled = try ["Sources", "Tests", "Examples"].flatMap(PackageFiles.swiftFiles(under:))
            .map { try String(contentsOf: $0, encoding: .utf8) }
            .joined(separator: "\n")
        for block in blocks {
            #expect(compiled.contains(block.trimmingCharacters(in: .newlines)),
                    "README block is not in any compiled file (copy it from the file it shows):\n\(block)")
        }
    }
}
