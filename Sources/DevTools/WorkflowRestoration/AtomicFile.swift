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

/// Reads whole files with Foundation and replaces them atomically with Workflow's
/// `AtomicFileReplacement` (flushed to disk; Foundation's atomic write does not flush).
enum AtomicFile {
    /// The file's bytes, or `nil` when there is no file.
    static func read(_ path: String) throws -> Data? {
        do {
            return try Data(contentsOf: URL(filePath: path))
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return nil
        } catch {
            throw StateFileError(operation: "read", path: path, reason: reason(of: error))
        }
    }

    /// Replaces the file at `path` with `data`: written to a new file in the same folder,
    /// flushed to disk, then renamed over `path`, so a reader (or a crash) sees the old file
    /// or the new one, never a part. Makes the folder (and its parents) first.
    static func replace(_ path: String, with data: Data) throws {
        try makeDirectories(parentOf: path)
        do throws(AtomicFileReplacement.Failure) {
            try AtomicFileReplacement.replace(path, with: [UInt8](data), permissions: 0o600, syncsToDisk: true)
        } catch {
            throw StateFileError(operation: error.operation, path: error.path, reason: error.reason)
        }
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

    /// `strerror` of the system error under a Foundation error, or the error's description.
    private static func reason(of error: any Error) -> String {
        if let posix = (error as? CocoaError)?.underlying as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        return String(describing: error)
    }
}

/// Keeps state files that could not be read: renamed to `<path>.bad-<UTC time>` beside the
/// snapshot, the oldest removed beyond a count.
enum UnreadableFiles {
    /// Renames `path` to `<path>.bad-<yyyyMMdd'T'HHmmss'Z'>` (a `-2`, `-3`… suffix when that name
    /// exists), then removes the oldest such files beyond `keeping`. Returns the new path.
    static func setAside(_ path: String, keeping: Int, now: time_t = time(nil)) -> Result<String, StateFileError> {
        var seconds = now
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func padded(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let stamp = padded(parts.tm_year + 1900, 4) + padded(parts.tm_mon + 1, 2) + padded(parts.tm_mday, 2) + "T"
            + padded(parts.tm_hour, 2) + padded(parts.tm_min, 2) + padded(parts.tm_sec, 2) + "Z"
        // After every file set aside in the same second, even one removed since: the newest
        // file always sorts last, so it is never the one removed.
        let sameSecond = list(path).map { key(of: $0, for: path) }.filter { $0.stamp == stamp }
        var suffix = (sameSecond.map(\.number).max() ?? 0) + 1
        var aside = path + ".bad-" + stamp + (suffix > 1 ? "-\(suffix)" : "")
        suffix += 1
        // link(2) fails with EEXIST instead of replacing: no earlier set-aside file is lost.
        while link(path, aside) != 0 {
            guard errno == EEXIST, suffix < 1000 else {
                // A file system without hard links: rename, after checking the name is free.
                if errno != EEXIST, access(aside, F_OK) != 0, rename(path, aside) == 0 { break }
                return .failure(StateFileError(operation: "move aside", path: path, reason: String(cString: strerror(errno))))
            }
            aside = path + ".bad-" + stamp + "-\(suffix)"
            suffix += 1
        }
        if access(path, F_OK) == 0, unlink(path) != 0 {
            let error = StateFileError(operation: "move aside", path: path, reason: String(cString: strerror(errno)))
            unlink(aside)
            return .failure(error)
        }
        prune(path, keeping: keeping)
        return .success(aside)
    }

    /// The set-aside files of `path`, oldest first.
    static func list(_ path: String) -> [String] {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let prefix = (slash.map { String(path[path.index(after: $0)...]) } ?? path) + ".bad-"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "/" : folder) else { return [] }
        let names = entries.filter { $0.hasPrefix(prefix) }
        // By the UTC stamp, then by the -N suffix (none counts as 1).
        return names.map { slash == nil ? $0 : folder + "/" + $0 }.sorted {
            let (lhs, rhs) = (key(of: $0, for: path), key(of: $1, for: path))
            return (lhs.stamp, lhs.number) < (rhs.stamp, rhs.number)
        }
    }

    /// The UTC stamp and the -N suffix (none counts as 1) of the set-aside file `file` of `path`.
    private static func key(of file: String, for path: String) -> (stamp: String, number: Int) {
        let parts = file.dropFirst(path.count + ".bad-".count).split(separator: "-", maxSplits: 1)
        return (parts.first.map(String.init) ?? "", parts.count > 1 ? Int(parts[1]) ?? 0 : 1)
    }

    private static func prune(_ path: String, keeping: Int) {
        let files = list(path)
        for file in files.dropLast(max(0, keeping)) { unlink(file) }
    }
}
