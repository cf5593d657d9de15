import Gtk
import NotesWorkflows
import Testing
import Workflow
import WorkflowTesting

extension RenderTester where WorkflowType == NotesWorkflow {
    /// Expects `NotesWorkflow`'s children, each rendering as given (by default as it starts:
    /// nothing asked about ending, nothing searched, the default preferences, nothing recovered,
    /// nothing deleted, nothing imported or exported, the folder not being read). A test of the
    /// parent states what its children render and what it asks of its I/O children: the notes
    /// the folder child reads again (`rereads`), whether it watches the folder (`watches`), and
    /// the drafts the saving child saves (`saves`; none by default); `folderOutput` and
    /// `savingOutput` are what those children report. The children's own behaviour is tested
    /// with their own testers.
    @MainActor
    func expectingChildren(ending: NotesEndingWorkflow.Rendering = .init(),
                           search: NotesSearchWorkflow.Rendering = .init(),
                           preferences: NotesPreferencesWorkflow.Rendering = .init(),
                           recovery: NotesRecoveryWorkflow.Rendering = .init(),
                           trash: NotesTrashWorkflow.Rendering = .init(),
                           transfer: NotesTransferWorkflow.Rendering = .init(),
                           folder: NotesFolderWorkflow.Rendering = .init(),
                           folderOutput: NotesFolderWorkflow.Output? = nil,
                           rereads: [String: Int] = [:],
                           watches: Bool = false,
                           saves: [NotesSavingWorkflow.Save] = [],
                           savingOutput: NotesSavingWorkflow.Output? = nil,
                           sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        expectWorkflow(type: NotesEndingWorkflow.self, key: "ending", producingRendering: ending)
            .expectWorkflow(type: NotesSearchWorkflow.self, key: "search", producingRendering: search)
            .expectWorkflow(type: NotesPreferencesWorkflow.self, key: "preferences", producingRendering: preferences)
            .expectWorkflow(type: NotesRecoveryWorkflow.self, key: "recovery", producingRendering: recovery)
            .expectWorkflow(type: NotesTrashWorkflow.self, key: "trash", producingRendering: trash)
            .expectWorkflow(type: NotesTransferWorkflow.self, key: "transfer", producingRendering: transfer)
            .expectWorkflow(type: NotesFolderWorkflow.self, key: "folder", producingRendering: folder, producingOutput: folderOutput) {
                #expect($0.rereads == rereads, "the notes the folder child reads again", sourceLocation: sourceLocation)
                #expect($0.watches == watches, "whether the folder child watches the folder", sourceLocation: sourceLocation)
            }
            .expectWorkflow(type: NotesSavingWorkflow.self, key: "saving", producingRendering: (), producingOutput: savingOutput) {
                #expect($0.saves == saves, "the drafts the saving child saves", sourceLocation: sourceLocation)
            }
    }

    /// Expects the folder and saving children idle (not reading, no note to read again, no
    /// draft to save), for a test that lists the other children itself.
    @MainActor
    func expectingIdleFolderAndSaving() -> Self {
        expectWorkflow(type: NotesFolderWorkflow.self, key: "folder", producingRendering: .init()) {
            #expect($0.rereads.isEmpty && !$0.watches)
        }
        .expectWorkflow(type: NotesSavingWorkflow.self, key: "saving", producingRendering: ()) { #expect($0.saves.isEmpty) }
    }
}

extension NotesSavingWorkflow.Save {
    /// The autosave delay of the draft at `path`, for `revision`.
    static func autosave(_ path: String, _ revision: Int) -> Self {
        Self(path: path, step: .autosave(revision: revision))
    }

    /// The write of `text`, the draft at `path`'s `revision`, over the file only if it is `expecting`.
    static func write(_ path: String, _ text: String, _ revision: Int, expecting: FileReplacement.Expectation = .anything) -> Self {
        Self(path: path, step: .write(text: text, revision: revision, expecting: expecting))
    }
}
