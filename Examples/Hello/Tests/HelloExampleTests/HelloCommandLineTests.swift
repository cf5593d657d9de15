import Foundation
import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting

/// `hello-workflow`, run as the real binary: `WorkflowApplication` gives it GNOME's command
/// line conventions (it used to ignore every argument: `--help` opened a window).
@Suite("hello-workflow command line")
struct HelloCommandLineTests {
    /// The built `hello-workflow` (next to the test runner), or a failed requirement naming the fix.
    static func binary(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        try #require(TestProcess.product("hello-workflow", sourceLocation: sourceLocation), sourceLocation: sourceLocation)
    }

    /// Runs the built `hello-workflow` with `arguments` through the shared harness
    /// (`TestProcess.run`: a run longer than 60 s is terminated, then killed, and recorded).
    static func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws -> TestProcess.Result {
        try await TestProcess.run(binary(sourceLocation: sourceLocation), arguments, sourceLocation: sourceLocation)
    }

    @Test("--help prints GLib's usage and exits 0 without opening a window (or needing a display)")
    func help() async throws {
        let result = try await TestProcess.run(Self.binary(), ["--help"],
                                               environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "GDK_BACKEND": "x11"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Usage:\n  hello-workflow [OPTION…]"), "\(result.stdout)")
        #expect(result.stdout.contains("--version") && result.stdout.contains("--screenshot=PATH") && result.stdout.contains("--size=WxH"))
        #expect(result.stdout.contains("Ctrl+Q") && result.stdout.contains("Ctrl+W"))
    }

    @Test("--version prints the name and version and exits 0")
    func version() async throws {
        let result = try await Self.run(["--version"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("hello-workflow "), "\(result.stdout)")
    }

    @Test("an unknown option or argument is named, with a pointer to --help, exit 2")
    func unknownOption() async throws {
        // GLib's words (translated), after the program's name.
        let option = try await Self.run(["--frobnicate"])
        #expect(option.status == 2, "exit \(option.status)")
        #expect(option.stderr.hasPrefix("hello-workflow: Unknown option --frobnicate\n") && option.stderr.contains("--help"), "\(option.stderr)")
        let argument = try await Self.run(["stray"])
        #expect(argument.status == 2 && argument.stderr.contains("unexpected argument 'stray'"), "\(argument.stderr)")
        let missing = try await Self.run(["--screenshot"])
        #expect(missing.status == 2 && missing.stderr.contains("Missing argument for --screenshot"), "\(missing.stderr)")
        let size = try await Self.run(["--size", "big"])
        #expect(size.status == 2 && size.stderr.contains("--size needs WIDTHxHEIGHT"), "\(size.stderr)")
    }

    @Test("--screenshot PATH writes the window (header bar with the title above the content) at the size asked for and exits 0")
    func screenshot() async throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("hello-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        let result = try await Self.run(["--screenshot", png.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Screenshot written to \(png.path)"))
        let data = try Data(contentsOf: png)
        #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]), "not a PNG")
        #expect(TestProcess.pngSize(png).map { [$0.width, $0.height] } == [800, 600], "the default size")
        let sized = try await Self.run(["--size", "360x640", "--screenshot", png.path])
        #expect(sized.status == 0, "\(sized.stderr)")
        #expect(TestProcess.pngSize(png).map { [$0.width, $0.height] } == [360, 640], "--size 360x640")
        let refused = try await Self.run(["--screenshot", "/dev/null"])
        #expect(refused.status == 1 && refused.stderr.contains("/dev/null is a device"), "\(refused.stderr)")
        let jpeg = try await Self.run(["--screenshot", png.deletingPathExtension().path + ".jpg"])
        #expect(jpeg.status == 2 && jpeg.stderr.contains("give a PATH ending in .png, not .jpg"), "\(jpeg.stderr)")
        // Checked before any window: no display is needed to be told.
        let proc = try await TestProcess.run(Self.binary(), ["--screenshot", "/proc/version"],
                                             environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "GDK_BACKEND": "x11"])
        #expect(proc.status == 1 && proc.stderr.contains("/proc is on a proc file system"), "\(proc.stderr)")
    }

    @Test("--version agrees with the demo's version (0.1.0, meson.build's)")
    func versionAgreesWithTheDemo() async throws {
        let result = try await Self.run(["--version"])
        #expect(result.stdout == "hello-workflow 0.1.0\n", "\(result.stdout)")
    }

    @MainActor
    @Test("Ctrl+Q quits and Ctrl+W closes the only window: the real hello-workflow exits 0 on real key presses",
          .gtk, arguments: ["<Control>q", "<Control>w"])
    func keyboardShortcutEndsTheApp(_ accelerator: String) async throws {
        try #require(KeyboardSimulator.isAvailable, "XTest is needed (Xvfb provides it)")
        let app = try await BackgroundProcess(try Self.binary(), [])
        defer { app.stop() }
        // Its window is up once it can take the keyboard focus (mapped, on this display).
        let focused = await UILoop.wait(until: { KeyboardSimulator.focusWindow(ofProcess: app.processIdentifier) || !app.isRunning },
                                        timeout: .seconds(60))
        try #require(focused && app.isRunning, "hello-workflow showed no window to focus: \(app.output.text)")
        #expect(KeyboardSimulator.press(accelerator))
        let ended = await app.ends(within: .seconds(10))
        #expect(ended, "hello-workflow still runs 10 s after \(accelerator)")
        guard ended else { return }
        #expect(app.terminationStatus == .exited(0),
                "\(accelerator): \(app): \(app.output.text)")
    }
}
