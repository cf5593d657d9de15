import Gtk
import WorkflowUI

/// The journal's entries, the last thing that happened, and Import…, Export… and Copy.
public struct SeedJournalScreen: Screen {
    /// The entries, oldest first.
    public var entries: [String]
    /// The last thing that happened (empty: nothing yet).
    public var status: String
    /// Import… was clicked.
    public var onImport: () -> Void
    /// Export… was clicked.
    public var onExport: () -> Void
    /// Copy was clicked.
    public var onCopy: () -> Void

    /// Creates the screen.
    public init(entries: [String], status: String, onImport: @escaping () -> Void, onExport: @escaping () -> Void,
                onCopy: @escaping () -> Void) {
        self.entries = entries
        self.status = status
        self.onImport = onImport
        self.onExport = onExport
        self.onCopy = onCopy
    }

    /// Binds the screen to `SeedJournalViewController`.
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        SeedJournalViewController.description(for: self, environment: environment)
    }
}

/// Shows a `SeedJournalScreen`: the entries in a label, the status under them, the buttons.
public final class SeedJournalViewController: ScreenViewController<SeedJournalScreen> {
    private var entriesLabel: Label?
    private var statusLabel: Label?

    public override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical, spacing: 12)
        column.setMargins(12)
        let entries = Label()
        entries.addCSSClass("seed-journal")
        entries.horizontalAlignment = .start
        let status = Label()
        status.addCSSClass("dim-label")
        status.horizontalAlignment = .start
        let buttons = Box(.horizontal, spacing: 6)
        for (title, action) in [("Import…", \SeedJournalScreen.onImport), ("Export…", \.onExport), ("Copy", \.onCopy)] {
            let button = Button(label: title)
            button.onClicked { [weak self] in self.map { $0.screen[keyPath: action]() } }
            buttons.append(button)
        }
        column.append(entries)
        column.append(status)
        column.append(buttons)
        view.append(column)
        (entriesLabel, statusLabel) = (entries, status)
        apply()
    }

    public override func screenDidChange(from previousScreen: SeedJournalScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        apply()
    }

    private func apply() {
        entriesLabel?.text = screen.entries.joined(separator: "\n")
        statusLabel?.text = screen.status
    }
}
