import Foundation
import Gtk
import GtkTesting
import NotesCore
import NotesWorkflows
import Testing
import WorkflowPlatform

/// Drives `NotesWorkflow`'s state through random user steps and world events over a real
/// folder, running the workers the render would run (their real code: writes, trash and
/// restore through a folder of the soak's own, reads), and checks after every step that no
/// acknowledged edit is lost and that the disk, once settled, holds what the model says.
@MainActor
struct NotesSoak {
    enum Step: String, CaseIterable {
        case new, edit, autosaveDue, runWrites, delete, runTrash, undo, dismissToast, search,
             externalChange, externalDelete, runRereads, reload, keepMine, useTheirs, keepBoth, settle,
             folderAway, folderBack, retry, link, end
    }

    let root: URL
    let folder: NotesFolder
    var writes = FileWriteQueue()
    /// Where the app keeps what it cannot write when it ends.
    let recovery: RecoveryStore
    /// Whether the notes folder was moved away (every write fails until it is back).
    var folderIsAway = false
    /// The symbolic links the soak made in the folder (not notes of the model).
    var linkNames: Set<String> = []
    /// How many times the app ended (and was launched again).
    var endings = 0
    var state: NotesWorkflow.State
    /// The trash child's props, as the parent last rendered them, and its state.
    var trashProps: NotesTrashWorkflow
    var trash: NotesTrashWorkflow.State
    /// The search child's state.
    var search = NotesSearchWorkflow.State()
    /// The folder child's state (where reading the folder stands).
    var reading = NotesFolderWorkflow.State()
    var random: SeededRandom
    /// What the user last saw as each note's text (their edits, or another program's text
    /// the app took): the model must keep it.
    var expected: [String: String] = [:]
    /// The name and text of the note last deleted, while Undo is offered.
    var deletedName: String?
    var deletedText: String?
    var counter = 0

