import Foundation
import Gtk
import HelloExample
import Testing
import WorkflowTesting
import WorkflowUI
import WorkflowUITesting

@MainActor
@Suite("Hello example (README: Build a new screen)")
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

    @Test("a click on the greeting shows the other one", .gtk)
    func clickWithHarness() async throws {
        let host = try await UITestHost(workflow: HelloWorkflow())
        defer { host.close() }
        try await host.click(host.find(label: "Hello, World!"))
        #expect(host.findAll(label: "Goodbye, World!").count == 1)
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
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Build a new screen").dropFirst().first?
            .components(separatedBy: "\n## ").first)
        let blocks = section.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        #expect(blocks.count == 5)
        let sources = try ["Examples/Hello/HelloExample/HelloWorkflow.swift", "Examples/Hello/HelloExample/HelloScreen.swift",
                           "Examples/Hello/HelloExample/HelloViewController.swift", "Examples/Hello/App/main.swift",
                           "Examples/Hello/Tests/HelloExampleTests/HelloExampleTests.swift"]
            .map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
        for block in blocks {
            #expect(sources.contains(block.trimmingCharacters(in: .newlines)), "README block drifted from the sources:\n\(block)")
        }
    }

    @Test("every Swift block of the README appears verbatim in a compiled source, test or example file")
    func everyReadmeBlockIsCompiled() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        #expect(blocks.count >= 7, "the README's Swift blocks were found")
        let compiled = try Self.swiftFiles(under: ["Sources", "Tests", "Examples"], root: root)
            .map { try String(contentsOf: $0, encoding: .utf8) }
            .joined(separator: "\n")
        for block in blocks {
            #expect(compiled.contains(block.trimmingCharacters(in: .newlines)),
                    "README block is not in any compiled file (copy it from the file it shows):\n\(block)")
        }
    }

    /// The `.swift` files (and `Package.swift` manifests) under `folders`, build folders left out.
    static func swiftFiles(under folders: [String], root: URL) throws -> [URL] {
        var result: [URL] = []
        for folder in folders {
            guard let walker = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker {
                if url.lastPathComponent.hasPrefix(".build") { walker.skipDescendants(); continue }
                if url.pathExtension == "swift" { result.append(url) }
            }
        }
        return result
    }
}
