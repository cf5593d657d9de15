import Foundation
import GtkTestSupport
import Testing

/// The demo's command line, run as the real binary.
@Suite("workflow-demo command line")
struct DemoCommandLineTests {
    @Test("--help prints the usage and exits 0")
    func help() throws {
        let result = try #require(try DemoProcess.run(["--help"]))
        #expect(result.status == 0)
        #expect(result.stdout.contains("usage: workflow-demo"))
        #expect(result.stdout.contains("--screenshot PATH"))
    }

    @Test("an unknown option prints the usage and exits 2")
    func unknownOption() throws {
        let result = try #require(try DemoProcess.run(["--frobnicate"]))
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown option '--frobnicate'"))
        #expect(result.stderr.contains("usage: workflow-demo"))
    }

    @Test("a bad step or a missing argument exits 2 naming the problem")
    func badSteps() throws {
        let step = try #require(try DemoProcess.run(["--steps", "login,dance"]))
        #expect(step.status == 2 && step.stderr.contains("unknown step 'dance'"))
        let missing = try #require(try DemoProcess.run(["--screenshot"]))
        #expect(missing.status == 2 && missing.stderr.contains("--screenshot needs a PATH"))
    }

    @Test("missing resources: names the file and where it looked, exits 1")
    func missingResources() throws {
        let result = try #require(try DemoProcess.run([], environment: ["WORKFLOW_DEMO_RESOURCES": "/nonexistent/resources"]))
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot find style.css"))
        #expect(result.stderr.contains("/nonexistent/resources"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("a resource folder missing one file names that file")
    func oneFileMissing() throws {
        let folder = try Subprocess.copyOfResources()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("dev.workflowgtk.Demo.svg"))
        let result = try #require(try DemoProcess.run([], environment: ["WORKFLOW_DEMO_RESOURCES": folder.path]))
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot find dev.workflowgtk.Demo.svg"))
    }

    @Test("no display: one line naming the fix, exit 1")
    func noDisplay() throws {
        let result = try #require(try DemoProcess.run([], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "GDK_BACKEND": nil]))
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("xvfb-run"))
    }
}
