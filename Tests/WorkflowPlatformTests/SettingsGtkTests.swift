import Foundation
import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowPlatform
import WorkflowUITesting

/// A library's settings: one key of each type, compiled into a temporary schema folder.
enum LibrarySettings: TestSchema {
    static let schemaID = "org.workflowgtk.tests.Library"
    static let showCovers = SettingKey<Bool>("show-covers")
    static let columns = SettingKey<Int>("columns")
    static let zoom = SettingKey<Double>("zoom")
    static let title = SettingKey<String>("title")
    static let sortOrder = SettingKey<SortOrder>("sort-order")
    static let recent = SettingKey<[String]>("recent")

    enum SortOrder: String, SettingEnum { case title, author, added }

    static let schema = """
    <?xml version="1.0" encoding="UTF-8"?>
    <schemalist>
      <enum id="org.workflowgtk.tests.SortOrder">
        <value nick="title" value="0"/>
        <value nick="author" value="1"/>
        <value nick="added" value="2"/>
      </enum>
      <schema id="org.workflowgtk.tests.Library" path="/org/workflowgtk/tests/library/">
        <key name="show-covers" type="b"><default>true</default></key>
        <key name="columns" type="i"><range min="1" max="6"/><default>3</default></key>
        <key name="zoom" type="d"><default>1.0</default></key>
        <key name="title" type="s"><default>'Books'</default></key>
        <key name="sort-order" enum="org.workflowgtk.tests.SortOrder"><default>'title'</default></key>
        <key name="recent" type="as"><default>[]</default></key>
      </schema>
    </schemalist>
    """
}

/// Follows the sort order and writes it: the names the settings examples use.
struct SortOrderWorkflow: Workflow {
    var store: SettingsStore

    struct State: Equatable {
        var order: LibrarySettings.SortOrder?
        var failure: SettingError?
        var pendingWrite: LibrarySettings.SortOrder?
        var writes = 0
    }

    struct Rendering {
        var state: State
        var choose: (LibrarySettings.SortOrder) -> Void
    }

    enum Action: WorkflowAction {
        typealias WorkflowType = SortOrderWorkflow
        case sortOrderRead(Result<LibrarySettings.SortOrder, SettingError>)

        func apply(toState state: inout State, context: ApplyContext<SortOrderWorkflow>) -> Never? {
            switch self {
            case .sortOrderRead(.success(let order)): state.order = order
            case .sortOrderRead(.failure(let error)): state.failure = error
            }
            return nil
        }
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<SortOrderWorkflow>) -> Rendering {
        let sink = context.makeStateMutationSink()
        SettingWorker(store: store, key: LibrarySettings.sortOrder).rendered(in: context, key: "sort") { order in Action.sortOrderRead(order) }
        if let order = state.pendingWrite {
            context.writeSetting(order, to: LibrarySettings.sortOrder, in: store, key: "write-\(state.writes)")
        }
        return Rendering(state: state, choose: { order in sink.send { $0.writes += 1; $0.pendingWrite = order } })
    }
}

/// Typed settings on GIO's memory and key-file backends, followed by a worker on the GLib loop.
@MainActor
@Suite("Typed settings (GLib loop)", .gtk)
struct SettingsGtkTests {
    @Test("every key type reads its default and round-trips a written value; an out-of-range value is refused")
    func typedRoundTrip() async throws {
        let folder = try await LibrarySettings.compiledSchemaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SettingsStore(schemaID: LibrarySettings.schemaID, folders: [folder.path], backend: .memory())
        #expect(try store.value(LibrarySettings.showCovers).get() == true)
        #expect(try store.value(LibrarySettings.columns).get() == 3)
        #expect(try store.value(LibrarySettings.zoom).get() == 1.0)
        #expect(try store.value(LibrarySettings.title).get() == "Books")
        #expect(try store.value(LibrarySettings.sortOrder).get() == .title)
        #expect(try store.value(LibrarySettings.recent).get() == [])
        try store.set(false, for: LibrarySettings.showCovers).get()
        try store.set(5, for: LibrarySettings.columns).get()
        try store.set(1.5, for: LibrarySettings.zoom).get()
        try store.set("Shelf", for: LibrarySettings.title).get()
        try store.set(.author, for: LibrarySettings.sortOrder).get()
        try store.set(["a.txt", "b.md"], for: LibrarySettings.recent).get()
        #expect(try store.value(LibrarySettings.showCovers).get() == false)
        #expect(try store.value(LibrarySettings.columns).get() == 5)
        #expect(try store.value(LibrarySettings.zoom).get() == 1.5)
        #expect(try store.value(LibrarySettings.title).get() == "Shelf")
        #expect(try store.value(LibrarySettings.sortOrder).get() == .author)
        #expect(try store.value(LibrarySettings.recent).get() == ["a.txt", "b.md"])
        guard case .failure(let refused) = store.set(9, for: LibrarySettings.columns) else {
            Issue.record("9 columns were accepted beyond the range 1...6"); return
        }
        #expect(refused == .refused(key: "columns", value: "9"))
        #expect(try store.value(LibrarySettings.columns).get() == 5, "the refused value changed nothing")
    }

