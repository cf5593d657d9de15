import Foundation
import NotesCore
import NotesWorkflows
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting

@MainActor
@Suite("Notes preferences (a child workflow)")
struct NotesPreferencesWorkflowTests {
    @Test("the rendering opens and closes the preferences; each change is kept and counted for one write")
    func changes() {
        let workflow = NotesPreferencesWorkflow(settings: nil, sortOrder: .newestFirst, fontSize: 14, style: .dark)
        var state = workflow.makeInitialState()
        #expect(state.fontSize == 14 && state.style == .dark, "the workflow's starting values")
        workflow.renderTester(initialState: state)
            .render { rendering in
                #expect(!rendering.showsPreferences && rendering.fontSize == 14 && rendering.style == .dark)
                rendering.onShowPreferences(true)
            }
            .verifyState { #expect($0.showsPreferences) }
            .assertNoOutput()
        workflow.renderTester(initialState: state)
            .render { $0.onSortOrderChange(.byTitle) }
            .assert(output: .sortOrder(.byTitle))
            .verifyState { #expect($0.settingWrites == ["sort-order": 1]) }
        workflow.renderTester(initialState: state)
            .render { $0.onSortOrderChange(.newestFirst) }
            .assertNoOutput()
            .verifyState { #expect($0.settingWrites.isEmpty, "the order shown is no change") }
        for action in [NotesPreferencesAction.fontSize(18), .style(.light), .fontSize(18), .fontSize(99), .toggleMonospace] {
            _ = action.apply(toState: &state)
        }
        #expect(state.fontSize == 18 && state.style == .light && state.isMonospace)
        #expect(state.settingWrites == ["font-size": 1, "style": 1], "the same value, or one out of range, writes nothing")
        _ = NotesPreferencesAction.showPreferences(false).apply(toState: &state)
        #expect(!state.showsPreferences)
    }

    @Test("a stored value read from the settings becomes the state's (the order goes to the parent); an unknown or out-of-range value and a failure keep it")
    func settingReads() {
        let workflow = NotesPreferencesWorkflow(settings: nil, sortOrder: .newestFirst)
        var state = workflow.makeInitialState()
        #expect(NotesPreferencesAction.settingRead(.sortOrder, .success("by-title")).apply(toState: &state) == .sortOrder(.byTitle))
        _ = NotesPreferencesAction.settingRead(.style, .success("dark")).apply(toState: &state)
        _ = NotesPreferencesAction.settingRead(.fontSize, .success("20")).apply(toState: &state)
        #expect(state.style == .dark && state.fontSize == 20)
        _ = NotesPreferencesAction.settingRead(.style, .success("purple")).apply(toState: &state)
        _ = NotesPreferencesAction.settingRead(.fontSize, .success("200")).apply(toState: &state)
        #expect(NotesPreferencesAction.settingRead(.sortOrder, .success("sideways")).apply(toState: &state) == nil)
        #expect(NotesPreferencesAction.settingRead(.sortOrder, .failure(.missingKey("sort-order"))).apply(toState: &state) == nil)
        #expect(state.style == .dark && state.fontSize == 20)
        #expect(state.settingWrites.isEmpty, "a value read is not written back")
    }

    @Test("the parent passes its order down and takes the child's: the list is sorted again; the rendering carries the child's preferences")
    func parent() {
        let folder = NotesFolder(url: URL(fileURLWithPath: "/notes"))
        var state = NotesWorkflow(folder: folder).makeInitialState()
        _ = NotesAction.folder(.loading(.listed(.success(NotesListing([]))))).apply(toState: &state)
        _ = NotesAction.folder(.loading(.finished)).apply(toState: &state)
        NotesWorkflow(folder: folder, fontSize: 16).renderTester(initialState: state)
            .expectWorkflow(type: NotesEndingWorkflow.self, key: "ending", producingRendering: .init())
            .expectWorkflow(type: NotesSearchWorkflow.self, key: "search", producingRendering: .init())
            .expectWorkflow(type: NotesPreferencesWorkflow.self, key: "preferences",
                            producingRendering: .init(fontSize: 16, style: .dark, isMonospace: true, showsPreferences: true),
                            producingOutput: .sortOrder(.byTitle)) { child in
                #expect(child.sortOrder == .newestFirst && child.fontSize == 16)
                #expect(child.place?.folder == "/notes" && child.place?.note == nil, "where the user is, once the folder is read")
            }
            .expectWorkflow(type: NotesRecoveryWorkflow.self, key: "recovery", producingRendering: .init())
            .expectWorkflow(type: NotesTrashWorkflow.self, key: "trash", producingRendering: .init())
            .expectWorkflow(type: NotesTransferWorkflow.self, key: "transfer", producingRendering: .init())
            .expectingIdleFolderAndSaving()
            .render { rendering in
                #expect(rendering.fontSize == 16 && rendering.style == .dark && rendering.isMonospace && rendering.showsPreferences)
            }
            .verifyState { #expect($0.sortOrder == .byTitle) }
    }
}
