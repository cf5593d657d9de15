import Foundation
import Testing

/// Bad input not covered elsewhere (no display, missing files and unknown options are in
/// WorkflowDemoTests; the wrong-kind precondition exit test is in WorkflowUITests): a
/// resource that exists but cannot be read as a file.
@Suite("Bad input")
struct BadInputTests {
    @Test("an unreadable resource (a folder where style.css should be) names the file and exits 1")
    func unreadableResource() throws {
        let folder = try DemoBinary.copyOfResources()
        defer { try? FileManager.default.removeItem(at: folder) }
        let css = folder.appendingPathComponent("style.css")
        #expect(folder.resolvingSymlinksInPath().path.hasPrefix(FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path))
        try FileManager.default.removeItem(at: css)
        try FileManager.default.createDirectory(at: css, withIntermediateDirectories: false)
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("unreadable-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: screenshot) }
        let result = try #require(try DemoBinary.run(["--screenshot", screenshot.path],
                                                     environment: ["WORKFLOW_DEMO_RESOURCES": folder.path]))
        #expect(result.status == 1, "exit status \(result.status), stderr: \(result.stderr)")
        #expect(result.stderr.contains("style.css"))
        #expect(!FileManager.default.fileExists(atPath: screenshot.path), "the demo ran without its stylesheet")
    }
}
