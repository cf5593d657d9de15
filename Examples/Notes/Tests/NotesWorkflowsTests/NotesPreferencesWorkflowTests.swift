import Foundation
import NotesCore
import NotesWorkflows
import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting

@MainActor
@Suite("Notes workflow: preferences")
struct NotesPreferencesWorkflowTests {
    let folder = NotesFolder(url: URL(fileURLWithPath: "/notes"))

    @Test("the rendering opens and closes the preferences; each change is kept and counted for one write")
    func changes() {
        var state = NotesWorkflow(folder: folder, fontSize: 14, style: .dark).makeInitialState()
        #expect(state.fontSize == 14 && state.style == .dark, "the workflow's starting values")
        _ = NotesAction.loading(.listed(.success(NotesListing([])))).apply(toState: &state)
        _ = NotesAction.loading(.finished).apply(toState: &state)
        NotesWorkflow(folder: folder).renderTester(initialState: state)
            .render { rendering in
                #expect(!rendering.showsPreferences)
                rendering.onShowPreferences()
            }
            .verifyState { #expect($0.showsPreferences) }
        for action in [NotesAction.fontSize(18), .style(.light), .sortOrder(.byTitle), .fontSize(18), .fontSize(99)] {
            _ = action.apply(toState: &state)
        }
        #expect(state.fontSize == 18 && state.style == .light && state.sortOrder == .byTitle)
        #expect(state.settingWrites == ["font-size": 1, "style": 1, "sort-order": 1], "the same value, or one out of range, writes nothing")
        _ = NotesAction.showPreferences(false).apply(toState: &state)
        #expect(!state.showsPreferences)
    }

    @Test("a stored value read from the settings becomes the state's; an unknown or out-of-range value and a failure keep it")
    func settingReads() {
        var state = NotesWorkflow(folder: folder).makeInitialState()
        _ = NotesAction.settingRead(.sortOrder, .success("by-title")).apply(toState: &state)
        _ = NotesAction.settingRead(.style, .success("dark")).apply(toState: &state)
        _ = NotesAction.settingRead(.fontSize, .success("20")).apply(toState: &state)
        #expect(state.sortOrder == .byTitle && state.style == .dark && state.fontSize == 20)
        _ = NotesAction.settingRead(.style, .success("purple")).apply(toState: &state)
        _ = NotesAction.settingRead(.fontSize, .success("200")).apply(toState: &state)
        _ = NotesAction.settingRead(.sortOrder, .failure(.missingKey("sort-order"))).apply(toState: &state)
        #expect(state.sortOrder == .byTitle && state.style == .dark && state.fontSize == 20)
        #expect(state.settingWrites.isEmpty, "a value read is not written back")
    }
}
