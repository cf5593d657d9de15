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
    let app = try await BackgroundProcess(binary, arguments)
    defer { app.stop() }
    // Its window is up once it can take the keyboard focus (mapped, on this display).
    let focused = await UILoop.wait(until: { KeyboardSimulator.focusWindow(ofProcess: app.processIdentifier) || !app.isRunning },
                                    timeout: .seconds(60))
    try #require(focused && app.isRunning, "\(name) showed no window to focus: \(app.output.text)", sourceLocation: sourceLocation)
    // A window just mapped can miss the first key press now and then under Xvfb (the
    // program's own focus handling at map time races the test's): the keys are pressed
    // again, with the focus given again, up to three times. A program that ignores the keys
    // fails all three.
    var ended = false
    for _ in 0..<3 where !ended {
        _ = KeyboardSimulator.focusWindow(ofProcess: app.processIdentifier)
        for key in keys { #expect(KeyboardSimulator.press(key), sourceLocation: sourceLocation) }
        ended = await app.ends(within: .seconds(5))
    }
    #expect(ended, "\(name) still runs 15 s after \(keys), pressed three times: \(app.output.text)", sourceLocation: sourceLocation)
    guard ended else { return }
    #expect(app.terminationStatus == .exited(0), "\(keys): \(app): \(app.output.text)",
            sourceLocation: sourceLocation)
}
