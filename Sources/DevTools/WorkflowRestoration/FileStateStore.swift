#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Logging
import Workflow
#if canImport(Glibc)
import Glibc
#endif

/// A `WorkflowStateStore` kept as one JSON file, by default
/// `$XDG_STATE_HOME/<app id>/workflow-state.json` (`~/.local/state/<app id>/…` when
/// `XDG_STATE_HOME` is unset): read once when the store is made, written atomically (a
/// temporary file in the same folder, renamed over the old one) on every ``save(_:)``.
///
/// A missing file means a first launch. A file that cannot be read or is not a snapshot this
/// app reads (unreadable, corrupt, truncated, another format, or a newer `version` written by
/// a newer release) is never overwritten: it is moved aside to
/// `workflow-state.json.bad-<UTC time>` (the newest ``keptUnreadableFileCount`` are kept), one
/// log line says so, and every node starts fresh. If it cannot be moved aside, it is left as
/// it is and nothing is saved. A saved state that no longer decodes as its node's `State`
/// (the type changed) is skipped, logged once per store, and that node starts fresh; the
/// file holding it is kept the same way before the first save replaces it (moved to
/// `….bad-<UTC time>`, one log line), so the old state can still be read by hand. None of
/// this ever stops the app.
///
/// ```swift
/// var app = WorkflowApplication(id: "org.example.Notes", title: "Notes") { NotesWorkflow() }
/// app.stateStore = FileStateStore(appID: app.id)
/// ```
@MainActor
public final class FileStateStore: WorkflowStateStore {
    /// The snapshot file's path.
    public let path: String
    /// Why the file found at launch was ignored (`nil`: restored, or there was none).
    public private(set) var ignoredSnapshotReason: String?
    /// Where the file that could not be read at launch was moved (`nil`: none was, or it could
    /// not be moved; then ``save(_:)`` writes nothing, so it is never overwritten). Also where
    /// the file read at launch was moved before the first save replaced it, when a state in it
    /// no longer decoded.
    public private(set) var setAsidePath: String?
    /// How many files that could not be read are kept beside the snapshot (`….bad-<time>`);
    /// older ones are removed when another is set aside.
    public static let keptUnreadableFileCount = 3
    /// The paths of the saved states not handed out yet.
    public var pendingPaths: [WorkflowNodePath] { Array(pending.keys) }
    /// How many saved states were handed to nodes.
    public private(set) var restoredCount = 0
    /// How many ``save(_:)`` calls wrote the file.
    public private(set) var saveCount = 0

    private var pending: [WorkflowNodePath: JSONValue] = [:]
    private let logger: Logger
    private var loggedDecodingFailure = false
    private var loggedSaveFailure = false
    /// Set when a file that could not be read is still at `path`: saving would destroy it.
    private var protectedUnreadableFile = false
    /// Set when a state of the file read at launch no longer decoded: the first write keeps
    /// that file aside before replacing it.
    private var holdsUndecodableState = false
    /// Set once the file read at launch was replaced or moved aside (nothing more to keep).
    private var replacedLoadedFile = false

    /// A store for the app `appID` under `$XDG_STATE_HOME` (read from `environment`).
    public convenience init(
        appID: String,
        fileName: String = "workflow-state.json",
        environment: [String: String] = ProcessInfo.processInfo.environment,
        logger: Logger = Logger(label: "WorkflowGtk.Restoration")
    ) {
        self.init(path: Self.stateDirectory(environment: environment) + "/" + appID + "/" + fileName, logger: logger)
    }

    /// A store kept in the file at `path` (its folder is made on the first save).
    public init(path: String, logger: Logger = Logger(label: "WorkflowGtk.Restoration")) {
        self.path = path
        self.logger = logger
        load()
    }

