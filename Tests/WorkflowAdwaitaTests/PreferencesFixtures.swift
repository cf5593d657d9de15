import Foundation
import Gtk
import GtkTestSupport
import Workflow
import WorkflowAdwaita
import WorkflowPlatform
import WorkflowUI

/// A notes app's preferences as plain state: the names the preferences examples use.
struct NotesPreferences: Equatable {
    enum SortOrder: String, CaseIterable, SettingEnum { case title, modified, created }
    enum Style: String, CaseIterable, SettingEnum { case follow, light, dark }

    var sortOrder = SortOrder.modified
    var showsPreviews = true
    var fontSize = 14
    var style = Style.follow
    var defaultTitle = "Untitled"

    /// The title of a sort order in the combo row.
    static func title(_ order: SortOrder) -> String {
        switch order {
        case .title: "Title"
        case .modified: "Last Modified"
        case .created: "Date Created"
        }
    }

    /// The title of a style in the combo row.
    static func title(_ style: Style) -> String {
        switch style {
        case .follow: "Follow System"
        case .light: "Light"
        case .dark: "Dark"
        }
    }

    /// The preferences screen for `self`, each change sent to `change`.
    func screen(change: @escaping (@escaping @Sendable (inout NotesPreferences) -> Void) -> Void) -> PreferencesScreen {
        PreferencesScreen(pages: [
            .init(title: "General", iconName: "emblem-system-symbolic", groups: [
                .init(title: "Notes", rows: [
                    .choice(title: "Sort By", selected: sortOrder, titles: NotesPreferences.title,
                            onChange: { order in change { $0.sortOrder = order } }),
                    .toggle(title: "Show Previews", subtitle: "The first line of each note under its title", isOn: showsPreviews,
                            onChange: { isOn in change { $0.showsPreviews = isOn } }),
                ]),
                .init(title: "Editor", rows: [
                    .number(title: "Font Size", value: fontSize, range: 8...32,
                            onChange: { size in change { $0.fontSize = size } }),
                    .text(title: "Default Title", text: defaultTitle,
                          onChange: { title in change { $0.defaultTitle = title } }),
                ]),
            ]),
            .init(title: "Appearance", iconName: "applications-graphics-symbolic", groups: [
                .init(title: "Style", description: "How notes look", rows: [
                    .choice(title: "Style", selected: style, titles: NotesPreferences.title,
                            onChange: { style in change { $0.style = style } }),
                ]),
            ]),
        ])
    }
}

/// What a test's workflow rendered last.
@MainActor
final class RenderedPreferences {
    var values: NotesPreferences?
}

/// Preferences kept in the workflow's state.
struct PreferencesStateWorkflow: Workflow {
    var initialState = NotesPreferences()
    /// Told each rendered state.
    var observer: RenderedPreferences?

    func makeInitialState() -> NotesPreferences { initialState }

    func render(state: NotesPreferences, context: RenderContext<PreferencesStateWorkflow>) -> PreferencesScreen {
        let sink = context.makeStateMutationSink()
        observer?.values = state
        return state.screen { change in sink.send(change) }
    }
}

/// The notes app's settings schema, compiled into a temporary folder.
enum NotesSettings: TestSchema {
    static let schemaID = "org.workflowgtk.tests.NotesPreferences"
    static let showsPreviews = SettingKey<Bool>("show-previews")
    static let fontSize = SettingKey<Int>("font-size")
    static let style = SettingKey<NotesPreferences.Style>("style")

    static let schema = """
    <?xml version="1.0" encoding="UTF-8"?>
    <schemalist>
      <enum id="org.workflowgtk.tests.NotesStyle">
        <value nick="follow" value="0"/>
        <value nick="light" value="1"/>
        <value nick="dark" value="2"/>
      </enum>
      <schema id="org.workflowgtk.tests.NotesPreferences" path="/org/workflowgtk/tests/notes-preferences/">
        <key name="show-previews" type="b"><default>true</default></key>
        <key name="font-size" type="i"><range min="8" max="32"/><default>14</default></key>
        <key name="style" enum="org.workflowgtk.tests.NotesStyle"><default>'follow'</default></key>
      </schema>
    </schemalist>
    """
}

/// Preferences that follow a `SettingsStore`: each shown value comes from a `SettingWorker`,
/// each change is written as a side effect and comes back through the worker.
struct SettingsPreferencesWorkflow: Workflow {
    var store: SettingsStore

    struct State {
        var preferences = NotesPreferences()
        var pendingWrite: ((SettingsStore) -> Void)?
        var writes = 0
    }

    enum Action: WorkflowAction {
        typealias WorkflowType = SettingsPreferencesWorkflow
        case read((inout NotesPreferences) -> Void)

        func apply(toState state: inout State, context: ApplyContext<SettingsPreferencesWorkflow>) -> Never? {
            guard case .read(let change) = self else { return nil }
            change(&state.preferences)
            return nil
        }
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<SettingsPreferencesWorkflow>) -> PreferencesScreen {
        SettingWorker(store: store, key: NotesSettings.showsPreviews).rendered(in: context, key: "previews") { value in
            Action.read { if case .success(let isOn) = value { $0.showsPreviews = isOn } }
        }
        SettingWorker(store: store, key: NotesSettings.fontSize).rendered(in: context, key: "font") { value in
            Action.read { if case .success(let size) = value { $0.fontSize = size } }
        }
        SettingWorker(store: store, key: NotesSettings.style).rendered(in: context, key: "style") { value in
            Action.read { if case .success(let style) = value { $0.style = style } }
        }
        if let write = state.pendingWrite {
            let store = store
            context.runSideEffect(key: "write-\(state.writes)") { _ in write(store) }
        }
        let sink = context.makeStateMutationSink()
        let shown = state.preferences
        return shown.screen { change in
            var wanted = shown
            change(&wanted)
            sink.send { state in
                // Shown at once; the store's answer comes back through the workers.
                state.preferences = wanted
                state.writes += 1
                state.pendingWrite = { store in
                    if wanted.showsPreviews != shown.showsPreviews { store.set(wanted.showsPreviews, for: NotesSettings.showsPreviews) }
                    if wanted.fontSize != shown.fontSize { store.set(wanted.fontSize, for: NotesSettings.fontSize) }
                    if wanted.style != shown.style { store.set(wanted.style, for: NotesSettings.style) }
                }
            }
        }
    }
}
