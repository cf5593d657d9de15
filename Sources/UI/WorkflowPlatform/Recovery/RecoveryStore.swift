import FoundationEssentials
import Gtk
#if canImport(Glibc)
import Glibc
#endif

/// The folder where an app keeps the edits it could not write to their files when it ended
/// without being able to ask the user (a termination signal, the session ending), to offer
/// them at the next launch: `$XDG_STATE_HOME/<app id>/recovered/` (`~/.local/state/…` when
/// `XDG_STATE_HOME` is unset), one file per ``RecoveredEdit``.
///
/// ``save(_:)`` is synchronous, so it can run in a termination handler or at quit, and safe:
/// the file is written atomically (`FileReplacement`: a temporary file, flushed, renamed), with
/// the mode 0600 in a folder of mode 0700, and it never replaces another recovery file.
/// Nothing here deletes a file the user did not ask to delete: ``remove(_:)`` removes one
/// edit (after a restore, or the user's Discard), and a file the store cannot read is left
/// where it is and reported by ``unreadableFiles()``.
///
/// ```swift
/// let recovery = RecoveryStore(appID: "org.example.Notes")
/// try recovery.save(RecoveredEdit(originalPath: note.path, text: note.text, reason: error.reason))
/// ```
public struct RecoveryStore: Equatable, Sendable {
    /// The recovery folder (made on the first save).
    public let folder: String

