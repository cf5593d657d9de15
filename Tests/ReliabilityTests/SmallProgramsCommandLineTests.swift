import Foundation
import GtkTestSupport
import Testing
import WorkflowUITesting

/// The small example programs (`widget-factory`, `adw-hello`), run as the real binaries, keep
/// WorkflowApplication's command-line conventions (`--help` and `--version` answer without a
/// window, an unknown option exits 2) and its keys (Ctrl+Q quits, Ctrl+W closes the window).
@Suite("Small programs: command line and keys")
struct SmallProgramsCommandLineTests {
    /// The programs under test.
    static let programs = ["widget-factory", "adw-hello"]

    /// The built `program` (next to the test runner), or a failed requirement naming the fix.
    static func binary(_ program: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        try #require(TestProcess.product(program, sourceLocation: sourceLocation), sourceLocation: sourceLocation)
    }

    /// Runs `program` with `arguments` without a display: an option that opened a window
    /// would fail on the display instead of answering.
    static func run(_ program: String, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws -> TestProcess.Result {
        try await TestProcess.run(binary(program, sourceLocation: sourceLocation), arguments,
                                  environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "GDK_BACKEND": "x11"],
                                  timeout: 30, sourceLocation: sourceLocation)
    }

    @Test("--help and --version print and exit 0 without a window; the version is the demo's", arguments: programs)
    func helpAndVersion(_ program: String) async throws {
        let help = try await Self.run(program, ["--help"])
        #expect(help.status == 0, "\(help.stderr)")
        #expect(help.stdout.contains("Usage: \(program)") && help.stdout.contains("--version"), "\(help.stdout)")
        #expect(help.stdout.contains("Ctrl+Q") && help.stdout.contains("Ctrl+W"), "\(help.stdout)")
        let version = try await Self.run(program, ["--version"])
        #expect(version.status == 0 && version.stdout == "\(program) 0.1.0\n", "\(version.stdout)\(version.stderr)")
    }

    @Test("an unknown option or argument is named, with a pointer to --help, exit 2", arguments: programs)
    func unknownOption(_ program: String) async throws {
        let option = try await Self.run(program, ["--frobnicate"])
        #expect(option.status == 2, "exit \(option.status): \(option.stderr)")
        #expect(option.stderr.contains("unknown option '--frobnicate'") && option.stderr.contains("--help"), "\(option.stderr)")
        let argument = try await Self.run(program, ["stray"])
        #expect(argument.status == 2 && argument.stderr.contains("unexpected argument 'stray'"), "\(argument.stderr)")
    }

    @Test("--screenshot PATH writes a PNG of the first frame and exits 0; a non-PNG name or a symbolic link is refused before any window",
          arguments: programs)
    func screenshot(_ program: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(program)-shot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("shot.png")
        let written = try await TestProcess.run(Self.binary(program), ["--screenshot", png.path])
        #expect(written.status == 0, "\(written.stderr)")
        #expect((TestProcess.pngSize(png)?.width ?? 0) > 300, "no PNG at \(png.path)")
        let jpeg = try await Self.run(program, ["--screenshot", folder.appendingPathComponent("shot.jpg").path])
        #expect(jpeg.status == 2 && jpeg.stderr.contains("give a PATH ending in .png, not .jpg"), "\(jpeg.stderr)")
        let link = folder.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: png)
        let linked = try await Self.run(program, ["--screenshot", link.path])
        #expect(linked.status == 1 && linked.stderr.contains("is a symbolic link"), "\(linked.stderr)")
    }

    @MainActor
    @Test("Ctrl+Q quits and Ctrl+W closes the only window: the real program exits 0 on real key presses",
          .gtk, arguments: programs, ["<Control>q", "<Control>w"])
    func keyboardShortcutEndsTheApp(_ program: String, _ accelerator: String) async throws {
        try await expectKeysEndProgram(try Self.binary(program), keys: [accelerator])
    }
}
