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
        try #require(KeyboardSimulator.isAvailable, "XTest is needed (Xvfb provides it)")
        let binary = try #require(Subprocess.product("workflow-demo"))
        let scratch = try FileManager.default.makeTemporaryFolder("demo-keys")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let err = scratch.appendingPathComponent("err")
        try #require(FileManager.default.createFile(atPath: err.path, contents: nil), "cannot create \(err.path)")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--no-restore", "--steps", "login:Ada"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        let exit = ProcessExit(process)
        try Subprocess.runWithTerminationSignalsUnblocked(process)
        defer { if process.isRunning { process.terminate(); _ = exit.wait(timeout: .seconds(10)) } }
        let stderr = { String(decoding: (try? Data(contentsOf: err)) ?? Data(), as: UTF8.self) }
        let focused = await UILoop.wait(until: { KeyboardSimulator.focusWindow(ofProcess: process.processIdentifier) || !process.isRunning },
                                        timeout: .seconds(60))
        try #require(focused && process.isRunning, "the demo showed no window to focus: \(stderr())")
        for key in keys { #expect(KeyboardSimulator.press(key)) }
        let ended = exit.wait(timeout: .seconds(10))
        #expect(ended, "the demo still runs 10 s after \(keys)")
        guard ended else { return }
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(keys): exit \(process.terminationStatus): \(stderr())")
    }
}
