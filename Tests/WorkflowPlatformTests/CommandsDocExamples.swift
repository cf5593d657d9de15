import Gtk
import GtkTestSupport
import Workflow
import WorkflowPlatform
import WorkflowUI

// The examples of Commands.md and the commands' doc comments, compiled as written
// (DocExamplesTests checks that each block appears in a compiled file).

/// A notes list with window commands (New Note, Keyboard Shortcuts) and a command of the
/// note (Delete Note, also in its context menu, enabled while a note is selected).
struct NotesCommandsWorkflow: Workflow {
    struct State: Equatable {
        var notes: [String] = ["Groceries", "Ideas"]
        var selection: Int? = 0
    }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = NotesCommandsWorkflow
        case newNote
        case deleteSelected
        case select(Int?)

        func apply(toState state: inout State, context: ApplyContext<NotesCommandsWorkflow>) -> Never? {
            switch self {
            case .newNote:
                state.notes.append("Note \(state.notes.count + 1)")
            case .deleteSelected:
                if let index = state.selection { state.notes.remove(at: index) }
                state.selection = nil
            case .select(let index):
                state.selection = index
            }
            return nil
        }
    }

    var initialState = State()

    func makeInitialState() -> State { initialState }

    func render(state: State, context: RenderContext<NotesCommandsWorkflow>) -> CommandScreen<CommandScreen<TextScreen>> {
        let sink = context.makeSink(of: Action.self)
        let list = TextScreen(text: state.notes.joined(separator: "\n"))
        let content = list.commands([
            Command(id: "delete-note", title: "Delete Note", shortcut: "Delete", iconName: "user-trash-symbolic",
                    section: "Note", isEnabled: state.selection != nil) { sink.send(.deleteSelected) }
        ], contextMenu: true)
        return content.commands([
            Command(id: "new-note", title: "New Note", shortcut: "<Control>n", section: "Notes") { sink.send(.newNote) },
            .keyboardShortcuts(),
        ])
    }
}

// MARK: - Notifications

/// An export that notifies when it is done; the user's click or button comes back as an action.
struct ExportNotifyWorkflow: Workflow {
    var notifications: NotificationService

    struct State: Equatable {
        var finishedExport: Int?
        var responses: [NotificationResponse] = []
        var withdrawals = 0
    }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = ExportNotifyWorkflow
        case exported(Int)
        case notificationResponse(NotificationResponse)
        case dismiss

        func apply(toState state: inout State, context: ApplyContext<ExportNotifyWorkflow>) -> Never? {
            switch self {
            case .exported(let count): state.finishedExport = count
            case .notificationResponse(let response): state.responses.append(response)
            case .dismiss:
                state.finishedExport = nil
                state.withdrawals += 1
            }
            return nil
        }
    }

    struct Rendering {
        var state: State
        var exported: (Int) -> Void
        var dismiss: () -> Void
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<ExportNotifyWorkflow>) -> Rendering {
        let sink = context.makeSink(of: Action.self)
        if let done = state.finishedExport {
            context.postNotification(AppNotification(id: "export-done", title: "Export finished",
                                                     body: "\(done) notes exported.", defaultResponse: "open"),
                                     with: notifications, key: "post-export-\(done)")
        }
        NotificationResponseWorker(service: notifications).rendered(in: context, key: "responses") { response in
            Action.notificationResponse(response)
        }
        if state.finishedExport == nil && state.withdrawals > 0 {
            context.withdrawNotification(id: "export-done", with: notifications, key: "withdraw-\(state.withdrawals)")
        }
        return Rendering(state: state, exported: { sink.send(.exported($0)) }, dismiss: { sink.send(.dismiss) })
    }
}

/// The notification examples that are values.
@MainActor
enum NotificationDocExamples {
    /// AppNotification's example: a notification with a default response and a button.
    static let exportDone = AppNotification(id: "export-done", title: "Export finished", body: "12 notes exported.",
                                            defaultResponse: "open", buttons: [.init(label: "Show Folder", response: "show-folder")])

    /// NotificationService's example: one service per application.
    static func service(for application: Application) -> NotificationService {
        let notifications = NotificationService(application: application)
        return notifications
    }
}
