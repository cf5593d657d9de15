import Foundation

/// What a name in the notes folder is, by the one policy for symbolic links (issue 49):
///
/// - a regular file is a note (`file`);
/// - a link whose target — every link on the way followed — is a note of the same folder
///   (a regular file ending in `.md`, not hidden, directly in the folder) is not listed: its
///   target is, once, and is edited as any note (`linkToNote`). Writing through a link would
///   either replace the link by a file (the atomic rename) or need the writer to follow it;
///   listing the target alone gives one row per note and nothing that cannot save;
/// - any other link is listed read-only with the reason (`readOnlyLink`): out of the folder,
///   dangling or a loop, or to something in the folder that is not a note (a folder, a hidden
///   file, a subfolder's file). Its text is shown when its target is a readable file.
/// - anything else (a folder, a socket, a name that went away) is not a note (`notANote`).
public enum NoteFileKind: Hashable, Sendable {
    /// A regular file: listed, editable unless something else (its bytes, its name, its
    /// lines, permissions) makes it read-only.
    case file
    /// A symbolic link to the note `target` (its key) of the same folder: not listed.
    case linkToNote(target: String)
    /// Any other symbolic link: listed read-only, for this reason.
    case readOnlyLink(NoteReadOnlyDetail)
    /// Not a note.
    case notANote
}

extension NotesFolder {
    /// What the name `key` is in the folder now (`lstat`, then the link resolved), by the
    /// policy `NoteFileKind` states.
    public func kind(of key: String) -> NoteFileKind {
        withPath(of: key) { path in
            var info = stat()
            guard lstat(path, &info) == 0 else { return .notANote }
            switch info.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFLNK: return Self.linkKind(at: path, resolvedFolder: resolvedFolder())
            default: return .notANote
            }
        }
    }

    /// The folder's path with every link resolved (`realpath`), as bytes; nil when it cannot
    /// be resolved (gone).
    func resolvedFolder() -> [UInt8]? {
        guard let resolved = realpath(url.path, nil) else { return nil }
        defer { free(resolved) }
        return Self.bytes(of: resolved)
    }

    /// What the symbolic link at `path` is, for a folder resolved to `resolvedFolder`.
    static func linkKind(at path: UnsafePointer<CChar>, resolvedFolder: [UInt8]?) -> NoteFileKind {
        guard let resolved = realpath(path, nil) else {
            return .readOnlyLink(.linkTargetMissing(target: linkText(at: path)))
        }
        defer { free(resolved) }
        let target = bytes(of: resolved)
        let shown = String(decoding: target, as: UTF8.self)
        guard let folder = resolvedFolder, target.count > folder.count + 1, target.starts(with: folder + [0x2F]) else {
            return target == resolvedFolder ? .readOnlyLink(.linkNotToNote(target: shown)) : .readOnlyLink(.linkOutsideFolder(target: shown))
        }
        let name = target[(folder.count + 1)...]
        var info = stat()
        if !name.contains(0x2F), isNoteName(name), stat(resolved, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            return .linkToNote(target: key(forRawName: Array(name)))
        }
        return .readOnlyLink(.linkNotToNote(target: shown))
    }

    /// What the link at `path` says (`readlink`), for a reason naming it.
    private static func linkText(at path: UnsafePointer<CChar>) -> String {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { readlink(path, $0, buffer.count - 1) }
        }
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : "?"
    }

    /// The bytes of the C string `string`.
    static func bytes(of string: UnsafePointer<CChar>) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: string, count: strlen(string)))
    }
}
