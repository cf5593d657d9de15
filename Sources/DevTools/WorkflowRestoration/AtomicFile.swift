#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Workflow
#if canImport(Glibc)
import Glibc
#endif

/// Why ``FileStateStore`` could not read or write its file: the operation, the path and the
/// system's reason.
public struct StateFileError: Error, CustomStringConvertible {
    /// What was being done (`create`, `write`, `rename`, `read`).
    public var operation: String
    /// The file or folder concerned.
    public var path: String
    /// `strerror(errno)`.
    public var reason: String

    /// One line naming the fix.
    public var description: String {
        "FileStateStore cannot \(operation) \(path): \(reason); check that XDG_STATE_HOME (or HOME) names a writable folder"
    }
}

/// Reads and atomically replaces whole files with the C library (the replacement is
/// Workflow's `AtomicFileReplacement`, flushed to disk).
enum AtomicFile {
    /// The file's bytes, or `nil` when there is no file.
    static func read(_ path: String) throws -> Data? {
        guard let file = fopen(path, "rb") else {
            if errno == ENOENT { return nil }
            throw failure("read", path)
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            bytes.append(contentsOf: buffer[0..<count])
            if count < buffer.count { break }
        }
        guard ferror(file) == 0 else { throw failure("read", path) }
        return Data(bytes)
    }

    /// Replaces the file at `path` with `data`: written to a new file in the same folder,
    /// flushed to disk, then renamed over `path`, so a reader (or a crash) sees the old file
    /// or the new one, never a part. Makes the folder (and its parents) first.
    static func replace(_ path: String, with data: Data) throws {
        try makeDirectories(parentOf: path)
        let failure: AtomicFileReplacement.Failure? = data.withUnsafeBytes { bytes in
            do throws(AtomicFileReplacement.Failure) {
                try AtomicFileReplacement.replace(path, with: bytes, permissions: 0o600, syncsToDisk: true)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw StateFileError(operation: failure.operation, path: failure.path, reason: failure.reason) }
    }

    /// `mkdir -p` of the folder holding `path`.
    private static func makeDirectories(parentOf path: String) throws {
        var folders: [String] = []
        var folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        while !folder.isEmpty, access(folder, F_OK) != 0 {
            folders.append(folder)
            folder = String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)])
        }
        for folder in folders.reversed() where mkdir(folder, 0o700) != 0 && errno != EEXIST {
            throw failure("create the folder", folder)
        }
    }

    private static func failure(_ operation: String, _ path: String) -> StateFileError {
        StateFileError(operation: operation, path: path, reason: String(cString: strerror(errno)))
    }
}
