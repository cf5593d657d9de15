import Foundation
import Gtk
import NotesCore

/// The earlier versions of one note (`NoteHistoryStore.history(of:in:)`): a folder of
/// version files (`NoteVersionFile`), each written once, atomically and privately (a hidden
/// temporary file of mode 0600, flushed, then renamed into place, in folders of mode 0700),
/// never changed after. Reading and keeping block: call them from a worker.
///
/// The history is bounded (`NoteHistoryLimits`: versions beyond the newest `count`, or kept
/// longer than `maximumAge` ago, are removed when a version is kept) and never holds a version
/// equal to the next one: a text equal to the newest version, or to the text replacing it, is
/// not kept again. A file that is no version (cut off, not UTF-8, not ours) is skipped, never
/// trusted, and left where it is.
public struct NoteHistory: Equatable, Hashable, Sendable {
    /// The note's history folder.
    public let folder: String
    /// The note's file name.
    public let fileName: String
    /// How many versions are kept, and for how long.
    public let limits: NoteHistoryLimits

    /// The history kept in `folder` for the note `fileName`, within `limits`.
    public init(folder: String, fileName: String, limits: NoteHistoryLimits = .standard) {
        self.folder = folder
        self.fileName = fileName
        self.limits = limits
    }

    /// Hashes the folder (the rest follows from it).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(folder)
    }

    // MARK: - Reading

    /// The versions kept, newest first (none when the note has no history). Only each file's
    /// header is read; a file that is no version is skipped.
    public func versions() -> [NoteVersion] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
        var versions: [NoteVersion] = []
        for name in names where !name.hasPrefix(".") && name.hasSuffix(NoteVersionFile.fileExtension) {
            let path = folder + "/" + name
            // lstat: a link is no version (its target could be anywhere).
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  let size = (attributes[.size] as? NSNumber)?.intValue,
                  let handle = FileHandle(forReadingAtPath: path) else { continue }
            let prefix = (try? handle.read(upToCount: NoteVersionFile.largestHeader)).map { [UInt8]($0) } ?? []
            try? handle.close()
            if case .success(let (version, _)) = NoteVersionFile.header(prefix[...], fileSize: size, id: Self.id(of: name)) {
                versions.append(version)
            }
        }
        return versions.sorted(by: NoteVersion.newestFirst)
    }

    /// The text of the version `id`, or why it cannot be read (gone, or no longer a version).
    public func text(of id: NoteVersion.ID) throws(FileError) -> String {
        let path = self.path(of: id)
        guard Self.isValidID(id) else {
            throw FileError(operation: "read", path: path, reason: "NoteHistory: “\(id)” does not name a version")
        }
        let bytes = try LocalFile.read(path)
        switch NoteVersionFile.parse(bytes, id: id) {
        case .success(let (_, text)): return text
        case .failure(let failure): throw FileError(operation: "read", path: path, reason: failure.reason)
        }
    }

    // MARK: - Keeping

    /// Keeps `text`, the note's text saved at `savedAt`, as a version, now that a save
    /// replaced it with `replacedBy` (nil: unknown); then removes what falls outside the
    /// limits. Returns the version kept, or nil when nothing was kept: the text equals the
    /// newest version or the text replacing it.
    @discardableResult
    public func keep(_ text: String, savedAt: Date, replacedBy: String? = nil, now: Date = Date()) throws(FileError) -> NoteVersion? {
        guard text != replacedBy else { return nil }
        let existing = versions()
        if let newest = existing.first, (try? self.text(of: newest.id)) == text { return nil }
        try makeFolder()
        var version = NoteVersion(id: Self.newID(at: now), savedAt: savedAt, keptAt: now, size: text.utf8.count)
        var attempts = 0
        while FileManager.default.fileExists(atPath: path(of: version.id)) {
            attempts += 1
            guard attempts < 100 else {
                throw FileError(operation: "keep a version in", path: folder, reason: "NoteHistory: no free version name")
            }
            version.id = Self.newID(at: now)
        }
        try write(NoteVersionFile.bytes(of: text, fileName: fileName, version: version), to: path(of: version.id))
        prune(keeping: version.id, now: now)
        return version
    }

    /// Removes the versions outside the limits at `now` (never `kept`, the one just kept).
    /// Best effort: a version that cannot be removed stays until the next keep.
    func prune(keeping kept: NoteVersion.ID, now: Date) {
        for version in limits.outside(versions(), now: now) where version.id != kept {
            unlink(path(of: version.id))
        }
        syncFolder()
    }

    // MARK: - Files

    /// The file of the version `id`.
    public func path(of id: NoteVersion.ID) -> String {
        folder + "/" + id + NoteVersionFile.fileExtension
    }

    /// The id of the version file `name`.
    static func id(of name: String) -> String {
        String(name.dropLast(NoteVersionFile.fileExtension.count))
    }

    /// A new id for a version kept at `date`: the time in milliseconds (16 digits, so names
    /// sort by time) and a random part.
    static func newID(at date: Date) -> String {
        let milliseconds = String(max(0, Int64((date.timeIntervalSince1970 * 1000).rounded(.down))))
        let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        return String(repeating: "0", count: max(0, 16 - milliseconds.count)) + milliseconds + "-" + random
    }

    /// Whether `id` can name a version file of this folder (one plain path component).
    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && !id.hasPrefix(".") && !id.contains("/")
    }

    /// Writes `bytes` as a new file at `path`: a hidden temporary file beside it (mode 0600,
    /// made with `O_EXCL`), flushed to disk, then renamed into place; after a failure nothing
    /// of it is left.
    private func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let temporary = folder + "/." + Self.id(of: String(path.split(separator: "/").last ?? "")) + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw FileError(operation: "keep a version in", path: folder, reason: String(cString: strerror(errno)))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            guard fchmod(descriptor, 0o600) == 0 else {
                throw FileError(operation: "make private (mode 0600)", path: temporary, reason: String(cString: strerror(errno)))
            }
            try handle.write(contentsOf: Data(bytes))
            try handle.synchronize()
            try handle.close()
        } catch {
            try? handle.close()
            unlink(temporary)
            throw (error as? FileError) ?? FileError(operation: "write", path: path, reason: error.localizedDescription)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw FileError(operation: "write", path: path, reason: reason)
        }
        syncFolder()
    }

    /// Makes the note's history folder and its missing parents, each of mode 0700.
    private func makeFolder() throws(FileError) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw FileError(operation: "make the folder", path: folder, reason: (error as NSError).localizedDescription)
        }
    }

    /// Flushes the folder's entries (a new or removed version) to disk; best effort.
    private func syncFolder() {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
