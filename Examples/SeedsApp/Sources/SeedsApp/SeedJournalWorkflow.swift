import Gtk
import Workflow
import WorkflowPlatform
import WorkflowUI

/// The Journal tab: a garden journal, one line per entry, using the platform services through
/// the products. Import… asks for a text file in the file chooser and reads it with a file
/// worker; a text file or text dropped on the journal is added the same way; Export… asks for
/// a destination and writes the journal atomically, then posts a notification whose click
/// comes back here; Copy puts the journal on the clipboard. Each is also a command, in the
/// journal's context menu (right click, Menu) with its keyboard shortcut.
public struct SeedJournalWorkflow: Workflow {
    /// Posts "Journal exported" (nil: no notification, as in tests without an application).
    public var notifications: NotificationService?

    /// A journal posting its notifications through `notifications`.
    public init(notifications: NotificationService? = nil) {
        self.notifications = notifications
    }

    /// The question the file chooser asks.
    public enum Question: Equatable, Sendable {
        /// A text file to add to the journal.
        case importing
        /// Where to write the journal.
        case exporting
    }

    /// The journal and what it is doing.
    public struct State: Equatable, Sendable {
        /// The entries, oldest first.
        public var entries = ["Sowed basil indoors."]
        /// The question the chooser asks now, if any.
        public var question: Question?
        /// The file being read (chosen or dropped), if any.
        public var reading: String?
        /// The file being written, if any.
        public var writing: String?
        /// How many exports finished (names each notification's side effect).
        public var exports = 0
        /// How many copies were asked for (names each copy's side effect).
        public var copies = 0
        /// The last thing that happened, shown under the journal.
        public var status = ""

        /// An empty-handed journal with one entry.
        public init() {}
    }

    /// Starts with one entry.
    public func makeInitialState() -> State { State() }

    /// The commands' ids.
    public enum CommandID {
        /// Import… (Ctrl+O).
        public static let importText = "import-journal"
        /// Export… (Ctrl+E).
        public static let export = "export-journal"
        /// Copy Journal (Shift+Ctrl+C).
        public static let copy = "copy-journal"
    }

    /// What the workers and the notification bring back.
    public enum Action: WorkflowAction {
        public typealias WorkflowType = SeedJournalWorkflow
        /// A chosen or dropped file was read: its lines become entries.
        case read(Result<[UInt8], FileError>)
        /// The export was written.
        case wrote(Result<FileVersion, FileError>)
        /// The user clicked the "Journal exported" notification.
        case notificationClicked

        /// Applies the outcome to the journal.
        public func apply(toState state: inout State, context: ApplyContext<SeedJournalWorkflow>) -> Never? {
            switch self {
            case .read(let result):
                state.reading = nil
                switch result {
                case .success(let bytes):
                    let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
                    state.entries += lines
                    state.status = "Added \(lines.count) entries."
                case .failure(let error):
                    state.status = "\(error)"
                }
            case .wrote(let result):
                switch result {
                case .success:
                    state.exports += 1
                    state.status = "Exported to \(state.writing ?? "")."
                case .failure(let error):
                    state.status = "\(error)"
                }
                state.writing = nil
            case .notificationClicked:
                state.status = "Opened from the notification."
            }
            return nil
        }
    }

    /// The id of the notification posted after an export.
    public static let exportedNotificationID = "journal-exported"

    /// The journal screen with its commands and drop target, under the file chooser.
    public func render(state: State, context: RenderContext<SeedJournalWorkflow>)
        -> FileChooserContainerScreen<CommandScreen<DropTargetScreen<SeedJournalScreen>>> {
        let sink = context.makeStateMutationSink()
        if let path = state.reading {
            ReadFileWorker(path: path).rendered(in: context, key: "read-\(path)") { result in Action.read(result) }
        }
        if let path = state.writing {
            WriteFileWorker(path: path, text: state.entries.joined(separator: "\n") + "\n").rendered(in: context, key: "write-\(path)") { result in
                Action.wrote(result)
            }
        }
        if state.copies > 0 {
            context.copyToClipboard(state.entries.joined(separator: "\n"), key: "copy-\(state.copies)")
        }
        if let notifications {
            if state.exports > 0 {
                context.postNotification(AppNotification(id: Self.exportedNotificationID, title: "Journal exported",
                                                         body: "\(state.entries.count) entries.", defaultResponse: "open"),
                                         with: notifications, key: "exported-\(state.exports)")
            }
            NotificationResponseWorker(service: notifications, notificationID: Self.exportedNotificationID)
                .rendered(in: context, key: "responses") { _ in Action.notificationClicked }
        }
        let askImport = { sink.send { $0.question = .importing } }
        let askExport = { sink.send { $0.question = .exporting } }
        let copy = { sink.send { $0.copies += 1; $0.status = "Copied." } }
        let journal = SeedJournalScreen(entries: state.entries, status: state.status,
                                        onImport: askImport, onExport: askExport, onCopy: copy)
            .acceptingDrops(of: [.files, .text]) { content in
                sink.send { state in
                    switch content {
                    case .files(let paths): state.reading = paths.first
                    case .text(let text): state.entries.append(text); state.status = "Added a dropped entry."
                    }
                }
            }
            .commands([
                Command(id: CommandID.importText, title: "Import…", shortcut: "<Control>o", section: "Journal", perform: askImport),
                Command(id: CommandID.export, title: "Export…", shortcut: "<Control>e", section: "Journal", perform: askExport),
                Command(id: CommandID.copy, title: "Copy Journal", shortcut: "<Shift><Control>c", section: "Journal", perform: copy),
            ], contextMenu: true)
        return FileChooserContainerScreen(baseScreen: journal, fileChooser: state.question.map { question in
            FileChooserRequest(
                title: question == .importing ? "Import Entries" : "Export Journal",
                mode: question == .importing ? .openFile : .save(suggestedName: "Journal.txt"),
                filters: [FileChooserFilter(name: "Text", patterns: ["*.txt"])],
                onResult: { result in
                    sink.send { state in
                        state.question = nil
                        guard let path = result.paths.first else { return state.status = "Cancelled." }
                        if question == .importing { state.reading = path } else { state.writing = path }
                    }
                })
        })
    }
}
