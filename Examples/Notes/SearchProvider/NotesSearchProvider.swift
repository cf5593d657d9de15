import Foundation
import Gtk
import NotesCore

/// Notes' GNOME Shell search provider: answers `org.gnome.Shell.SearchProvider2` from the
/// notes of one folder, and opens a result in Notes.
///
/// The folder is read once, off the main thread, in batches (the first answer can come
/// before a large folder is read); then a folder monitor keeps it current: a note changed,
/// added or removed is read again at the next search. The first search that arrives while
/// the folder is still being read waits for the reading to end, at most ``patience``, then
/// answers from the notes read so far; later ones answer at once from the notes read so far. A narrower search (`GetSubsearchResultSet`) filters
/// the last answer when nothing changed since, and searches every note otherwise.
@MainActor
public final class NotesSearchProvider {
    /// The folder searched.
    public let folder: NotesFolder
    /// What opens a result.
    public let launcher: NoteLauncher?
    /// The notes read.
    public private(set) var results = NoteSearchResults()
    /// Whether the whole folder has been read.
    public private(set) var isLoaded = false
    /// How long a search waits for the folder's first reading before it answers from the
    /// notes read so far.
    public var patience: Duration = .milliseconds(500)
    /// When the last call was answered (or the provider made); nil while a call waits.
    public var idleSince: ContinuousClock.Instant? { waiting.isEmpty ? lastAnswer : nil }

    private var lastAnswer = ContinuousClock.now
    private var waiting: [DBusMethodCall] = []
    /// Bumped with every change of `results`: a subsearch filters the last answer only when
    /// it was made from the same notes.
    private var generation = 0
    private var answeredGeneration = -1
    private var hasAnswered = false
    private var changedNames: Set<String> = []
    private var monitor: FileMonitor?

    /// A provider over `folder` whose results `launcher` opens (none: activation fails).
    public init(folder: NotesFolder, launcher: NoteLauncher?) {
        self.folder = folder
        self.launcher = launcher
    }

    /// The D-Bus object to export (at ``SearchProviderInterface/objectPath``).
    public func makeObject() throws(DBusError) -> DBusObject {
        try DBusObject(path: SearchProviderInterface.objectPath, interface: SearchProviderInterface.make()) { [weak self] call in
            guard let self else { return call.fail(DBusError(message: "NotesSearchProvider: the provider has ended")) }
            self.handle(call)
        }
    }

    /// Starts watching and reading the folder.
    public func start() {
        monitor = try? FileMonitor(path: folder.url.path)
        monitor?.onChange { [weak self] change in self?.noteChanged(change) }
        let folder = self.folder
        Task.detached(priority: .userInitiated) { [weak self] in
            await Self.read(folder) { results, complete in
                guard let self else { return false }
                await self.publish(results, complete: complete)
                return true
            }
        }
    }

    /// Reads every note of `folder` off the main thread, in batches read in parallel (a small
    /// first one, so a search can be answered early), handing `publish` the notes read so far
    /// after each batch (`complete` after the last); stops when `publish` returns false.
    public nonisolated static func read(_ folder: NotesFolder,
                                        publish: (NoteSearchResults, _ complete: Bool) async -> Bool) async {
        var results = NoteSearchResults()
        let names = (try? folder.noteNames()) ?? []
        var start = 0
        repeat {
            // Larger batches after the first cost fewer copies of what was read.
            let end = min(names.count, start + (start == 0 ? 2_000 : 20_000))
            let batch = Array(names[start..<end])
            let parts = Parallel.parts(of: batch.count, least: 500)
            let entries = Parallel.map(parts) { part in
                batch[Parallel.range(of: part, in: parts, count: batch.count)].compactMap { folder.readEntry(named: $0) }
            }
            results.add(entries.flatMap { $0 })
            start = end
            guard await publish(results, start >= names.count) else { return }
        } while start < names.count
    }

    // MARK: - Calls

