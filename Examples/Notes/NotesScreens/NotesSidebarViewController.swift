import Gtk
import NotesWorkflows
import WorkflowContainers
import WorkflowUI

/// Shows a `NotesSidebarScreen`: the search field (its text is the workflow's query; Ctrl+F
/// focuses it), the New Note button (Ctrl+N), and the list or a status page below. The list,
/// once made, stays while a status page shows (hidden, not updated): a search that finds
/// nothing and the next that finds notes again do not tear down and build again the list
/// and the ~200 list items GTK keeps.
final class NotesSidebarViewController: ScreenViewController<NotesSidebarScreen> {
    /// The list and the status page, each made when first shown.
    private var list: DescribedViewController?, status: DescribedViewController?
    private let listRows = NoteListRows()
    private let column = Box(.vertical, spacing: 0)
    /// Below the bar: the list and the status page. Their own box keeps the bar on top
    /// whichever is made first, also when an update comes before the view loads.
    private let content = Box(.vertical, spacing: 0)
    private(set) var searchEntry: SearchEntry?
    private(set) var newNoteButton: Button?
    /// Set while the field's text is set from the rendering (not typed).
    private var applyingQuery = false


    override func viewDidLoad() {
        super.viewDidLoad()
        let bar = Box(.horizontal, spacing: 6)
        bar.setMargins(6)
        let search = SearchEntry()
        search.expandsHorizontally = true
        search.setAccessibleLabel(NotesStrings.search)
        search.setProperty("placeholder-text", NotesStrings.searchPlaceholder)
        // Every key searches at once (GtkSearchEntry waits 150 ms by default): the search runs
        // off the main thread and the next key cancels it, so there is nothing to spare by
        // waiting, and the answer comes with the key's own frame or the next.
        search.searchDelay = 0
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
        content.expandsVertically = true
        column.append(bar)
        column.append(content)
        view.append(column)
        (searchEntry, newNoteButton) = (search, newNote)
        showContent()
        applyQuery()
    }

    /// Shows the status page, or the list (made or updated), and hides the other.
    private func showContent() {
        if let description = screen.statusDescription(environment: environment) {
            if let status {
                status.update(description: description)
            } else {
                status = add(DescribedViewController(description: description))
            }
            status?.view.isVisible = true
            list?.view.isVisible = false
        } else {
            let description = screen.listDescription(environment: environment, listRows: listRows)
            if let list {
                list.update(description: description)
            } else {
                let list = add(DescribedViewController(description: description))
                self.list = list
                nameList(list)
            }
            list?.view.isVisible = true
            status?.view.isVisible = false
        }
    }

    /// `child` as a child controller, its view below the bar.
    private func add(_ child: DescribedViewController) -> DescribedViewController {
        addChild(child)
        child.view.expandsVertically = true
        content.append(child.view)
        return child
    }

    /// Names the virtualized list for assistive technologies.
    private func nameList(_ described: DescribedViewController) {
        guard let list = described.currentViewController as? ListViewScreenController<NoteRowScreen> else { return }
        list.listView?.setAccessibleLabel(NotesStrings.notesList)
        list.scrolledWindow?.setAccessibleLabel(NotesStrings.notesList)
    }

    override func screenDidChange(from previousScreen: NotesSidebarScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        showContent()
        // Only a query the workflow changed (a clear, a restore) is put in the field: the field
        // reports typing after GtkSearchEntry's delay, and a rendering made meanwhile (notes
        // read) still holds the query before the keys, which must not erase them.
        if screen.rendering.query != previousScreen.rendering.query { applyQuery() }
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
