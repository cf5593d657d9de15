import NotesCore
import Workflow
import WorkflowPlatform

/// The preferences, a child of `NotesWorkflow`: the editor's font size and monospace switch,
/// the colour scheme, the sheet that shows them, and the list's order — which the parent
/// keeps (it sorts the notes), so a change of it is this child's output. Follows the
/// settings (whoever changes them), writes each of the user's changes once, and keeps where
/// the user is (`place`) for the next launch.
public struct NotesPreferencesWorkflow: Workflow {
    /// The preferences kept in GSettings (`NotesSettings`); nil: the defaults, for this run only.
    public var settings: SettingsStore?
    /// The list's order now (the parent's).
    public var sortOrder: NoteSortOrder
    /// The font size to start with.
    public var fontSize: Int
    /// The colour scheme to start with.
    public var style: NoteStyle
    /// The folder shown once it was read, and the note selected there: written to the
    /// settings as the place to come back to; nil while the folder is being read.
    public var place: (folder: String, note: String?)?

    /// The preferences of `settings`, starting from `fontSize` and `style`.
    public init(settings: SettingsStore?, sortOrder: NoteSortOrder, fontSize: Int = NotesSettings.defaultFontSize,
                style: NoteStyle = .followSystem, place: (folder: String, note: String?)? = nil) {
        self.settings = settings
        self.sortOrder = sortOrder
        self.fontSize = fontSize
        self.style = style
        self.place = place
    }

    /// What the preferences remember.
    public struct State: Equatable {
        /// The editor's font size in points.
        public var fontSize: Int
        /// The colour scheme.
        public var style: NoteStyle
        /// Whether the editor sets the text in a monospace font (not kept between runs).
        public var isMonospace = false
        /// Whether the preferences sheet shows.
        public var showsPreferences = false
        /// Counts the user's changes of each preference (by key name), each written once.
        public var settingWrites: [String: Int] = [:]

        /// Preferences starting at `fontSize` and `style`.
        public init(fontSize: Int, style: NoteStyle) {
            self.fontSize = fontSize
            self.style = style
        }
    }

    /// What the parent hears.
    public enum Output: Equatable, Sendable {
        /// The list's order changed (the user chose it, or the setting changed).
        case sortOrder(NoteSortOrder)
    }

    /// What the window shows of the preferences, and what the user can change.
    public struct Rendering {
        /// The editor's font size in points.
        public var fontSize: Int
        /// The colour scheme.
        public var style: NoteStyle
        /// Whether the editor uses a monospace font.
        public var isMonospace: Bool
        /// Whether the preferences sheet shows.
        public var showsPreferences: Bool
        /// Shows (true) or closes (false) the preferences.
        public var onShowPreferences: (Bool) -> Void
        /// The user chose another font size.
        public var onFontSizeChange: (Int) -> Void
        /// The user chose another colour scheme.
        public var onStyleChange: (NoteStyle) -> Void
        /// The user chose another order for the list.
        public var onSortOrderChange: (NoteSortOrder) -> Void
        /// Switches the editor between a monospace and a proportional font.
        public var onToggleMonospace: () -> Void

        /// A rendering from its parts (the callbacks do nothing unless given).
        public init(fontSize: Int = NotesSettings.defaultFontSize, style: NoteStyle = .followSystem, isMonospace: Bool = false,
                    showsPreferences: Bool = false, onShowPreferences: @escaping (Bool) -> Void = { _ in },
                    onFontSizeChange: @escaping (Int) -> Void = { _ in }, onStyleChange: @escaping (NoteStyle) -> Void = { _ in },
                    onSortOrderChange: @escaping (NoteSortOrder) -> Void = { _ in }, onToggleMonospace: @escaping () -> Void = {}) {
            self.fontSize = fontSize
            self.style = style
            self.isMonospace = isMonospace
            self.showsPreferences = showsPreferences
            self.onShowPreferences = onShowPreferences
            self.onFontSizeChange = onFontSizeChange
            self.onStyleChange = onStyleChange
            self.onSortOrderChange = onSortOrderChange
            self.onToggleMonospace = onToggleMonospace
        }
    }

    /// The starting font size and colour scheme.
    public func makeInitialState() -> State {
        State(fontSize: fontSize, style: style)
    }

    /// Follows the settings, writes the user's changes, and renders the preferences.
    public func render(state: State, context: RenderContext<NotesPreferencesWorkflow>) -> Rendering {
        if let settings { renderSettings(settings, state: state, context: context) }
        let sink = context.makeSink(of: NotesPreferencesAction.self)
        return Rendering(
            fontSize: state.fontSize, style: state.style, isMonospace: state.isMonospace, showsPreferences: state.showsPreferences,
            onShowPreferences: { sink.send(.showPreferences($0)) },
            onFontSizeChange: { sink.send(.fontSize($0)) },
            onStyleChange: { sink.send(.style($0)) },
            onSortOrderChange: { sink.send(.sortOrder($0)) },
            onToggleMonospace: { sink.send(.toggleMonospace) })
    }

    private func renderSettings(_ settings: SettingsStore, state: State, context: RenderContext<NotesPreferencesWorkflow>) {
        SettingWorker(store: settings, key: NotesSettings.sortOrder)
            .running(in: context, key: "setting:sort-order") { NotesPreferencesAction.settingRead(.sortOrder, $0.map(\.rawValue)) }
        SettingWorker(store: settings, key: NotesSettings.style)
            .running(in: context, key: "setting:style") { NotesPreferencesAction.settingRead(.style, $0.map(\.rawValue)) }
        SettingWorker(store: settings, key: NotesSettings.fontSize)
            .running(in: context, key: "setting:font-size") { NotesPreferencesAction.settingRead(.fontSize, $0.map { String($0) }) }
        // Where the user is, kept for the next launch (each new value written once).
        if let place {
            context.writeSetting(place.folder, to: NotesSettings.lastFolder, in: settings, key: "write:last-folder:" + place.folder)
            let note = place.note ?? ""
            context.writeSetting(note, to: NotesSettings.lastNote, in: settings, key: "write:last-note:" + place.folder + "/" + note)
        }
        if let number = state.settingWrites[NotesSettings.sortOrder.name] {
            context.writeSetting(sortOrder, to: NotesSettings.sortOrder, in: settings, key: "write:sort-order:\(number)")
        }
        if let number = state.settingWrites[NotesSettings.style.name] {
            context.writeSetting(state.style, to: NotesSettings.style, in: settings, key: "write:style:\(number)")
        }
        if let number = state.settingWrites[NotesSettings.fontSize.name] {
            context.writeSetting(state.fontSize, to: NotesSettings.fontSize, in: settings, key: "write:font-size:\(number)")
        }
    }
}