    private func handle(_ call: DBusMethodCall) {
        let arguments = call.arguments
        switch call.method {
        case "GetInitialResultSet", "GetSubsearchResultSet":
            // Only the first search of a provider still reading waits: later keystrokes are
            // answered at once from the notes read so far.
            if isLoaded || hasAnswered { answer(call) } else { wait(call) }
        case "GetResultMetas":
            call.reply([.array(elementType: "a{sv}", results.metas(arguments.first?.strings ?? []).map(Self.meta))])
        case "ActivateResult":
            open(arguments.first?.string, timestamp: arguments.last?.uint32 ?? 0, call: call)
        case "LaunchSearch":
            open(nil, timestamp: arguments.last?.uint32 ?? 0, call: call)
        default:
            call.fail(DBusError(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "NotesSearchProvider: no method \(call.method)"))
        }
        lastAnswer = .now
    }

    /// Answers a search from the notes as they are now.
    private func answer(_ call: DBusMethodCall) {
        applyChanges()
        let ids: [String]
        if call.method == "GetSubsearchResultSet", let previous = call.arguments.first?.strings {
            let terms = call.arguments.dropFirst().first?.strings ?? []
            // The last answer holds every match only if it was not cut at the limit and
            // made from these notes.
            ids = answeredGeneration == generation && previous.count < NoteSearchResults.limit
                ? results.ids(narrowing: previous, to: terms) : results.ids(matching: terms)
        } else {
            ids = results.ids(matching: call.arguments.first?.strings ?? [])
        }
        answeredGeneration = generation
        hasAnswered = true
        call.reply([.strings(ids)])
        lastAnswer = .now
    }

    private func wait(_ call: DBusMethodCall) {
        waiting.append(call)
        let patience = self.patience
        Task { [weak self] in
            try? await Task.sleep(for: patience)
            self?.answerWaiting()
        }
    }

    private func answerWaiting() {
        let calls = waiting
        waiting = []
        for call in calls { answer(call) }
    }

    private func publish(_ read: NoteSearchResults, complete: Bool) {
        results = read
        generation += 1
        if complete {
            isLoaded = true
            answerWaiting()
        }
    }

    private func open(_ note: String?, timestamp: UInt32, call: DBusMethodCall) {
        guard let launcher else {
            return call.fail(DBusError(message: "NotesSearchProvider: notes is not installed beside the search provider or on PATH; install Notes"))
        }
        do {
            try launcher.open(note, in: folder, timestamp: timestamp)
            call.reply()
        } catch {
            call.fail(DBusError(message: "NotesSearchProvider: cannot start \(launcher.executable.path): \(error.localizedDescription)"))
        }
    }

    /// What the shell shows of one result: id, title, snippet and a document icon.
    static func meta(_ meta: NoteSearchResults.Meta) -> DBusValue {
        var entries: [String: DBusValue] = [
            "id": .string(meta.id),
            "name": .string(meta.title == NoteText.untitled ? SearchProviderStrings.untitled : meta.title),
            "gicon": .string("text-x-generic"),
        ]
        if !meta.snippet.isEmpty { entries["description"] = .string(meta.snippet) }
        return .dictionary(entries)
    }

    // MARK: - Changes on disk

    private func noteChanged(_ change: FileMonitor.Change) {
        for path in [change.path, change.otherPath].compactMap({ $0 }) {
            let url = URL(fileURLWithPath: path)
            guard url.deletingLastPathComponent().standardizedFileURL.path == folder.url.path else { continue }
            let name = url.lastPathComponent
            if name.hasSuffix("." + NoteFileName.pathExtension), !name.hasPrefix(".") { changedNames.insert(name) }
        }
    }

    /// Reads again the notes that changed on disk (once the folder is read: until then, the
    /// reading may not have reached them).
    private func applyChanges() {
        guard isLoaded, !changedNames.isEmpty else { return }
        for name in changedNames.sorted() {
            if let entry = folder.readEntry(named: name) { results.update(entry) } else { results.remove(name) }
        }
        changedNames = []
        generation += 1
    }
}
