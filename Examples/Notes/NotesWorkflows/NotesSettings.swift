import Foundation
import Gtk
import NotesCore
import WorkflowPlatform

extension NoteSortOrder: SettingEnum {}

/// The window's colour scheme (a setting): follow the system, or always light or dark.
public enum NoteStyle: String, SettingEnum {
    /// The system's preference.
    case followSystem = "follow"
    /// Always light.
    case light
    /// Always dark.
    case dark
}

/// Notes' GSettings schema `dev.workflowgtk.Notes` (Examples/Notes/data): its keys, and
/// opening it without crashing when it is not installed.
public enum NotesSettings {
    /// The schema's id.
    public static let schemaID = "dev.workflowgtk.Notes"
    /// The list's order.
    public static let sortOrder = SettingKey<NoteSortOrder>("sort-order")
    /// The editor's font size in points (8…32).
    public static let fontSize = SettingKey<Int>("font-size")
    /// The colour scheme.
    public static let style = SettingKey<NoteStyle>("style")
    /// The folder last shown (empty: the default folder).
    public static let lastFolder = SettingKey<String>("last-folder")
    /// The note last selected (empty: none).
    public static let lastNote = SettingKey<String>("last-note")
    /// The editor's font size without a stored one.
    public static let defaultFontSize = 12
    /// The font sizes offered.
    public static let fontSizes = 8...32

    /// Where the user was when the app was last used: the folder (if it still exists) and the
    /// note selected there (nil: none); nil when nothing is stored.
    @MainActor
    public static func lastPlace(in store: SettingsStore) -> (folder: NotesFolder, note: String?)? {
        guard case .success(let path) = store.value(lastFolder), !path.isEmpty else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        let note = (try? store.value(lastNote).get()).flatMap { $0.isEmpty ? nil : $0 }
        return (NotesFolder(url: URL(fileURLWithPath: path)), note)
    }

    /// The settings store, or nil and one line saying the schema is missing and how to
    /// install it (the app then runs with the defaults and keeps nothing). `schema` is
    /// Notes' unless a test asks for another.
    @MainActor
    public static func open(folders: [String], backend: Settings.Backend? = nil,
                            schema: String = NotesSettings.schemaID) -> (store: SettingsStore?, problem: String?) {
        do {
            return (try SettingsStore(schemaID: schema, folders: folders, backend: backend), nil)
        } catch {
            return (nil, "notes: \(error) Until then, preferences are not kept (Notes uses the defaults).")
        }
    }
}