    @Test("a key the schema lacks or of another type is an error value naming it, not an abort; a missing schema names the fix")
    func missingKeyAndSchema() async throws {
        let folder = try await LibrarySettings.compiledSchemaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SettingsStore(schemaID: LibrarySettings.schemaID, folders: [folder.path], backend: .memory())
        let missing = SettingKey<Int>("no-such-key")
        #expect(store.value(missing).failure == .missingKey("no-such-key"))
        #expect(store.set(1, for: missing).failure == .missingKey("no-such-key"))
        #expect(SettingError.missingKey("no-such-key").description.contains("no key no-such-key"))
        let mistyped = SettingKey<Int>("title")
        #expect(store.value(mistyped).failure == .wrongType(key: "title", expected: "i", actual: "s"))
        #expect(store.set(4, for: mistyped).failure == .wrongType(key: "title", expected: "i", actual: "s"))
        #expect(try store.value(LibrarySettings.title).get() == "Books", "the mistyped write changed nothing")
        #expect(store.set("nonsense", for: SettingKey<String>("sort-order")).failure == .refused(key: "sort-order", value: "nonsense"),
                "a nick the enumeration lacks is refused")
        #expect(throws: Settings.MissingSchema.self) {
            _ = try SettingsStore(schemaID: "org.workflowgtk.tests.Missing", folders: [folder.path], backend: .memory())
        }
    }

    @Test("the worker emits the current value, then each change, whoever writes it; the workflow's write comes back through it")
    func workerFollowsChanges() async throws {
        let folder = try await LibrarySettings.compiledSchemaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let backend = Settings.Backend.memory()
        let store = try SettingsStore(schemaID: LibrarySettings.schemaID, folders: [folder.path], backend: backend)
        let host = WorkflowHost(workflow: SortOrderWorkflow(store: store))
        try await UILoop.require("the current value") { host.rendering.state.order == .title }
        // Another GSettings on the same backend (another part of the app, another window).
        let other = try SettingsStore(schemaID: LibrarySettings.schemaID, folders: [folder.path], backend: backend)
        try other.set(.added, for: LibrarySettings.sortOrder).get()
        try await UILoop.require("the change made elsewhere") { host.rendering.state.order == .added }
        host.rendering.choose(.author)
        try await UILoop.require("the workflow's own write to come back") { host.rendering.state.order == .author }
        #expect(try other.value(LibrarySettings.sortOrder).get() == .author)
    }

    @Test("a store wrapping a Settings the app already opened shares its values and change notifications")
    func wrapsExistingSettings() async throws {
        let folder = try await LibrarySettings.compiledSchemaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = try Settings(schemaID: LibrarySettings.schemaID, folders: [folder.path], backend: .memory())
        let store = SettingsStore(settings)
        #expect(store.settings === settings, "the store uses the Settings it was given, not a second one")
        let host = WorkflowHost(workflow: SortOrderWorkflow(store: store))
        try await UILoop.require("the current value") { host.rendering.state.order == .title }
        try SettingsStore(settings).set(.added, for: LibrarySettings.sortOrder).get()
        try await UILoop.require("the change written through another wrapper of the same Settings") { host.rendering.state.order == .added }
        #expect(settings.integer("columns") == 3)
        try store.set(5, for: LibrarySettings.columns).get()
        #expect(settings.integer("columns") == 5, "a write through the store is the app's Settings' value")
    }

    @Test("the key-file backend in a temporary XDG_CONFIG_HOME-style folder keeps the values in its file, read back by a new store")
    func keyFileBackend() async throws {
        let folder = try await LibrarySettings.compiledSchemaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = try FileManager.default.makeTemporaryFolder("wgtk-config")
        defer { try? FileManager.default.removeItem(at: config) }
        let file = config.appendingPathComponent("glib-2.0/settings/keyfile").path
        do {
            let store = try SettingsStore(schemaID: LibrarySettings.schemaID, folders: [folder.path], backend: .keyFile(path: file))
            try store.set(.added, for: LibrarySettings.sortOrder).get()
            try store.set(["x.txt"], for: LibrarySettings.recent).get()
            Settings.sync()
        }
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("[org/workflowgtk/tests/library]"), "\(text)")
        #expect(text.contains("sort-order='added'"), "\(text)")
        let reopened = try SettingsStore(schemaID: LibrarySettings.schemaID, folders: [folder.path], backend: .keyFile(path: file))
        #expect(try reopened.value(LibrarySettings.sortOrder).get() == .added)
        #expect(try reopened.value(LibrarySettings.recent).get() == ["x.txt"])
    }
}

extension Result {
    /// The failure, or nil.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
