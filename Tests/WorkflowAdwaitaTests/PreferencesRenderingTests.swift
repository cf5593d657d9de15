import Testing
import Workflow
import WorkflowAdwaita
import WorkflowTesting

/// A preferences screen is a rendering: a workflow's test reads its rows and changes them
/// without a window.
@MainActor
@Suite("Preferences as a rendering (headless)")
struct PreferencesRenderingTests {
    /// The row titled `title` of `screen`.
    func row(_ title: String, in screen: PreferencesScreen) throws -> PreferencesScreen.Row {
        try #require(screen.pages.flatMap { $0.groups.flatMap(\.rows) }.first { $0.title == title })
    }

    @Test("each row shows the state's value; a change through its control comes back as the new state")
    func changesComeBack() throws {
        try PreferencesStateWorkflow().renderTester()
            .render { screen in
                guard case .toggle(let isOn, let onChange) = try row("Show Previews", in: screen).control else {
                    Issue.record("Show Previews is a toggle"); return
                }
                #expect(isOn)
                onChange(false)
            }
            .assert(state: NotesPreferences(showsPreviews: false))
        try PreferencesStateWorkflow().renderTester()
            .render { screen in
                guard case .choice(let options, let selected, let onChange) = try row("Style", in: screen).control else {
                    Issue.record("Style is a choice"); return
                }
                #expect(options == ["Follow System", "Light", "Dark"] && selected == 0)
                onChange(2)
            }
            .assert(state: NotesPreferences(style: .dark))
        try PreferencesStateWorkflow().renderTester()
            .render { screen in
                guard case .number(let value, let range, let step, let digits, let onChange) = try row("Font Size", in: screen).control else {
                    Issue.record("Font Size is a number"); return
                }
                #expect(value == 14 && range == 8...32 && step == 1 && digits == 0)
                onChange(18)
            }
            .assert(state: NotesPreferences(fontSize: 18))
    }

    @Test("a choice of an enumeration ignores an index past its cases")
    func choiceOutOfRange() throws {
        try PreferencesStateWorkflow().renderTester()
            .render { screen in
                guard case .choice(_, _, let onChange) = try row("Sort By", in: screen).control else { return }
                onChange(7)
            }
            .assert(state: NotesPreferences())
    }
}