    /// The recovery folder of the app `appID`: `$XDG_STATE_HOME/<appID>/recovered`, with
    /// `XDG_STATE_HOME` read from `environment` (`$HOME/.local/state` when it is unset or
    /// not an absolute path, as the XDG base directory rules say).
    public init(appID: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let stateHome = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? "") + "/.local/state"
        self.init(folder: stateHome + "/" + appID + "/recovered")
    }

    /// A store kept in `folder` (tests, or an app with its own place).
    public init(folder: String) {
        self.folder = folder
    }

    /// The recovery file of the edit `id`.
    public func path(of id: String) -> String {
        folder + "/" + id + Self.fileExtension
    }

    /// The extension of recovery files.
    static let fileExtension = ".recovered"
    /// The largest file read as an edit (256 MB): a larger one is reported, not read whole.
    static let largestFile = 256 << 20

    // MARK: - Saving

    /// Keeps `edit` in the folder, made (mode 0700) if needed, as a new file of mode 0600
    /// written atomically and flushed to disk: after a failure nothing of it is left. Returns
    /// the edit as kept: the same, with another ``RecoveredEdit/id`` if its id was taken by a
    /// different edit, or the edit already kept when one of the same file has the same text
    /// (nothing is written then). Two edits of a file with different texts are both kept.
    ///
    /// Blocks until the file is on disk: for an ending, not for every keystroke.
    @discardableResult
    public func save(_ edit: RecoveredEdit) throws(FileError) -> RecoveredEdit {
        guard RecoveredEdit.isValidID(edit.id) else {
            throw FileError(operation: "keep the recovered edit", path: folder,
                            reason: "RecoveryStore: “\(edit.id)” cannot name a file; make the edit without an id to get a new one")
        }
        try makeFolder()
        if let same = scan().edits.first(where: { $0.originalPath == edit.originalPath && $0.text == edit.text }) {
            return same
        }
        var kept = edit
        var file = path(of: kept.id)
        // The name is taken with O_EXCL, mode 0600: no other recovery file is ever replaced,
        // and the replacement below keeps the mode.
        var attempts = 0
        while true {
            let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor >= 0 {
                let modeSet = fchmod(descriptor, 0o600) == 0
                let reason = String(cString: strerror(errno))
                close(descriptor)
                guard modeSet else {
                    unlink(file)
                    throw FileError(operation: "write", path: file, reason: "cannot make it private (mode 0600): \(reason)")
                }
                break
            }
            let error = errno
            attempts += 1
            guard error == EEXIST, attempts < 100 else {
                throw FileError(operation: "write", path: file, reason: Self.reason(error, in: folder))
            }
            kept.id = RecoveredEdit.newID(at: kept.savedAt)
            file = path(of: kept.id)
        }
        do throws(FileError) {
            try LocalFile.write(kept.fileBytes, to: file)
        } catch {
            unlink(file)
            throw error
        }
        syncFolder()
        return kept
    }

    // MARK: - Reading

    /// The edits kept in the folder, newest first. Files that hold no edit are skipped (see
    /// ``unreadableFiles()``); an absent folder holds none.
    public func edits() -> [RecoveredEdit] {
        scan().edits
    }

    /// The files in the folder that hold no edit this store can read, with the reason: they
    /// are never deleted by the store; the app may tell the user where they are.
    public func unreadableFiles() -> [UnreadableRecoveryFile] {
        scan().unreadable
    }

    /// Removes the recovery file of the edit `id` (after it was restored, or the user
    /// discarded it). Removing an edit that is not there is not an error.
    public func remove(_ id: RecoveredEdit.ID) throws(FileError) {
        guard RecoveredEdit.isValidID(id) else {
            throw FileError(operation: "remove", path: folder, reason: "RecoveryStore: “\(id)” does not name a recovered edit")
        }
        let file = path(of: id)
        guard unlink(file) == 0 || errno == ENOENT else {
            throw FileError(operation: "remove", path: file, reason: String(cString: strerror(errno)))
        }
        syncFolder()
    }

    /// Every entry of the folder but hidden ones (the temporary files of a save in progress).
    func scan() -> (edits: [RecoveredEdit], unreadable: [UnreadableRecoveryFile]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return ([], []) }
        var edits: [RecoveredEdit] = []
        var unreadable: [UnreadableRecoveryFile] = []
        for name in names {
            guard !name.hasPrefix(".") else { continue }
            let file = folder + "/" + name
            var status = stat()
            guard lstat(file, &status) == 0 else { continue }  // gone since it was listed
            guard status.st_mode & S_IFMT == S_IFREG else {
                unreadable.append(UnreadableRecoveryFile(path: file, reason: "it is not a regular file"))
                continue
            }
            guard name.hasSuffix(Self.fileExtension), name.count > Self.fileExtension.count else {
                unreadable.append(UnreadableRecoveryFile(path: file, reason: "its name does not end in \(Self.fileExtension)"))
                continue
            }
            guard status.st_size <= Self.largestFile else {
                unreadable.append(UnreadableRecoveryFile(path: file, reason: "it is too large to be an edit (\(status.st_size) bytes)"))
                continue
            }
            let bytes: [UInt8]
            do throws(FileError) {
                bytes = try LocalFile.read(file)
            } catch {
                unreadable.append(UnreadableRecoveryFile(path: file, reason: "it cannot be read: \(error.reason)"))
                continue
            }
            switch RecoveredEdit.parse(bytes, id: String(name.dropLast(Self.fileExtension.count))) {
            case .success(let edit): edits.append(edit)
            case .failure(let failure): unreadable.append(UnreadableRecoveryFile(path: file, reason: failure.reason))
            }
        }
        edits.sort { ($0.savedAt, $0.id) > ($1.savedAt, $1.id) }
        unreadable.sort { $0.path < $1.path }
        return (edits, unreadable)
    }

    // MARK: - The folder

    /// Makes the folder and its missing parents (mode 0700), and makes the folder itself
    /// private when it exists with bits for the group or others (they are removed; the
    /// owner's are left as they are).
    private func makeFolder() throws(FileError) {
        var missing: [String] = []
        var current = folder
        var status = stat()
        while !current.isEmpty, current != "/" {
            if stat(current, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    throw FileError(operation: "make the folder", path: folder, reason: "\(current) is not a folder")
                }
                break
            }
            guard errno == ENOENT else {
                throw FileError(operation: "make the folder", path: folder, reason: Self.reason(errno, in: current))
            }
            missing.append(current)
            current = String(current[..<(current.lastIndex(of: "/") ?? current.startIndex)])
        }
        for path in missing.reversed() where mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw FileError(operation: "make the folder", path: folder, reason: Self.reason(errno, in: path))
        }
        guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw FileError(operation: "make the folder", path: folder, reason: "it is not a folder")
        }
        // Only the group's and others' bits are removed: a folder the user made read-only stays so.
        let mode = status.st_mode & 0o7777
        if mode & 0o7077 != 0, status.st_uid == getuid(), chmod(folder, mode & 0o700) != 0 {
            throw FileError(operation: "make private (no access for others)", path: folder, reason: String(cString: strerror(errno)))
        }
    }

    /// Flushes the folder's entries (a new, renamed or removed file) to disk; best effort.
    private func syncFolder() {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// The system's reason for `error`, in words a user reads (“permission denied …”).
    private static func reason(_ error: Int32, in path: String) -> String {
        switch error {
        case EACCES, EPERM: "permission denied in \(path)"
        case EROFS: "\(path) is on a read-only file system"
        case ENOSPC: "no space left on the disk of \(path)"
        default: String(cString: strerror(error))
        }
    }
}
