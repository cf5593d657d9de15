import Foundation
import GtkTestSupport
import Testing
import WorkflowUITesting
#if canImport(Glibc)
import Glibc
#endif

/// `workflow-demo --screenshot PATH` writes a PNG only to a new path or over a regular file
/// (a temporary file in the same folder renamed into place), follows symbolic links to the
/// file they name, refuses devices, FIFOs and folders, reports the system's reason for a
/// failed write, and never leaves a partial or temporary file behind.
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

    static func isPNG(_ path: String) -> Bool { Subprocess.pngSize(URL(fileURLWithPath: path)) != nil }

    @Test("a new path gets a complete PNG and nothing else appears in its folder")
    func newPath() throws {
        let png = folder.appendingPathComponent("shot.png").path
        let result = try #require(try DemoProcess.run(["--screenshot", png]))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.isPNG(png))
        #expect(Self.contents(folder) == ["shot.png"], "left behind: \(Self.contents(folder))")
    }

    @Test("a device node is refused and left as it was (the demo used to replace /dev/full with a PNG)")
    func deviceRefused() throws {
        // A private node for the same device as /dev/full (1, 7), so that a regression
        // cannot replace the system's /dev/full. Creating it needs CAP_MKNOD.
        let node = folder.appendingPathComponent("full").path
        // glibc encodes makedev(1, 7) (a macro Swift cannot import) as 0x107.
        try #require(mknod(node, S_IFCHR | 0o666, dev_t(0x107)) == 0, "mknod: \(String(cString: strerror(errno)))")
        let result = try #require(try DemoProcess.run(["--screenshot", node]))
        #expect(result.status == 1, "exit \(result.status); stdout: \(result.stdout)")
        #expect(result.stderr.contains("\(node) is a device"), "\(result.stderr)")
        #expect(!result.stdout.contains("Screenshot written"))
        #expect(Self.fileType(node) == S_IFCHR, "the device node was replaced")
        #expect(Self.contents(folder) == ["full"], "left behind: \(Self.contents(folder))")
    }

    @Test("a FIFO and a folder are refused and left as they were")
    func fifoAndFolderRefused() throws {
        let fifo = folder.appendingPathComponent("pipe").path
        try #require(mkfifo(fifo, 0o644) == 0)
        let piped = try #require(try DemoProcess.run(["--screenshot", fifo]))
        #expect(piped.status == 1 && piped.stderr.contains("\(fifo) is a FIFO"), "exit \(piped.status): \(piped.stderr)")
        #expect(Self.fileType(fifo) == S_IFIFO, "the FIFO was replaced")
        let sub = folder.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: false)
        let intoFolder = try #require(try DemoProcess.run(["--screenshot", sub.path]))
        #expect(intoFolder.status == 1 && intoFolder.stderr.contains("\(sub.path) is a folder"), "exit \(intoFolder.status): \(intoFolder.stderr)")
        #expect(Self.fileType(sub.path) == S_IFDIR && Self.contents(sub).isEmpty)
        #expect(Self.contents(folder) == ["pipe", "sub"], "left behind: \(Self.contents(folder))")
    }

    @Test("a symbolic link is followed: the file it names is replaced and the link stays; a dangling link is refused")
    func symbolicLinks() throws {
        let target = folder.appendingPathComponent("target.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        chmod(target, 0o640)
        let link = folder.appendingPathComponent("link.png").path
        try #require(symlink("target.png", link) == 0)
        let result = try #require(try DemoProcess.run(["--screenshot", link]))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.fileType(link) == S_IFLNK, "the link was replaced by a file")
        #expect(Self.isPNG(target), "the linked file does not hold the PNG")
        var info = stat()
        #expect(stat(target, &info) == 0 && info.st_mode & 0o777 == 0o640, "the replaced file lost its permissions")
        #expect(Self.contents(folder) == ["link.png", "target.png"], "left behind: \(Self.contents(folder))")

        let dangling = folder.appendingPathComponent("dangling.png").path
        try #require(symlink("missing.png", dangling) == 0)
        let refused = try #require(try DemoProcess.run(["--screenshot", dangling]))
        #expect(refused.status == 1 && refused.stderr.contains("symbolic link to a file that does not exist"), "exit \(refused.status): \(refused.stderr)")
        #expect(Self.fileType(dangling) == S_IFLNK)
        #expect(Self.contents(folder) == ["dangling.png", "link.png", "target.png"], "left behind: \(Self.contents(folder))")
    }

    @Test("a failed write reports the system's reason, exits 1 and leaves no partial file")
    func writeFailure() throws {
        let png = folder.appendingPathComponent("shot.png").path
        let binary = try #require(Subprocess.product("workflow-demo"))
        // Files may grow to 1 KiB (the PNG is larger): write(2) fails with EFBIG part way
        // through, as on a full disk. SIGXFSZ is ignored so the write returns the error.
        let result = try Subprocess.run(URL(fileURLWithPath: "/bin/bash"),
                                        ["-c", #"ulimit -f 1; trap "" XFSZ; exec "$0" "$@""#, binary.path, "--screenshot", png])
        #expect(result.status == 1, "exit \(result.status): \(result.stderr)")
        #expect(result.stderr.contains("cannot write \(png): File too large"), "\(result.stderr)")
        #expect(!result.stderr.contains("Check that its folder exists"))
        #expect(Self.contents(folder).isEmpty, "left behind: \(Self.contents(folder))")

        let missing = folder.appendingPathComponent("no/such/folder/shot.png").path
        let noFolder = try #require(try DemoProcess.run(["--screenshot", missing]))
        #expect(noFolder.status == 1 && noFolder.stderr.contains("No such file or directory"), "exit \(noFolder.status): \(noFolder.stderr)")
    }
}
