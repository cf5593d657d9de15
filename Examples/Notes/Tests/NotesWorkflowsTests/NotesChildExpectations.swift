import NotesWorkflows
import Workflow
import WorkflowTesting

extension RenderTester where WorkflowType == NotesWorkflow {
    /// Expects `NotesWorkflow`'s children, each rendering as given (by default as it starts:
    /// nothing asked about ending, nothing searched, the default preferences, nothing recovered,
    /// nothing deleted, nothing imported or exported). A test of the parent
    /// states what its children render; the children's own behaviour is tested with their
    /// own testers.
    func expectingChildren(ending: NotesEndingWorkflow.Rendering = .init(),
                           search: NotesSearchWorkflow.Rendering = .init(),
                           preferences: NotesPreferencesWorkflow.Rendering = .init(),
                           recovery: NotesRecoveryWorkflow.Rendering = .init(),
                           trash: NotesTrashWorkflow.Rendering = .init(),
                           transfer: NotesTransferWorkflow.Rendering = .init()) -> Self {
        expectWorkflow(type: NotesEndingWorkflow.self, key: "ending", producingRendering: ending)
            .expectWorkflow(type: NotesSearchWorkflow.self, key: "search", producingRendering: search)
            .expectWorkflow(type: NotesPreferencesWorkflow.self, key: "preferences", producingRendering: preferences)
            .expectWorkflow(type: NotesRecoveryWorkflow.self, key: "recovery", producingRendering: recovery)
            .expectWorkflow(type: NotesTrashWorkflow.self, key: "trash", producingRendering: trash)
            .expectWorkflow(type: NotesTransferWorkflow.self, key: "transfer", producingRendering: transfer)
    }
}