    /// `$XDG_STATE_HOME`, or `$HOME/.local/state` when it is unset or not absolute (the XDG
    /// base directory rule).
    public static func stateDirectory(environment: [String: String]) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state }
        return (environment["HOME"] ?? "") + "/.local/state"
    }

    // MARK: - WorkflowStateStore

    /// The saved state for `path`, removed from the store, or `nil`.
    public func takeState<State: Decodable>(_ type: State.Type, at path: WorkflowNodePath) -> State? {
        guard let saved = pending.removeValue(forKey: path) else { return nil }
        do {
            let data = try JSONEncoder().encode(saved)
            let state = try JSONDecoder().decode(State.self, from: data)
            restoredCount += 1
            return state
        } catch {
            holdsUndecodableState = true
            if !loggedDecodingFailure {
                loggedDecodingFailure = true
                logger.warning(
                    "FileStateStore: the saved state of \(path) no longer decodes as \(State.self) (\(error)); that node starts fresh."
                )
            }
            return nil
        }
    }

    /// Writes `states` to the file, atomically. A failure is logged (once per store) and the
    /// previous file, if any, stays as it was.
    public func save(_ states: [WorkflowSavedState]) {
        do {
            try write(states)
            saveCount += 1
        } catch {
            if !loggedSaveFailure {
                loggedSaveFailure = true
                logger.error("FileStateStore could not save \(path): \(error)")
            }
        }
    }

    /// Writes `states` to the file, atomically, or throws ``StateFileError`` (also when the
    /// file found at launch could not be read nor moved aside: it is never overwritten).
    public func write(_ states: [WorkflowSavedState]) throws {
        if protectedUnreadableFile {
            throw StateFileError(
                operation: "replace", path: path,
                reason: "it holds a snapshot this app could not read and could not move aside, so it is kept as it is; move or remove it")
        }
        var entries: [StateSnapshot.Entry] = []
        for saved in states {
            let data = try JSONEncoder().encode(EncodableBox(value: saved.state))
            entries.append(StateSnapshot.Entry(path: saved.path.components, state: try JSONDecoder().decode(JSONValue.self, from: data)))
        }
        let snapshot = StateSnapshot(format: StateSnapshot.formatName, version: StateSnapshot.currentVersion, states: entries)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(snapshot)
        try keepFileWithUndecodableState()
        try AtomicFile.replace(path, with: data)
        replacedLoadedFile = true
    }

    // MARK: - Loading

    private func load() {
        let data: Data
        do {
            guard let read = try AtomicFile.read(path) else { return }  // first launch
            data = read
        } catch {
            ignore("it cannot be read (\(error))")
            return
        }
        let snapshot: StateSnapshot
        do {
            snapshot = try JSONDecoder().decode(StateSnapshot.self, from: data)
        } catch {
            ignore("it is not a complete state snapshot (corrupt or truncated: \(Self.brief(error)))")
            return
        }
        guard snapshot.format == StateSnapshot.formatName, snapshot.version == StateSnapshot.currentVersion else {
            ignore("it is \(snapshot.format) version \(snapshot.version); this app reads \(StateSnapshot.formatName) version \(StateSnapshot.currentVersion)")
            return
        }
        for entry in snapshot.states {
            pending[WorkflowNodePath(entry.path)] = entry.state
        }
    }

    /// Moves the file that could not be read aside (never to be overwritten by a save) and
    /// logs the one line for it.
    private func ignore(_ reason: String) {
        ignoredSnapshotReason = reason
        switch UnreadableFiles.setAside(path, keeping: Self.keptUnreadableFileCount) {
        case .success(let aside):
            setAsidePath = aside
            logger.warning("FileStateStore ignored \(path): \(reason); it was moved to \(aside) and the app starts with fresh state.")
        case .failure(let error):
            protectedUnreadableFile = true
            logger.warning(
                "FileStateStore ignored \(path): \(reason); it could not be moved aside (\(error.reason)), so it is left as it is and nothing is saved; the app starts with fresh state."
            )
        }
    }

    /// Before the file read at launch is first replaced: when a state in it no longer decoded,
    /// moves it aside as an unreadable file is (`….bad-<UTC time>`), with one log line. When it
    /// cannot be moved aside, it is protected like an unreadable file: nothing is written over it.
    private func keepFileWithUndecodableState() throws {
        guard holdsUndecodableState, !replacedLoadedFile else { return }
        replacedLoadedFile = true
        guard access(path, F_OK) == 0 else { return }  // removed since: nothing left to keep
        switch UnreadableFiles.setAside(path, keeping: Self.keptUnreadableFileCount) {
        case .success(let aside):
            setAsidePath = aside
            logger.warning(
                "FileStateStore moved \(path) to \(aside) before replacing it: a saved state in it no longer decodes; the states of this run are saved in a new file."
            )
        case .failure(let error):
            protectedUnreadableFile = true
            logger.warning(
                "FileStateStore keeps \(path) as it is: a saved state in it no longer decodes and it could not be moved aside (\(error.reason)), so nothing is saved over it."
            )
            throw StateFileError(
                operation: "replace", path: path,
                reason: "it holds a state that no longer decodes and could not be moved aside, so it is kept as it is; move or remove it")
        }
    }

    /// The first line of a decoding error (Foundation's descriptions run over several).
    private static func brief(_ error: any Error) -> String {
        String(String(describing: error).prefix { $0 != "\n" }.prefix(200))
    }
}

/// Encodes an existential `Encodable` (JSONEncoder takes a concrete type).
private struct EncodableBox: Encodable {
    var value: any Encodable
    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}
