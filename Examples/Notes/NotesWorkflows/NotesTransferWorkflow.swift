import Foundation
import Gtk
import NotesCore
import Workflow
import WorkflowPlatform

/// Import and Save As, a child of `NotesWorkflow`: Import… (a file chooser for text and
/// Markdown files) and files dropped on the window are copied into the notes folder as new
/// notes (`ImportNotesWorker`, off the main thread, never replacing a file); Save As… writes a
/// copy of the selected note where the user chooses, suggesting its title as the file name in
/// the notes folder. The parent keeps the notes: it lists what an import wrote and shows the
/// toasts it hears through the `Output`.
public struct NotesTransferWorkflow: Workflow {
    /// The notes folder shown (imports go there, Save As… starts there; another folder
    /// starts afresh, as the parent does).
    public var folder: NotesFolder
    /// Whether the folder was read (before, the names it holds are not known: nothing is
    /// imported).
    public var isFolderRead: Bool
    /// The names an import keeps free besides the folder's files (the notes listed, those on
    /// their way to the trash); the parent makes the set only while an import runs.
    public var taken: Set<String>
    /// The selected note, when it was read (what Save As… copies).
    public var note: Note?

    /// The import and export of notes in `folder`.
    public init(folder: NotesFolder, isFolderRead: Bool = true, taken: Set<String> = [], note: Note? = nil) {
        self.folder = folder
        self.isFolderRead = isFolderRead
        self.taken = taken
        self.note = note
    }

    /// A note Save As… copies.
    public struct Note: Equatable, Sendable {
        /// Its file name in the notes folder.
        public var fileName: String
        /// Its title (the suggested file name).
        public var title: String
        /// Its text.
        public var text: String

        /// The note `fileName`, titled `title`, holding `text`.
        public init(fileName: String, title: String, text: String) {
            self.fileName = fileName
            self.title = title
            self.text = text
        }
    }

    /// What the import and export remember.
    public struct State: Equatable {
        /// The folder the imports go into.
        public var folderPath: String
        /// The file chooser asked for, if any.
        public var chooser: Chooser?
        /// A copy being saved (Save As…).
        public var export: Export?
        /// The last export's number.
        public var lastExport = 0
        /// The imports running (dropped files, Import…), by number: the files to copy in.
        public var imports: [Int: [String]] = [:]
        /// The last import's number.
        public var lastImport = 0

        /// Nothing imported or exported in `folderPath` yet.
        public init(folderPath: String) {
            self.folderPath = folderPath
        }
    }

    /// A file chooser the child shows.
    public enum Chooser: Equatable, Sendable {
        /// Save As… for a note (as it was when asked).
        case saveAs(Note)
        /// Import…: files to copy in as notes.
        case importFiles
    }

    /// A copy being written: its number, where, and the text.
    public struct Export: Equatable, Sendable {
        /// Counts the exports.
        public var number: Int
        /// Where the copy goes.
        public var path: String
        /// The note's text.
        public var text: String

        /// Export `number` of `text` to `path`.
        public init(number: Int, path: String, text: String) {
            self.number = number
            self.path = path
            self.text = text
        }
    }

    /// What the parent hears.
    public enum Output: Equatable {
        /// An import started (the parent makes `taken` while imports run).
        case importing
        /// An import finished: each file's outcome (the parent lists the notes written and
        /// names the files refused in a toast).
        case imported([NoteImport.Outcome])
        /// Something to say in a toast.
        case toast(String)

        /// Outputs saying the same are equal (an imported note by its source, name and text).
        public static func == (lhs: Output, rhs: Output) -> Bool {
            switch (lhs, rhs) {
            case (.importing, .importing): return true
            case (.toast(let left), .toast(let right)): return left == right
            case (.imported(let left), .imported(let right)):
                return left.count == right.count && zip(left, right).allSatisfy { pair in
                    switch pair {
                    case (.imported(let source, let entry), .imported(let otherSource, let other)):
                        return source == otherSource && entry.summary.fileName == other.summary.fileName && entry.text == other.text
                    case (.refused(let source, let reason), .refused(let otherSource, let otherReason)):
                        return source == otherSource && reason == otherReason
                    default:
                        return false
                    }
                }
            default: return false
            }
        }
    }

