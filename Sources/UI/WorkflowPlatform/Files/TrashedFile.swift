import FoundationEssentials
import Gtk
#if canImport(Glibc)
import Glibc
#endif

/// A file ``TrashFileWorker`` moved to the trash: where it was, and where it is now in the
/// trash (the freedesktop.org trash folder GIO used: `$XDG_DATA_HOME/Trash`, or
/// `.Trash-UID` at the top of another file system), so that Undo can put it back.
public struct TrashedFile: Equatable, Sendable {
    /// Where the file was.
    public var originalPath: String
    /// The file in the trash's `files` folder; nil when it could not be found there (a
    /// trash that is not a local folder).
    public var trashPath: String?
    /// Its `.trashinfo` file in the trash's `info` folder (removed by ``restore()``).
    public var infoPath: String?

    /// A trashed file from its parts.
    public init(originalPath: String, trashPath: String?, infoPath: String?) {
        self.originalPath = originalPath
        self.trashPath = trashPath
        self.infoPath = infoPath
    }

    /// Whether the file can be put back from the trash (its place in the trash is known).
    public var canRestore: Bool { trashPath != nil }

    /// Moves the file back to ``originalPath`` and removes its trash entry. Throws a
    /// `FileError` when its place in the trash is unknown, it is no longer there, or
    /// something else now exists at the original path (nothing is replaced).
    public func restore() throws(FileError) {
        guard let trashPath else {
            throw FileError(operation: "restore", path: originalPath,
                            reason: "TrashedFile: its place in the trash is unknown; write the file again instead")
        }
        guard !LocalFile.exists(originalPath) else {
            throw FileError(operation: "restore", path: originalPath, reason: "a file with that name exists again; restore it under another name")
        }
        do {
            try FileManager.default.moveItem(atPath: trashPath, toPath: originalPath)
        } catch {
            throw FileError(operation: "restore", path: originalPath, reason: "cannot move it back from \(trashPath): \(error)")
        }
        if let infoPath { try? FileManager.default.removeItem(atPath: infoPath) }
    }

    /// The trash entry of `originalPath`, just moved to the trash: the newest `.trashinfo`
    /// naming it in the trash folders GIO uses for it. Nil when none is found.
    static func find(originalPath: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> TrashedFile? {
        let name = String(originalPath[originalPath.index(after: originalPath.lastIndex(of: "/") ?? originalPath.startIndex)...])
        var candidates: [(trash: String, recordedPath: String)] = []
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? "/") + "/.local/share"
        candidates.append((dataHome + "/Trash", originalPath))
        if let top = mountTop(of: originalPath) {
            let relative = String(originalPath.dropFirst(top == "/" ? 1 : top.count + 1))
            let base = top == "/" ? "" : top
            candidates.append((base + "/.Trash-\(getuid())", relative))
            candidates.append((base + "/.Trash/\(getuid())", relative))
        }
        var best: (entry: TrashedFile, modified: Double)?
        for candidate in candidates {
            let infoFolder = candidate.trash + "/info"
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: infoFolder) else { continue }
            for info in names where info.hasPrefix(name) && info.hasSuffix(".trashinfo") {
                let infoPath = infoFolder + "/" + info
                guard let contents = try? String(contentsOfFile: infoPath, encoding: .utf8),
                      recordedPath(in: contents) == candidate.recordedPath else { continue }
                var status = stat()
                guard stat(infoPath, &status) == 0 else { continue }
                let modified = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
                let trashPath = candidate.trash + "/files/" + String(info.dropLast(".trashinfo".count))
                guard LocalFile.exists(trashPath), modified >= best?.modified ?? -.infinity else { continue }
                best = (TrashedFile(originalPath: originalPath, trashPath: trashPath, infoPath: infoPath), modified)
            }
        }
        return best?.entry
    }

    /// The `Path=` of a `.trashinfo` file, percent-decoded.
    static func recordedPath(in contents: String) -> String? {
        guard let line = contents.split(separator: "\n").first(where: { $0.hasPrefix("Path=") }) else { return nil }
        var bytes: [UInt8] = []
        var rest = Array(line.dropFirst("Path=".count).utf8)[...]
        while let byte = rest.popFirst() {
            if byte == UInt8(ascii: "%"), rest.count >= 2,
               let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                rest = rest.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The top folder of the file system holding `path` (the last ancestor on its device).
    private static func mountTop(of path: String) -> String? {
        var status = stat()
        var folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if folder.isEmpty { folder = "/" }
        guard stat(folder, &status) == 0 else { return nil }
        let device = status.st_dev
        while folder != "/" {
            let parent = String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)])
            let next = parent.isEmpty ? "/" : parent
            guard stat(next, &status) == 0, status.st_dev == device else { return folder }
            folder = next
        }
        return "/"
    }
}
