import Foundation
import Gtk
import NotesCore

/// Where Notes keeps the earlier versions of its notes: outside the notes folder, in
/// `$XDG_STATE_HOME/dev.workflowgtk.Notes/history/` (`~/.local/state/…` when `XDG_STATE_HOME`
/// is unset), one folder per notes folder (named after it, with a hash of its path) and in
/// it one folder per note (its file name). Examples/Notes/README.md says why there.
///
/// ```swift
/// let history = NoteHistoryStore(appID: "dev.workflowgtk.Notes").history(of: "Shopping.md", in: folder.url.path)
/// try history.keep("eggs\n", savedAt: modified, replacedBy: "eggs\nbutter\n")
/// ```
public struct NoteHistoryStore: Equatable, Sendable {
    /// The history's root folder (made on the first version kept).
    public let folder: String
    /// How many versions each note keeps, and for how long.
    public var limits: NoteHistoryLimits

    /// The history of the app `appID`: `$XDG_STATE_HOME/<appID>/history`, with
    /// `XDG_STATE_HOME` read from `environment` (`$HOME/.local/state` when it is unset or not
    /// an absolute path, as the XDG base directory rules say).
    public init(appID: String, limits: NoteHistoryLimits = .standard,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        let stateHome = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/state"
        self.init(folder: stateHome + "/" + appID + "/history", limits: limits)
    }

    /// A history kept in `folder` (tests, or an app with its own place).
    public init(folder: String, limits: NoteHistoryLimits = .standard) {
        self.folder = folder
        self.limits = limits
    }

    /// The history of the note `fileName` of the notes folder at `notesFolder`.
    public func history(of fileName: String, in notesFolder: String) -> NoteHistory {
        NoteHistory(folder: folder + "/" + Self.folderKey(notesFolder) + "/" + Self.noteKey(fileName),
                    fileName: fileName, limits: limits)
    }

    /// Moves the history of the note `oldName` to `newName` (a note renamed by Notes), in one
    /// `rename` of its folder. A note without history, or a new name that already has one,
    /// leaves both as they are (a rename never mixes two notes' versions).
    public func moveHistory(of oldName: String, to newName: String, in notesFolder: String) throws(FileError) {
        let old = history(of: oldName, in: notesFolder).folder, new = history(of: newName, in: notesFolder).folder
        guard FileManager.default.fileExists(atPath: old), !FileManager.default.fileExists(atPath: new) else { return }
        guard rename(old, new) == 0 else {
            throw FileError(operation: "move the history of", path: old, reason: String(cString: strerror(errno)))
        }
    }

    /// The folder name of a notes folder: its last component (for a person looking in the
    /// history) and a hash of its whole path (two folders of the same name never share one).
    static func folderKey(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? "root"
        let readable = String(noteKey(name).prefix(40))
        return readable + "-" + String(fnv1a64(Array(path.utf8)), radix: 16)
    }

    /// The folder name of a note: its file name with `%`, `/` and a leading `.` escaped as
    /// `%25`, `%2F` and `%2E` (a note's history is never a hidden folder, `.` or `..`).
    static func noteKey(_ fileName: String) -> String {
        var key = ""
        for (offset, character) in fileName.enumerated() {
            switch character {
            case "%": key += "%25"
            case "/": key += "%2F"
            case "." where offset == 0: key += "%2E"
            default: key.append(character)
            }
        }
        return key.isEmpty ? "%" : key
    }

    /// FNV-1a, 64 bits: a stable hash (Swift's `Hasher` is seeded per process).
    static func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }
}