    init(seed: UInt64) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("notes-soak-\(seed)-\(UUID().uuidString)")
        let notes = root.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("trash"), withIntermediateDirectories: true)
        for index in 0..<3 {
            try "Note \(index)\nfirst".write(to: notes.appendingPathComponent("note-\(index).md"), atomically: false, encoding: .utf8)
            expected["note-\(index).md"] = "Note \(index)\nfirst"
        }
        folder = NotesFolder(url: notes)
        recovery = RecoveryStore(folder: root.appendingPathComponent("recovered").path)
        state = NotesWorkflow(folder: folder).makeInitialState()
        trashProps = state.trashWorkflow(writes: writes, folderPath: folder.url.path)
        trash = trashProps.makeInitialState()
        random = SeededRandom(seed: seed)
    }

    func removeFolder() { try? FileManager.default.removeItem(at: root) }

    /// Applies `action` to the parent, then hands the trash child its props as a render does.
    private mutating func apply(_ action: NotesAction) {
        let vanished = state.vanished
        _ = action.apply(toState: &state)
        // A note whose file was deleted elsewhere while shown, let go once another is selected:
        // the user saw it leave (its text was written before the deletion).
        for name in vanished where state.notes[name] == nil && state.drafts[path(name)] == nil { expected[name] = nil }
        let props = state.trashWorkflow(writes: writes, folderPath: folder.url.path)
        props.workflowDidChange(from: trashProps, state: &trash)
        trashProps = props
    }

    /// Applies `action` to the trash child; its output goes to the parent.
    private mutating func apply(_ action: NotesTrashAction) {
        if let output = action.apply(toState: &trash) { apply(.trash(output)) }
    }

    /// Applies an action of the folder child and its output to the parent, as the runtime does.
    private mutating func applyFolder(_ action: NotesFolderAction) {
        if let output = action.apply(toState: &reading) { apply(.folder(output)) }
    }

    private mutating func pick(_ names: some Collection<String>) -> String? {
        names.sorted().randomElement(using: &random)
    }

    private func path(_ name: String) -> String { folder.url.path + "/" + name }

    private mutating func monitorReports(_ path: String, _ kind: FileMonitor.Change.Kind = .changesDone) {
        applyFolder(.changed(.success(FileMonitor.Change(kind: kind, path: path, otherPath: nil))))
    }

    /// Runs one random step; returns its name.
    mutating func step() async throws -> Step {
        let step = Step.allCases.randomElement(using: &random)!
        try await run(step)
        recent.append("\(step.rawValue) → \(state.notes.keys.sorted()) drafts \(state.drafts.keys.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted()) deleted \(trash.deleted?.fileName ?? "-") trashing \(trash.trashing.keys.sorted()) restoring \(trash.restoring.keys.sorted()) disk \(((try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []).sorted())")
        if recent.count > 12 { recent.removeFirst() }
        return step
    }

    /// A new note's first write named it after its title: what the user saw of it follows the
    /// name. An empty new note left (never written, by design) is no longer expected.
    private mutating func followNewNotes() {
        // Each renaming once, in the step that made it (a file of another program may take
        // the old name later).
        for (first, name) in state.named.sorted(by: { $0.key < $1.key }) where followed.insert(first + "\u{0}" + name).inserted {
            if let text = expected.removeValue(forKey: first) { expected[name] = text }
        }
        for name in expected.keys where NoteFileName.isProvisional(name) && state.notes[name] == nil {
            if expected[name]?.allSatisfy(\.isWhitespace) == true { expected[name] = nil }
        }
    }

    /// The renamings of notes followed (`NotesWorkflow.State.named`), as old and new name.
    var followed: Set<String> = []

    /// The last steps, each with the notes and drafts after it (for a failure message).
    var recent: [String] = []

    mutating func run(_ step: Step) async throws {
        defer {
            followNewNotes()
            if ProcessInfo.processInfo.environment["NOTES_SOAK_TRACE"] != nil {
                print("  \(step.rawValue): notes \(state.notes.mapValues { $0.text ?? "nil" }) drafts \(state.drafts.mapValues(\.text)) rereads \(state.rereads) expected \(expected)")
            }
        }
        switch step {
        case .new:
            guard state.phase == .loaded else { return }
            apply(.newNote)
            if let name = state.selected { expected[name] = "" }
        case .edit:
            let editable = state.notes.filter { $0.value.text != nil && $0.value.summary.readOnlyReason == nil }.keys
            guard let name = pick(editable) else { return }
            counter += 1
            let words = ["milk", "tea", "bread", "café", "notes", "\n", "# ", "ünïcode"]
            let text = (0..<Int.random(in: 1...6, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
                + " \(counter)"
            apply(.select(name))
            apply(.edit(fileName: name, text: text))
            if state.notes[name]?.text == text { expected[name] = text }
        case .autosaveDue:
            for (path, draft) in state.drafts.sorted(by: { $0.key < $1.key })
            where draft.writing == nil && draft.failedRevision != draft.revision {
                apply(.saving(.autosaveDue(path: path, revision: draft.revision)))
            }
        case .runWrites:
            for (path, draft) in state.drafts.sorted(by: { $0.key < $1.key }) {
                guard let writing = draft.writing else { continue }
                // The worker the workflow renders: it replaces only the version read or written last.
                let result = await WriteFileWorker(path: path, text: writing.text, revision: writing.revision, queue: writes,
                                                   expecting: state.expectation(forPath: path, fileName: draft.fileName)).run()
                apply(.saving(.written(path: path, revision: writing.revision, result)))
                monitorReports(path)
            }
        case .delete:
            guard let name = pick(state.notes.keys), let text = state.notes[name]?.text else { return }
            if state.unnamed.contains(name), text.allSatisfy(\.isWhitespace) {
                // An empty new note just goes (no toast: the last delete's Undo stays).
                apply(.delete(fileName: name))
                expected[name] = nil
                return
            }
            deletedText = state.drafts[path(name)]?.text ?? state.notes[name]?.text
            deletedName = name
            apply(.delete(fileName: name))
            expected[name] = nil
        case .runTrash:
            for name in trash.trashing.keys.sorted() {
                let source = path(name)
                let result: Result<TrashedFile, FileError>
                if FileManager.default.fileExists(atPath: source) {
                    counter += 1
                    let trashPath = root.appendingPathComponent("trash/\(counter)-\(name)").path
                    try FileManager.default.moveItem(atPath: source, toPath: trashPath)
                    result = .success(TrashedFile(originalPath: source, trashPath: trashPath, infoPath: nil))
                } else {
                    result = .failure(FileError(operation: "move to the trash", path: source, reason: "No such file or directory"))
                }
                apply(NotesTrashAction.trashed(fileName: name, result))
                if case .failure = result, name == deletedName, let text = deletedText, state.notes[name] != nil {
                    expected[name] = text
                    deletedText = nil
                    deletedName = nil
                }
                monitorReports(source, .deleted)
            }
        case .undo:
            guard let text = deletedText, trash.deleted != nil, state.toast?.offersUndo == true else { return }
            // The toast's Undo, as the trash child rendered it.
            apply(NotesTrashAction.undo(nameIsListed: trashProps.deletedNameIsListed))
            try await finishUndo(text)
        case .dismissToast:
            guard let toast = state.toast else { return }
            apply(.toastDismissed(toast.number))
            if trash.deleted == nil && trash.restoring.isEmpty && !trash.undoPending { deletedText = nil }
        case .search:
            let query = ["", "milk", "tea", "Note", "ü", "zzz"].randomElement(using: &random)!
            // The search child over the notes as they are now (it changes no note).
            _ = NotesSearchAction.query(query).apply(toState: &search)
            if !query.isEmpty {
                let result = await SearchNotesWorker(index: state.index, query: query, generation: state.notesGeneration).run()
                _ = NotesSearchAction.searched(result).apply(toState: &search)
                if let result, let missing = result.fileNames.first(where: { state.notes[$0] == nil }) {
                    Issue.record("the search for \(query.debugDescription) found \(missing), which is not listed")
                }
            }
        case .externalChange:
            // Another program rewrites a note (not one of the soak's links: that would make it a note).
            guard let name = pick(state.notes.keys.filter { !linkNames.contains($0) && FileManager.default.fileExists(atPath: path($0)) }) else { return }
            counter += 1
            try "Changed elsewhere \(counter)".write(toFile: path(name), atomically: true, encoding: .utf8)
            monitorReports(path(name))
        case .externalDelete:
            guard let name = pick(state.notes.keys.filter { FileManager.default.fileExists(atPath: path($0)) }) else { return }
            try FileManager.default.removeItem(atPath: path(name))
            monitorReports(path(name), .deleted)
        case .runRereads:
            for (name, stamp) in state.rereads.sorted(by: { $0.key < $1.key }) {
                let entry = await ReadNoteWorker(folder: folder, fileName: name, stamp: stamp).run()
                applyFolder(.reread(fileName: name, stamp: stamp, entry))
                if state.conflicts[name] == nil, state.drafts[path(name)] == nil {
                    expected[name] = state.notes[name]?.text
                }
            }
        case .reload:
            guard !folderIsAway else { return }
            applyFolder(.reload)
            try await load()
        case .keepBoth:
            guard let name = pick(state.conflicts.keys) else { return }
            let mine = state.drafts[path(name)]?.text
            let theirs = state.conflicts[name]?.text
            apply(.keepBoth(fileName: name))
            expected[name] = theirs
            if let mine, let added = state.selected, added != name { expected[added] = mine }
        case .folderAway:
            guard !folderIsAway, state.phase == .loaded else { return }
            try FileManager.default.moveItem(at: folder.url, to: root.appendingPathComponent("away"))
            folderIsAway = true
        case .folderBack:
            guard folderIsAway else { return }
            try FileManager.default.moveItem(at: root.appendingPathComponent("away"), to: folder.url)
            folderIsAway = false
            // The folder is back: the app reads it again (its monitor saw it come back).
            applyFolder(.reload)
            try await load()
        case .retry:
            for draft in state.drafts.values.sorted(by: { $0.fileName < $1.fileName }) where draft.failure != nil {
                apply(.retrySave(fileName: draft.fileName))
            }
        case .link:
            guard !folderIsAway, let target = pick(state.notes.keys.filter { FileManager.default.fileExists(atPath: path($0)) }) else { return }
            counter += 1
            try FileManager.default.createSymbolicLink(atPath: path("link-\(counter).md"), withDestinationPath: target)
            linkNames.insert("link-\(counter).md")
            monitorReports(path("link-\(counter).md"), .created)
        case .end:
            try await end()
        case .keepMine:
            guard let name = pick(state.conflicts.keys) else { return }
            apply(.keepMine(fileName: name))
        case .useTheirs:
            guard let name = pick(state.conflicts.keys) else { return }
            let theirs = state.conflicts[name]?.text
            apply(.useTheirs(fileName: name))
            expected[name] = theirs
        case .settle:
            try await settle()
        }
    }

    /// Undo: the note comes back (from the trash, or written again) with the text it had.
    private mutating func finishUndo(_ text: String) async throws {
        if trash.undoPending { try await run(.runTrash) }
        for (name, file) in trash.restoring.sorted(by: { $0.key < $1.key }) {
            apply(NotesTrashAction.restored(fileName: name, await RestoreTrashedFileWorker(file: file).run()))
            monitorReports(path(name), .created)
        }
        guard trash.deleted == nil else { return }
        if let name = state.selected, expected[name] == nil, state.notes[name]?.text == text {
            expected[name] = text
        } else if let name = deletedName, state.notes[name]?.text == text {
            expected[name] = text
        }
        deletedText = nil
        deletedName = nil
    }

    /// Reads the folder as the folder child's `LoadNotesWorker` does while it is reading.
    mutating func load() async throws {
        while reading.isReading {
            for await event in LoadNotesWorker(folder: folder, generation: reading.generation).run() { applyFolder(.loading(event)) }
        }
        // Listing replaces the model with the disk (drafts kept): the disk is what the user sees now.
        for name in state.notes.keys where state.drafts[path(name)] == nil { expected[name] = state.notes[name]?.text }
        for name in expected.keys where state.notes[name] == nil { expected[name] = nil }
    }

    /// The app ends at a random moment (a quit, a close or a signal write the same way): every
    /// edit is then on disk or kept for recovery. The app is launched again, the user restores
    /// every kept edit, and the model continues from what the user then sees.
    mutating func end() async throws {
        endings += 1
        writes.finish()
        // A new note's edit is written under the name its first write would give it.
        let unsaved = state.unsavedNotes
        let unwritten = state.writeUnsavedNotes(recovery: recovery)
        let kept = recovery.edits()
        for note in unwritten where note.recoveryPath == nil {
            Issue.record("ending \(endings): \(note.error) and not kept for recovery: \(String(describing: note.recoveryError))")
        }
        // Every edit not on disk yet (a file another program changed or removed meanwhile is theirs).
        for note in unsaved {
            let name = URL(fileURLWithPath: note.path).lastPathComponent, text = note.text
            let file = (folderIsAway ? root.appendingPathComponent("away") : folder.url).appendingPathComponent(name)
            let disk = (try? Data(contentsOf: file)).map { String(decoding: $0, as: UTF8.self) }
            if disk != text && !kept.contains(where: { $0.originalPath == note.path && $0.text == text }) {
                Issue.record("ending \(endings): the edit of \(name) (\(text.debugDescription)) is neither on disk (\(String(describing: disk))) nor kept for recovery")
            }
        }
        // The next launch: the folder is back, the trash's moves done; every kept edit restored.
        if folderIsAway { try await run(.folderBack) }
        try await run(.runTrash)
        writes = FileWriteQueue()
        for edit in kept {
            if case .failure(let error) = await RestoreRecoveredEditWorker(store: recovery, edit: edit, queue: writes).run() {
                Issue.record("ending \(endings): restoring \(edit.originalPath) failed: \(error)")
            }
        }
        state = NotesWorkflow(folder: folder).makeInitialState()
        trashProps = state.trashWorkflow(writes: writes, folderPath: folder.url.path)
        trash = trashProps.makeInitialState()
        reading = NotesFolderWorkflow(folder: folder).makeInitialState()
        followed = []
        try await load()
        expected = state.notes.compactMapValues(\.text)
        deletedName = nil
        deletedText = nil
    }

    /// Runs every pending worker until nothing is pending (autosaves, writes, trash,
    /// restores, rereads); conflicts stay until a choice.
    mutating func settle() async throws {
        // The user puts the folder back and presses Try Again.
        if folderIsAway { try await run(.folderBack) }
        try await run(.retry)
        for _ in 0..<20 {
            if reading.isReading { try await load() }
            try await run(.autosaveDue)
            try await run(.runWrites)
            try await run(.runTrash)
            if !trash.restoring.isEmpty, let text = deletedText { try await finishUndo(text) }
            try await run(.runRereads)
            if isSettled { return }
        }
    }

    var isSettled: Bool {
        !reading.isReading && state.rereads.isEmpty && state.trashing.isEmpty && state.restoring.isEmpty
            && trash.trashing.isEmpty && trash.restoring.isEmpty
            && state.drafts.values.allSatisfy { $0.writing == nil && $0.failedRevision == nil } && state.drafts.isEmpty
    }

    /// What is wrong now, if anything.
    func problem() -> String? {
        for (name, text) in expected.sorted(by: { $0.key < $1.key }) where state.notes[name]?.text != text {
            return "the edit of \(name) is lost: the model has \(String(describing: state.notes[name]?.text)), the user saw \(text.debugDescription)"
        }
        // A link the policy lists (out of the folder, dangling) is read-only; the model has no links.
        let links = Set(state.notes.keys).intersection(linkNames)
        for name in links where state.notes[name]?.summary.readOnlyReason == nil && state.notes[name]?.text != nil {
            return "the link \(name) is listed as an editable note"
        }
        if Set(state.notes.keys).subtracting(links) != Set(expected.keys) {
            return "the list \(state.notes.keys.sorted()) is not what the user saw \(expected.keys.sorted())"
        }
        guard isSettled, state.conflicts.isEmpty, !folderIsAway else { return nil }
        // Links to notes are not notes (their targets are listed once).
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []).filter { !linkNames.contains($0) }
        let notes = Set(files.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") })
        // A new note left empty has no file; a note shown while its file was deleted elsewhere
        // stays listed until another note is selected.
        let gone = state.vanished.filter { !FileManager.default.fileExists(atPath: path($0)) }
        if let stale = gone.first(where: { $0 != state.selected && state.drafts[path($0)] == nil }) {
            return "\(stale) stays listed without its file though it is not shown and holds no edit"
        }
        let listed = Set(state.notes.keys).subtracting(links).subtracting(state.unnamed).subtracting(gone)
        if notes != listed {
            return "the folder holds \(notes.sorted()), the list \(state.notes.keys.sorted())"
        }
        if files.count != notes.count { return "stray files in the folder: \(files.sorted())" }
        for (name, entry) in state.notes.sorted(by: { $0.key < $1.key }) where !links.contains(name) && !state.unnamed.contains(name) && !gone.contains(name) {
            let disk = (try? Data(contentsOf: folder.url.appendingPathComponent(name))).map { String(decoding: $0, as: UTF8.self) }
            if disk != entry.text { return "\(name) holds \(String(describing: disk)) on disk, the model \(String(describing: entry.text))" }
        }
        return nil
    }
}
