import Foundation
import GtkTestSupport
import Testing
import WorkflowUITesting
#if canImport(Glibc)
import Glibc
#endif

/// `workflow-demo --screenshot PATH` writes a PNG only to a new path or over a regular file
/// (a temporary file in the same folder renamed into place), never follows a symbolic link,
/// refuses devices, FIFOs, folders and a non-PNG extension, checks the path before any window
/// and names the real cause, and never leaves a partial or temporary file behind.
@Suite("Screenshot files", .gtk)
final class ScreenshotFileTests {
    /// A fresh empty folder for each test, removed after it.
    let folder: URL

    init() throws { folder = try FileManager.default.makeTemporaryFolder("shots") }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The names in `folder`.
    static func contents(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// The file type bits of `path` (not following links).
    static func fileType(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    static func isPNG(_ path: String) -> Bool { TestProcess.pngSize(URL(fileURLWithPath: path)) != nil }

    @Test("a new path gets a complete PNG and nothing else appears in its folder")
    func newPath() async throws {
        let png = folder.appendingPathComponent("shot.png").path
        let result = try #require(try await DemoProcess.run(["--screenshot", png]))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.isPNG(png))
        #expect(Self.contents(folder) == ["shot.png"], "left behind: \(Self.contents(folder))")
    }

    @Test("a device node is refused and left as it was (the demo used to replace /dev/full with a PNG)")
    func deviceRefused() async throws {
        // A private node for the same device as /dev/full (1, 7), so that a regression
        // cannot replace the system's /dev/full. Creating it needs CAP_MKNOD.
        let node = folder.appendingPathComponent("full").path
        // glibc encodes makedev(1, 7) (a macro Swift cannot import) as 0x107.
        try #require(mknod(node, S_IFCHR | 0o666, dev_t(0x107)) == 0, "mknod: \(String(cString: strerror(errno)))")
        let result = try #require(try await DemoProcess.run(["--screenshot", node]))
        #expect(result.status == 1, "exit \(result.status); stdout: \(result.stdout)")
        #expect(result.stderr.contains("\(node) is a device"), "\(result.stderr)")
        #expect(!result.stdout.contains("Screenshot written"))
        #expect(Self.fileType(node) == S_IFCHR, "the device node was replaced")
        #expect(Self.contents(folder) == ["full"], "left behind: \(Self.contents(folder))")
    }

    @Test("a FIFO and a folder are refused and left as they were")
    func fifoAndFolderRefused() async throws {
        let fifo = folder.appendingPathComponent("pipe").path
        try #require(mkfifo(fifo, 0o644) == 0)
        let piped = try #require(try await DemoProcess.run(["--screenshot", fifo]))
        #expect(piped.status == 1 && piped.stderr.contains("\(fifo) is a FIFO"), "exit \(piped.status): \(piped.stderr)")
        #expect(Self.fileType(fifo) == S_IFIFO, "the FIFO was replaced")
        let sub = folder.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: false)
        let intoFolder = try #require(try await DemoProcess.run(["--screenshot", sub.path]))
        #expect(intoFolder.status == 1 && intoFolder.stderr.contains("\(sub.path) is a folder"), "exit \(intoFolder.status): \(intoFolder.stderr)")
        #expect(Self.fileType(sub.path) == S_IFDIR && Self.contents(sub).isEmpty)
        #expect(Self.contents(folder) == ["pipe", "sub"], "left behind: \(Self.contents(folder))")
    }

    @Test("a symbolic link at the target is never followed: refused, the link and the file it names left as they were")
    func symbolicLinks() async throws {
        let target = folder.appendingPathComponent("target.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        let link = folder.appendingPathComponent("link.png").path
        try #require(symlink("target.png", link) == 0)
        let dangling = folder.appendingPathComponent("dangling.png").path
        try #require(symlink("missing.png", dangling) == 0)
        for path in [link, dangling] {
            let result = try #require(try await DemoProcess.run(["--screenshot", path]))
            #expect(result.status == 1 && result.stderr.contains("\(path) is a symbolic link"), "exit \(result.status): \(result.stderr)")
            #expect(!result.stdout.contains("Screenshot written"))
            #expect(Self.fileType(path) == S_IFLNK, "the link was replaced")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data("old".utf8), "the file the link names was written")
        #expect(Self.contents(folder) == ["dangling.png", "link.png", "target.png"], "left behind: \(Self.contents(folder))")
    }

    @Test("the path is checked before any window, and the real cause is named; a non-PNG extension is refused")
    func checkedBeforeAnyWindow() async throws {
        let file = folder.appendingPathComponent("file").path
        try Data("a file".utf8).write(to: URL(fileURLWithPath: file))
        // No display at all: a run that opened a window first would fail on the display.
        let noDisplay: [String: String?] = ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "GDK_BACKEND": "x11"]
        let cases: [(path: String, status: Int32, says: String)] = [
            ("/proc/version", 1, "/proc is on a proc file system"),
            (file + "/shot.png", 1, "\(file) is not a folder"),
            (folder.appendingPathComponent("no/such/shot.png").path, 1, "the folder \(folder.path)/no does not exist"),
            (folder.appendingPathComponent("x.jpg").path, 2, "--screenshot writes a PNG image; give a PATH ending in .png, not .jpg"),
            (folder.appendingPathComponent("x.PNG.txt").path, 2, "not .txt"),
        ]
        for (path, status, says) in cases {
            let result = try #require(try await DemoProcess.run(["--screenshot", path], environment: noDisplay))
            #expect(result.status == status, "\(path): exit \(result.status): \(result.stderr)")
            #expect(result.stderr.contains(says), "\(path): \(result.stderr)")
            #expect(!result.stderr.contains("cannot create a file in") && !result.stderr.lowercased().contains("display"),
                    "\(path): \(result.stderr)")
        }
        #expect(Self.contents(folder) == ["file"], "left behind: \(Self.contents(folder))")
        let version = try String(contentsOfFile: "/proc/version", encoding: .utf8)
        #expect(!version.isEmpty)
    }

    @Test("a failed write reports the system's reason, exits 1 and leaves no partial file")
    func writeFailure() async throws {
        let png = folder.appendingPathComponent("shot.png").path
        let binary = try #require(TestProcess.product("workflow-demo"))
        // Files may grow to 1 KiB (the PNG is larger): write(2) fails with EFBIG part way
        // through, as on a full disk. SIGXFSZ is ignored so the write returns the error.
        let result = try await TestProcess.run(URL(fileURLWithPath: "/bin/bash"),
                                               ["-c", #"ulimit -f 1; trap "" XFSZ; exec "$0" "$@""#, binary.path, "--screenshot", png])
        #expect(result.status == 1, "exit \(result.status): \(result.stderr)")
        #expect(result.stderr.contains("cannot write \(png): File too large"), "\(result.stderr)")
        #expect(!result.stderr.contains("Check that its folder exists"))
        #expect(Self.contents(folder).isEmpty, "left behind: \(Self.contents(folder))")

        let missing = folder.appendingPathComponent("no/such/folder/shot.png").path
        let noFolder = try #require(try await DemoProcess.run(["--screenshot", missing]))
        #expect(noFolder.status == 1 && noFolder.stderr.contains("No such file or directory"), "exit \(noFolder.status): \(noFolder.stderr)")
    }
}
