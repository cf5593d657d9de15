import NotesCore
import Workflow
import WorkflowPlatform

/// What the user and the settings do to the preferences.
public enum NotesPreferencesAction: WorkflowAction, Equatable {
    public typealias WorkflowType = NotesPreferencesWorkflow

    /// The user opened (true) or closed (false) the preferences.
    case showPreferences(Bool)
    /// The user chose another font size.
    case fontSize(Int)
    /// The user chose another colour scheme.
    case style(NoteStyle)
    /// The user chose another order for the list.
    case sortOrder(NoteSortOrder)
    /// The user switched the editor's font between monospace and proportional.
    case toggleMonospace
    /// A setting's stored value, read or changed (by its nick or number as text), or why it
    /// cannot be read (the value stays).
    case settingRead(Preference, Result<String, SettingError>)

    /// A preference kept in the settings.
    public enum Preference: Sendable, Equatable {
        /// The list's order.
        case sortOrder
        /// The editor's font size.
        case fontSize
        /// The colour scheme.
        case style
    }

    /// Applies the action; a new order of the list goes to the parent.
    public func apply(toState state: inout NotesPreferencesWorkflow.State,
                      context: ApplyContext<NotesPreferencesWorkflow>) -> NotesPreferencesWorkflow.Output? {
        switch self {
        case .showPreferences(let shows):
            state.showsPreferences = shows
        case .fontSize(let size):
            guard state.fontSize != size, NotesSettings.fontSizes.contains(size) else { return nil }
            state.fontSize = size
            state.settingWrites[NotesSettings.fontSize.name, default: 0] += 1
        case .style(let style):
            guard state.style != style else { return nil }
            state.style = style
            state.settingWrites[NotesSettings.style.name, default: 0] += 1
        case .sortOrder(let order):
            guard context[workflowValue: \.sortOrder] != order else { return nil }
            state.settingWrites[NotesSettings.sortOrder.name, default: 0] += 1
            return .sortOrder(order)
        case .toggleMonospace:
            state.isMonospace.toggle()
        case .settingRead(let preference, .success(let value)):
            switch preference {
            case .sortOrder: return NoteSortOrder(rawValue: value).map { .sortOrder($0) }
            case .style: if let style = NoteStyle(rawValue: value) { state.style = style }
            case .fontSize: if let size = Int(value), NotesSettings.fontSizes.contains(size) { state.fontSize = size }
            }
        case .settingRead(_, .failure):
            break
        }
        return nil
    }
}
