import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

// The atomic-write tests of Gtk's `FileReplacement` (GtkTests) and of the Runtime's
// `AtomicFileReplacement` (WorkflowRestorationTests) share this folder and trace reader.

/// A fresh folder under /tmp (removed at the end) and what the atomic-write tests read.
public final class AtomicWriteFolder {
    /// The folder.
    public let url: URL

    /// A new empty folder.
    public init() throws {
        url = try FileManager.default.makeTemporaryFolder("atomic-write")
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// `name` in the folder.
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The names in the folder, sorted (hidden ones too: the temporary files are hidden).
    public func names() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    /// The bytes of the file at `path`, if any.
    public static func contents(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { Array($0) } }

    /// Everything left to read on `descriptor`.
    public static func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    /// Runs `helper` under `strace -f` tracing opens, syncs and renames; its lines.
    public static func strace(_ helper: URL, _ arguments: [String], folder: AtomicWriteFolder) async throws -> (status: Int32, stderr: String, lines: [String]) {
        let log = folder.path("strace.log")
        let result = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/strace"), [
            "-f", "-qq", "-o", log, "-e", "trace=open,openat,fsync,fdatasync,rename,renameat,renameat2", helper.path,
        ] + arguments, timeout: 60)
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: log)
        return (result.status, result.stderr, text.split(separator: "\n").map(String.init))
    }

    /// What a trace shows about the last rename over `destination`.
    public enum SyncOrder: Equatable {
        /// The temporary file was synced through its descriptor, then renamed.
        case syncedThenRenamed
        /// Nothing was renamed over the destination.
        case noRename
        /// The renamed file (its path) was not opened before the rename.
        case temporaryNotOpened(String)
        /// The renamed file (its path) was not synced before the rename.
        case notSyncedBeforeRename(String)
    }

    /// Whether the file renamed over `destination` was opened, then `fsync`ed (or
    /// `fdatasync`ed) through that descriptor, before the rename.
    public static func syncThenRename(_ lines: [String], destination: String) -> SyncOrder {
        func quoted(_ line: String) -> [String] { line.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) } }
        guard let renameIndex = lines.lastIndex(where: { $0.contains("rename") && quoted($0).last == destination && $0.hasSuffix("= 0") }) else {
            return .noRename
        }
        let source = quoted(lines[renameIndex]).first ?? ""
        guard let openIndex = lines[..<renameIndex].lastIndex(where: { $0.contains("open") && quoted($0).first == source }),
              let equals = lines[openIndex].range(of: "= ", options: .backwards),
              let descriptor = Int(lines[openIndex][equals.upperBound...].prefix { $0.isNumber }) else {
            return .temporaryNotOpened(source)
        }
        let synced = lines[(openIndex + 1)..<renameIndex].contains {
            ($0.contains("fsync(\(descriptor))") || $0.contains("fdatasync(\(descriptor))")) && $0.hasSuffix("= 0")
        }
        return synced ? .syncedThenRenamed : .notSyncedBeforeRename(source)
    }
}
