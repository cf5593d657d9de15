import Adw
import Foundation
import Gtk
import NotesCore
import NotesWorkflows
import WorkflowAdwaita
import WorkflowUI

/// Shows a `NoteHistoryScreen`: the note's title, a boxed list of the versions (one `Adw.ActionRow` each: when
/// it was saved, its size), the selected version's text in a read-only text view, a failure
/// line and the Restore button; or a status page while there are none. Selecting a row sends
/// `onSelect`; a selection set from the rendering does not.
final class NoteHistoryViewController: ScreenViewController<NoteHistoryScreen> {
    private(set) var list: ListBox?
    private(set) var preview: TextView?
    private(set) var restoreButton: Button?
    private var failureLabel: Label?
    private var noteTitle: Label?
    private var content: Box?
    private var empty: StatusPage?
    /// The ids of the rows, in order.
    private var shownIDs: [NoteVersion.ID] = []
    /// The rows' titles and subtitles as shown (rebuilt when they change).
    private var shownRows: [String] = []
    /// Set while the selection or the preview is set from the rendering.
    private var applying = false

    override func viewDidLoad() {
        super.viewDidLoad()
        let content = Box(.vertical, spacing: 12)
        content.expandsVertically = true
        content.expandsHorizontally = true
        // The note's title under the sheet's heading, as a header bar's subtitle.
        let noteTitle = Label()
        noteTitle.addCSSClass("dim-label")
        noteTitle.ellipsizesAtEnd = true
        noteTitle.marginTop = -6
        let list = ListBox()
        list.addCSSClass("boxed-list")
        list.selectionMode = .single
        list.setAccessibleLabel(NotesStrings.versions)
        list.onRowSelected { [weak self] row in
            guard let self, !self.applying, let row, row.index >= 0, row.index < self.shownIDs.count else { return }
            let id = self.shownIDs[row.index]
            if id != self.screen.rendering.selected { self.screen.rendering.onSelect(id) }
        }
        let listScroller = ScrolledWindow()
        listScroller.child = list
        listScroller.setPolicy(hscrollbarPolicy: .never, vscrollbarPolicy: .automatic)
        listScroller.propagateNaturalHeight = true
        listScroller.maxContentHeight = 220
        let preview = TextView()
        preview.isEditable = false
        preview.wrapMode = .wordChar
        preview.topMargin = 12
        preview.bottomMargin = 12
        preview.leftMargin = 12
        preview.rightMargin = 12
        preview.setAccessibleLabel(NotesStrings.versionText)
        let previewScroller = ScrolledWindow()
        previewScroller.child = preview
        previewScroller.addCSSClass("card")
        previewScroller.expandsVertically = true
        previewScroller.setSizeRequest(width: -1, height: 120)
        let failure = Label()
        failure.wraps = true
        failure.xAlign = 0
        failure.addCSSClass("error")
        failure.isVisible = false
        let restore = Button(label: NotesStrings.restore)
        restore.addCSSClass("suggested-action")
        restore.addCSSClass("pill")
        restore.horizontalAlignment = .center
        restore.tooltip = NotesStrings.restoreTooltip
        restore.onClicked { [weak self] in self?.screen.rendering.onRestore() }
        content.append(listScroller)
        content.append(previewScroller)
        content.append(failure)
        content.append(restore)
        let empty = StatusPage()
        empty.iconName = "document-open-recent-symbolic"
        empty.title = NotesStrings.noVersions
        empty.description = NotesStrings.noVersionsDescription
        empty.expandsVertically = true
        empty.addCSSClass("compact")
        let column = Box(.vertical, spacing: 12)
        column.append(noteTitle)
        column.append(content)
        column.append(empty)
        view.append(column)
        (self.list, self.preview, restoreButton, failureLabel) = (list, preview, restore, failure)
        (self.content, self.empty, self.noteTitle) = (content, empty, noteTitle)
        apply()
    }

    override func screenDidChange(from previousScreen: NoteHistoryScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        apply()
    }

    /// The preview's whole text.
    var previewText: String {
        guard let buffer = preview?.buffer else { return "" }
        let (start, end) = buffer.bounds()
        return buffer.text(start: start, end: end, includeHiddenChars: true)
    }

    private func apply() {
        guard let list, let preview, let restoreButton, let failureLabel, let content, let empty, let noteTitle else { return }
        let rendering = screen.rendering
        noteTitle.text = rendering.noteTitle
        applying = true
        defer { applying = false }
        let versions = rendering.versions ?? []
        // While listing, the (empty) content shows, not "No Versions".
        empty.isVisible = rendering.versions?.isEmpty == true
        content.isVisible = !empty.isVisible
        let now = Date()
        let rows = versions.map { NotesStrings.versionTime($0.savedAt, now: now) + "\n" + NotesStrings.size($0.size) }
        if rows != shownRows || versions.map(\.id) != shownIDs {
            while let row = list.rowAtIndex(0) { list.remove(row) }
            for version in versions {
                let row = ActionRow()
                row.title = NotesStrings.versionTime(version.savedAt, now: now)
                row.subtitle = NotesStrings.size(version.size)
                list.append(row)
            }
            shownRows = rows
            shownIDs = versions.map(\.id)
        }
        let index = rendering.selected.flatMap { shownIDs.firstIndex(of: $0) }
        if let index, let row = list.rowAtIndex(index) {
            if !row.isSelected { list.selectRow(row) }
        } else {
            list.unselectAll()
        }
        let text: String
        switch rendering.preview {
        case .none, .loading: text = ""
        case .loaded(_, let loaded): text = loaded
        case .failed(_, let reason): text = NotesStrings.versionUnreadable(reason)
        }
        if previewText != text { preview.buffer.setText(text) }
        restoreButton.isSensitive = rendering.canRestore
        failureLabel.text = rendering.failure.map(NotesStrings.restoreFailed) ?? ""
        failureLabel.isVisible = rendering.failure != nil
    }
}
