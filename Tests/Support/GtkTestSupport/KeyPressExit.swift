import Foundation
import GtkTesting
import Testing
import WorkflowUITesting

/// Starts a real program with a window, gives its window the keyboard focus, presses
/// `keys` as real key events (XTest) and expects the process to exit 0 within 10 s: how the
/// tests check that Ctrl+Q and Ctrl+W end an app.
@MainActor
public func expectKeysEndProgram(_ binary: URL, arguments: [String] = [], keys: [String],
                                 sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let name = binary.lastPathComponent
    try #require(KeyboardSimulator.isAvailable, "XTest is needed (Xvfb provides it)", sourceLocation: sourceLocation)
    let scratch = try FileManager.default.makeTemporaryFolder("\(name)-keys")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let err = scratch.appendingPathComponent("err")
    try #require(FileManager.default.createFile(atPath: err.path, contents: nil), "cannot create \(err.path) for \(name)'s output",
                 sourceLocation: sourceLocation)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: err)
    process.standardInput = FileHandle.nullDevice
    let exit = ProcessExit(process)
    // SIGTERM must reach the child: a test thread may block it (see the harness).
    try process.runWithTerminationSignalsUnblocked()
    defer { if process.isRunning { process.terminate(); _ = exit.wait(timeout: .seconds(10)) } }
    let stderr = { String(decoding: (try? Data(contentsOf: err)) ?? Data(), as: UTF8.self) }
    // Its window is up once it can take the keyboard focus (mapped, on this display).
    let focused = await UILoop.wait(until: { KeyboardSimulator.focusWindow(ofProcess: process.processIdentifier) || !process.isRunning },
                                    timeout: .seconds(60))
    try #require(focused && process.isRunning, "\(name) showed no window to focus: \(stderr())", sourceLocation: sourceLocation)
    // A window just mapped can miss the first key press now and then under Xvfb (the
    // program's own focus handling at map time races the test's): the keys are pressed
    // again, with the focus given again, up to three times. A program that ignores the keys
    // fails all three.
    var ended = false
    for _ in 0..<3 where !ended {
        _ = KeyboardSimulator.focusWindow(ofProcess: process.processIdentifier)
        for key in keys { #expect(KeyboardSimulator.press(key), sourceLocation: sourceLocation) }
        ended = exit.wait(timeout: .seconds(5))
    }
    #expect(ended, "\(name) still runs 15 s after \(keys), pressed three times: \(stderr())", sourceLocation: sourceLocation)
    guard ended else { return }
    #expect(process.terminationReason == .exit && process.terminationStatus == 0,
            "\(keys): \(name) ended with \(process.terminationReason == .exit ? "exit status" : "signal") \(process.terminationStatus): \(stderr())",
            sourceLocation: sourceLocation)
}
