import Foundation
import Gtk
import NotesCore
import Workflow
import WorkflowPlatform

/// The question asked when the app is to end while edits cannot be written, a child of
/// `NotesWorkflow`: "Changes to … could not be saved" — Save As… (a file chooser, then the
/// edit written there), Discard, Cancel. The parent passes the edits that cannot be written
/// (a failed save, a conflict) and drops an edit once the child says it was saved elsewhere
/// or discarded.
public struct NotesEndingWorkflow: Workflow {
    /// An edit that cannot be written to its file now.
    public struct Edit: Equatable, Sendable {
        /// Its file's path.
        public var path: String
        /// Its text.
        public var text: String
        /// Whether another program changed its file (a conflict) rather than the write failing.
        public var isConflict: Bool

        /// An edit of `path` holding `text`.
        public init(path: String, text: String, isConflict: Bool = false) {
            self.path = path
            self.text = text
            self.isConflict = isConflict
        }
    }

    /// The edits that cannot be written now, by path.
    public var unwritable: [Edit]
    /// The notes folder (where Save As… starts).
    public var folderPath: String?

    /// The question about `unwritable`.
    public init(unwritable: [Edit], folderPath: String? = nil) {
        self.unwritable = unwritable
        self.folderPath = folderPath
    }

    /// What the question remembers.
    public struct State: Equatable {
        /// Whether the question shows (a quit or close is held).
        public var asks = false
        /// Whether the user answered so that the app may end now.
        public var confirmed = false
        /// The edit whose Save As… chooser shows, by path.
        public var savingAs: String?
        /// A copy being written (Save As…): the edit's path, where to, its text, its number.
        public var export: Export?
        /// The last copy's number.
        public var lastExport = 0

        /// Nothing asked.
        public init() {}
    }

    /// A copy of an edit being written elsewhere.
    public struct Export: Equatable, Sendable {
        /// Counts the copies.
        public var number: Int
        /// The edit's own path.
        public var path: String
        /// Where the copy goes.
        public var destination: String
        /// The text written.
        public var text: String

        /// A copy of the edit at `path` to `destination`.
        public init(number: Int, path: String, destination: String, text: String) {
            self.number = number
            self.path = path
            self.destination = destination
            self.text = text
        }
    }

    /// What the parent hears.
    public enum Output: Equatable, Sendable {
        /// The user threw these edits away (by path).
        case discarded([String])
        /// The edit at `path` was written elsewhere: it is safe.
        case savedElsewhere(path: String)
        /// Something to say in a toast.
        case toast(String)
    }

    /// The question, its chooser, and whether the app may end.
    public struct Rendering {
        /// The question shown, if any.
        public var question: NotesRendering.EndingQuestion?
        /// The Save As… chooser, while it shows.
        public var fileChooser: FileChooserRequest?
        /// Whether the user answered so that the app may end now.
        public var confirmed: Bool
        /// Asks the question (a quit or close is held).
        public var onEndingRequested: () -> Void

        /// A rendering from its parts.
        public init(question: NotesRendering.EndingQuestion? = nil, fileChooser: FileChooserRequest? = nil, confirmed: Bool = false,
                    onEndingRequested: @escaping () -> Void = {}) {
            self.question = question
            self.fileChooser = fileChooser
            self.confirmed = confirmed
            self.onEndingRequested = onEndingRequested
        }
    }

    /// Nothing asked.
    public func makeInitialState() -> State { State() }

    /// Writes a copy Save As… asked for, and renders the question or its chooser.
    public func render(state: State, context: RenderContext<NotesEndingWorkflow>) -> Rendering {
        if let export = state.export {
            WriteFileWorker(path: export.destination, text: export.text, revision: export.number)
                .running(in: context, key: "export") { NotesEndingAction.exported(number: export.number, $0) }
        }
        let sink = context.makeSink(of: NotesEndingAction.self)
        var rendering = Rendering(confirmed: state.confirmed, onEndingRequested: { sink.send(.requested) })
        if let path = state.savingAs {
            let title = unwritable.first { $0.path == path }.map { NoteText($0.text).title } ?? NoteText.untitled
            rendering.fileChooser = FileChooserRequest(
                title: "Save Note As", mode: .save(suggestedName: NoteFileName.make(for: NoteFileName.plainTitle(title), taken: [])),
                filters: [FileChooserFilter(name: "Markdown", patterns: ["*.md"])], initialFolder: folderPath,
                onResult: { sink.send(.saveAsChosen(path: path, $0)) })
        } else if state.asks, state.export == nil, !unwritable.isEmpty {
            rendering.question = NotesRendering.EndingQuestion(
                titles: unwritable.map { NoteText($0.text).title }, conflicts: unwritable.filter(\.isConflict).count,
                onSaveAs: { sink.send(.answered(.saveAs)) },
                onDiscard: { sink.send(.answered(.discard)) },
                onCancel: { sink.send(.answered(.cancel)) })
        }
        return rendering
    }
}
