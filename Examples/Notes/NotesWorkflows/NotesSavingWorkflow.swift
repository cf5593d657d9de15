import Gtk
import Workflow
import WorkflowPlatform

/// The drafts' writes, a child of `NotesWorkflow` with no state of its own: for each draft
/// the parent passes, it waits for typing to pause (`AutosaveDelayWorker`) or writes the
/// draft (`WriteFileWorker`, ordered per note by the app's `FileWriteQueue`, replacing only
/// the version of the file the parent expects), and tells the parent when an autosave is
/// due and how a write ended.
///
/// Stateless on purpose: how a draft's saving stands (the revision being written and its
/// text, the revision whose write failed) is part of the parent's model, which reads it to
/// tell its own writes from another program's changes, to name a new note at its first
/// write and to say what is unsaved when the app ends. The child turns that model into
/// workers: a new revision renders a new delay, which replaces the one before.
public struct NotesSavingWorkflow: Workflow {
    /// No state: everything comes from the props.
    public typealias State = Void
    /// Nothing to show: the parent shows each draft's saving.
    public typealias Rendering = Void

    /// The drafts to save, in the order their workers are rendered (by path).
    public var saves: [Save]
    /// Orders the writes of a note (a later text is never overtaken by an earlier one).
    public var writes: FileWriteQueue
    /// How long typing must pause before a draft is written, in milliseconds.
    public var delay: Int

    /// The saving of `saves` through `writes`, autosaving after `delay` milliseconds.
    public init(saves: [Save], writes: FileWriteQueue, delay: Int) {
        self.saves = saves
        self.writes = writes
        self.delay = delay
    }

    /// What one draft needs now.
    public struct Save: Equatable, Sendable {
        /// The note's file path (drafts are kept by path).
        public var path: String
        /// What to do with it.
        public var step: Step

        /// The saving of the draft at `path`.
        public init(path: String, step: Step) {
            self.path = path
            self.step = step
        }
    }

    /// The two steps of saving a draft.
    public enum Step: Equatable, Sendable {
        /// Wait for typing to pause after `revision`, then report it due.
        case autosave(revision: Int)
        /// Write `text`, the draft's `revision`, over the file only if it is still `expecting`.
        case write(text: String, revision: Int, expecting: FileReplacement.Expectation)
    }

    /// What the parent hears.
    public enum Output: Equatable, Sendable {
        /// Typing paused for the delay after `revision` (nil: the wait was cancelled).
        case autosaveDue(path: String, revision: Int?)
        /// A write of a draft's revision finished.
        case written(path: String, revision: Int, Result<FileVersion, FileError>)
    }

    /// Runs a delay or a write for each draft.
    public func render(state: Void, context: RenderContext<NotesSavingWorkflow>) {
        for save in saves {
            let path = save.path
            switch save.step {
            case .autosave(let revision):
                AutosaveDelayWorker(milliseconds: delay, revision: revision)
                    .running(in: context, key: "autosave:" + path) { NotesSavingAction.autosaveDue(path: path, revision: $0) }
            case .write(let text, let revision, let expecting):
                WriteFileWorker(path: path, text: text, revision: revision, queue: writes, expecting: expecting)
                    .running(in: context, key: "write:" + path) { NotesSavingAction.written(path: path, revision: revision, $0) }
            }
        }
    }
}
