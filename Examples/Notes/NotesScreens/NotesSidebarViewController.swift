import Gtk
import NotesWorkflows
import WorkflowContainers
import WorkflowUI

/// Shows a `NotesSidebarScreen`: the search field (its text is the workflow's query; Ctrl+F
/// focuses it), the New Note button (Ctrl+N), and the list or a status page below.
final class NotesSidebarViewController: ScreenViewController<NotesSidebarScreen> {
    private let content: DescribedViewController
    private let listRows: NoteListRows
    private(set) var searchEntry: SearchEntry?
    private(set) var newNoteButton: Button?
    /// Set while the field's text is set from the rendering (not typed).
    private var applyingQuery = false

    required init(screen: NotesSidebarScreen, environment: ViewEnvironment) {
        let listRows = NoteListRows()
        content = DescribedViewController(description: screen.contentDescription(environment: environment, listRows: listRows))
        self.listRows = listRows
        super.init(screen: screen, environment: environment)
        addChild(content)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical, spacing: 0)
        let bar = Box(.horizontal, spacing: 6)
        bar.setMargins(6)
        let search = SearchEntry()
        search.expandsHorizontally = true
        search.setAccessibleLabel(NotesStrings.search)
        search.setProperty("placeholder-text", NotesStrings.searchPlaceholder)
        search.onSearchChanged { [weak self, weak search] in
            guard let self, let search, !self.applyingQuery, search.text != self.screen.rendering.query else { return }
            self.screen.rendering.onQueryChange(search.text)
        }
        // Escape in the field clears the search.
        search.onStopSearch { [weak search] in search?.text = "" }
        let newNote = Button(iconName: "document-new-symbolic")
        newNote.tooltip = NotesStrings.newNote
        newNote.setAccessibleLabel(NotesStrings.newNote)
        newNote.onClicked { [weak self] in self?.screen.rendering.onNewNote() }
        bar.append(search)
        bar.append(newNote)
        content.view.expandsVertically = true
        column.append(bar)
        column.append(content.view)
        view.append(column)
        (searchEntry, newNoteButton) = (search, newNote)
        nameList()
        applyQuery()
    }

    /// Names the virtualized list for assistive technologies, when it is shown.
    private func nameList() {
        guard let list = content.currentViewController as? ListViewScreenController<NoteRowScreen> else { return }
        list.listView?.setAccessibleLabel(NotesStrings.notesList)
        list.scrolledWindow?.setAccessibleLabel(NotesStrings.notesList)
    }

    override func screenDidChange(from previousScreen: NotesSidebarScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        content.update(description: screen.contentDescription(environment: environment, listRows: listRows))
        nameList()
        applyQuery()
        if screen.rendering.searchFocusRequest != previousScreen.rendering.searchFocusRequest {
            _ = searchEntry?.grabFocus()
        }
    }

    private func applyQuery() {
        guard let searchEntry, searchEntry.text != screen.rendering.query else { return }
        applyingQuery = true
        searchEntry.text = screen.rendering.query
        applyingQuery = false
    }
}