    /// The chooser and the entry points the window calls.
    public struct Rendering {
        /// The Import… or Save As… chooser, while it shows.
        public var fileChooser: FileChooserRequest?
        /// Imports files (dropped on the window).
        public var onImportFiles: ([String]) -> Void
        /// Asks for files to import (Import…).
        public var onImport: () -> Void
        /// Asks where to save a copy of the selected note (Save As…).
        public var onSaveAs: () -> Void

        /// A rendering from its parts.
        public init(fileChooser: FileChooserRequest? = nil, onImportFiles: @escaping ([String]) -> Void = { _ in },
                    onImport: @escaping () -> Void = {}, onSaveAs: @escaping () -> Void = {}) {
            self.fileChooser = fileChooser
            self.onImportFiles = onImportFiles
            self.onImport = onImport
            self.onSaveAs = onSaveAs
        }
    }

    /// Nothing imported or exported yet.
    public func makeInitialState() -> State { State(folderPath: folder.url.path) }

    /// Another folder starts afresh (its imports and export are dropped, as the parent drops
    /// what it knew of the folder); the numbers go on.
    public func workflowDidChange(from previousWorkflow: NotesTransferWorkflow, state: inout State) {
        guard state.folderPath != folder.url.path else { return }
        let old = state
        state = State(folderPath: folder.url.path)
        (state.lastImport, state.lastExport) = (old.lastImport, old.lastExport)
    }

    /// Runs the imports and the export, and renders the chooser asked for.
    public func render(state: State, context: RenderContext<NotesTransferWorkflow>) -> Rendering {
        for (number, paths) in state.imports.sorted(by: { $0.key < $1.key }) {
            ImportNotesWorker(folder: folder, paths: paths, taken: taken, number: number)
                .running(in: context, key: "import:\(number)") { NotesTransferAction.imported(number: number, $0) }
        }
        if let export = state.export {
            WriteFileWorker(path: export.path, text: export.text, revision: export.number)
                .running(in: context, key: "export") { NotesTransferAction.exported(number: export.number, $0) }
        }
        let sink = context.makeSink(of: NotesTransferAction.self)
        let (note, isFolderRead) = (note, isFolderRead)
        return Rendering(fileChooser: fileChooser(state: state, sink: sink),
                         onImportFiles: { sink.send(.importFiles($0, isFolderRead: isFolderRead)) },
                         onImport: { sink.send(.chooseImport) },
                         onSaveAs: { if let note { sink.send(.chooseExport(note)) } })
    }

    private func fileChooser(state: State, sink: Sink<NotesTransferAction>) -> FileChooserRequest? {
        switch state.chooser {
        case nil:
            return nil
        case .saveAs(let asked):
            // The note's title as the file name, in the notes folder; its text as it is when
            // the user answers.
            let current = note?.fileName == asked.fileName ? note : nil
            return FileChooserRequest(title: "Save Note As",
                                      mode: .save(suggestedName: NoteFileName.make(for: NoteFileName.plainTitle(asked.title), taken: [])),
                                      filters: [FileChooserFilter(name: "Markdown", patterns: ["*.md"])],
                                      initialFolder: folder.url.path,
                                      onResult: { sink.send(.exportChosen($0, current: current)) })
        case .importFiles:
            let isFolderRead = isFolderRead
            return FileChooserRequest(title: "Import Notes", mode: .openFiles,
                                      filters: [FileChooserFilter(name: "Text and Markdown", patterns: ["*.md", "*.txt", "*.markdown"])],
                                      onResult: { sink.send(.importChosen($0, isFolderRead: isFolderRead)) })
        }
    }
}
