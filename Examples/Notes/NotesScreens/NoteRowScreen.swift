import Gtk
import NotesWorkflows
import WorkflowUI

/// One row of the notes list: the title, and the snippet below it, dimmed. It holds the
/// workflow's row (one shared box), so the list copies and releases one reference a row as a
/// search takes rows.
struct NoteRowScreen: Screen, Equatable {
    /// The note's row in the rendering.
    var row: NotesRendering.Row

    /// The note's title.
    var title: String { row.title }
    /// The text after the title, on one line.
    var snippet: String { row.snippet }
    /// Whether the note is read-only (a lock icon).
    var isReadOnly: Bool { row.readOnlyReason != nil }

    /// The same title, snippet and lock (the row's date aside).
    static func == (lhs: NoteRowScreen, rhs: NoteRowScreen) -> Bool {
        lhs.title == rhs.title && lhs.snippet == rhs.snippet && lhs.isReadOnly == rhs.isReadOnly
    }

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        NoteRowViewController.description(for: self, environment: environment)
    }
}

/// Shows a `NoteRowScreen` (made only for the rows GTK shows, rebound as the list scrolls).
/// Its row box is its view widget: no container widget around it, one widget fewer for GTK
/// to measure in each of the ~200 list items it keeps.
final class NoteRowViewController: ScreenViewController<NoteRowScreen> {
    private var title: Label?, snippet: Label?, lock: Image?

    override func loadViewWidget() -> Widget? {
        let row = Box(.horizontal, spacing: 6)
        row.setMargins(9)
        let column = Box(.vertical, spacing: 3)
        column.expandsHorizontally = true
        let title = Label(), snippet = Label()
        for label in [title, snippet] {
            label.xAlign = 0
            label.ellipsizesAtEnd = true
            label.singleLineMode = true
            column.append(label)
        }
        title.addCSSClass("heading")
        snippet.addCSSClass("dim-label")
        snippet.addCSSClass("caption")
        let lock = Image(iconName: "changes-prevent-symbolic")
        row.append(column)
        row.append(lock)
        (self.title, self.snippet, self.lock) = (title, snippet, lock)
        apply()
        return row
    }

    override func screenDidChange(from previousScreen: NoteRowScreen, previousEnvironment: ViewEnvironment) {
        apply()
    }

    private func apply() {
        guard let title, let snippet, let lock else { return }
        title.text = screen.title
        snippet.text = screen.snippet
        snippet.isVisible = !screen.snippet.isEmpty
        lock.isVisible = screen.isReadOnly
        // Set once a row shows the lock: GTK asks the display where the pointer is for each
        // tooltip set, a round trip per row made.
        if screen.isReadOnly && lock.tooltip == nil { lock.tooltip = NotesStrings.readOnly }
    }
}
