import Adw
import Gtk
import GtkSource

/// The note's text as GNOME's editors show Markdown: a GtkSourceView highlighting the
/// `markdown` language in the Adwaita style schemes (`Adwaita` / `Adwaita-dark`, following
/// libadwaita's style manager: the app's style preference and the system's), at a readable line
/// length, with a search bar over it for finding words in the note.
///
/// Keys while the focus is in the editor (the text or its search bar): Ctrl+F opens the search
/// bar (with the selected words when one line is selected), Enter and Ctrl+G go to the next
/// match, Shift+Enter and Shift+Ctrl+G to the previous one, Escape closes the bar and puts the
/// focus back in the text, and Shift+Ctrl+F calls ``onSearchNotes`` (the notes list's search,
/// which Ctrl+F reaches from anywhere else in the window). Undo and redo are the text view's
/// own (Ctrl+Z, Shift+Ctrl+Z).
@MainActor
final class NoteTextEditor {
    /// The editor: the search bar above the scrolled text.
    let view = Box(.vertical, spacing: 0)
    /// The text.
    let textView: GtkSource.View
    /// The text's buffer (Markdown, undoable).
    let buffer: GtkSource.Buffer
    /// The bar over the text with the search field, the match count and the previous / next buttons.
    let searchBar = SearchBar()
    /// The search bar's field.
    let searchEntry = SearchEntry()
    /// "2 of 5", or "No matches", beside the field.
    let matchLabel = Label()
    /// The highlighted matches in the buffer.
    let searchContext: SearchContext
    /// Called for Shift+Ctrl+F: the notes list's search.
    var onSearchNotes: () -> Void = {}

    private let searchSettings = SearchSettings()
    private var styleConnection: SignalConnection?
    private var transparentText: StyleSheet?
    /// The match selected by the last search step (nil: none yet, or nothing matched).
    private var currentMatch: SearchMatch?

    /// The editor's widest text column, in pixels.
    static let readableWidth = 700
    /// The prefix of the editor's actions on its view: `editor.find` (Ctrl+F) and
    /// `editor.search-notes` (Shift+Ctrl+F), which the shortcuts window lists.
    static let actionPrefix = "editor"
    /// The style schemes for light and dark.
    static let lightScheme = "Adwaita", darkScheme = "Adwaita-dark"

    init() {
        SourceViewLibrary.initialize()
        buffer = GtkSource.Buffer()
        buffer.language = LanguageManager.default.language(id: "markdown")
        buffer.isHighlightSyntax = true
        buffer.isHighlightMatchingBrackets = false
        buffer.enableUndo = true
        textView = GtkSource.View(buffer: buffer)
        textView.wrapMode = .wordChar
        textView.topMargin = 18
        textView.bottomMargin = 18
        textView.leftMargin = 24
        textView.rightMargin = 24
        textView.pixelsBelowLines = 2
        textView.setAccessibleLabel(NotesStrings.editor)
        searchSettings.wrapAround = true
        searchContext = SearchContext(buffer: buffer, settings: searchSettings)
        searchContext.isHighlight = false

        // At wide windows the text keeps a readable line length: the clamp centres it at most
        // `readableWidth` wide, on the text view's background.
        let clamp = ClampScrollable()
        clamp.maximumSize = Self.readableWidth
        clamp.tighteningThreshold = Self.readableWidth * 3 / 4
        clamp.child = textView
        let scroller = ScrolledWindow()
        scroller.addCSSClass("view")
        scroller.child = clamp
        scroller.expandsVertically = true
        scroller.expandsHorizontally = true
        view.append(makeSearchBar())
        view.append(scroller)
        let actions = SimpleActionGroup()
        actions.addAction("find") { [weak self] in self?.openSearch() }
        actions.addAction("search-notes") { [weak self] in self?.onSearchNotes() }
        view.insertActionGroup(actions, prefix: Self.actionPrefix)
        view.addController(makeShortcuts())

        // The text on the scrolled window's view background (libadwaita's), as the margins beside
        // the clamped column: the scheme's own text background is a shade off it.
        textView.addCSSClass("notes-source")
        transparentText = try? StyleSheet(css: "textview.notes-source, textview.notes-source > text { background-color: transparent; }")

        let styles = Adw.StyleManager.default
        applyScheme(dark: styles.isDark)
        styleConnection = styles.onNotifyIsDark { [weak self] dark in self?.applyScheme(dark: dark) }
    }

    isolated deinit {
        styleConnection?.disconnect()
        transparentText?.remove()
    }

    /// The buffer's whole text.
    var text: String {
        let (start, end) = buffer.bounds()
        return buffer.text(start: start, end: end, includeHiddenChars: true)
    }

    /// Whether the search bar shows.
    var isSearching: Bool { searchBar.searchModeEnabled }

    // MARK: Style

    private func applyScheme(dark: Bool) {
        let id = dark ? Self.darkScheme : Self.lightScheme
        guard buffer.styleScheme?.id != id else { return }
        buffer.styleScheme = StyleSchemeManager.default.scheme(schemeId: id)
    }

    // MARK: Search

    private func makeSearchBar() -> SearchBar {
        searchEntry.setProperty("placeholder-text", NotesStrings.findInNote)
        searchEntry.setAccessibleLabel(NotesStrings.findInNote)
        searchEntry.expandsHorizontally = true
        matchLabel.addCSSClass("dim-label")
        matchLabel.addCSSClass("numeric")
        matchLabel.isVisible = false
        let previous = Button(iconName: "go-up-symbolic")
        previous.tooltip = NotesStrings.previousMatch
        previous.setAccessibleLabel(NotesStrings.previousMatch)
        previous.onClicked { [weak self] in self?.step(forward: false) }
        let next = Button(iconName: "go-down-symbolic")
        next.tooltip = NotesStrings.nextMatch
        next.setAccessibleLabel(NotesStrings.nextMatch)
        next.onClicked { [weak self] in self?.step(forward: true) }
        let buttons = Box(.horizontal, spacing: 0)
        buttons.addCSSClass("linked")
        buttons.append(previous)
        buttons.append(next)
        // GTK 4.8's own close button has no accessible name: this one has.
        let close = Button(iconName: "window-close-symbolic")
        close.addCSSClass("flat")
        close.tooltip = NotesStrings.closeSearch
        close.setAccessibleLabel(NotesStrings.closeSearch)
        close.onClicked { [weak self] in self?.closeSearch() }
        let row = Box(.horizontal, spacing: 6)
        row.append(searchEntry)
        row.append(matchLabel)
        row.append(buttons)
        row.append(close)
        let clamp = Clamp()
        clamp.maximumSize = Self.readableWidth
        clamp.child = row
        searchBar.child = clamp
        searchBar.showCloseButton = false
        searchBar.connectEntry(searchEntry)

        searchEntry.onSearchChanged { [weak self] in self?.searchTextChanged() }
        searchEntry.onActivate { [weak self] in self?.step(forward: true) }
        searchEntry.onNextMatch { [weak self] in self?.step(forward: true) }
        searchEntry.onPreviousMatch { [weak self] in self?.step(forward: false) }
        searchEntry.onStopSearch { [weak self] in self?.closeSearch() }
        searchBar.onNotifySearchModeEnabled { [weak self] shown in self?.searchModeChanged(shown) }
        searchContext.onNotifyOccurrencesCount { [weak self] _ in self?.showMatchCount() }
        return searchBar
    }

    /// The editor's own keys: on its view, so they apply while the focus is in the text or the
    /// search bar and come before the window's (Ctrl+F there focuses the notes list's search).
    private func makeShortcuts() -> ShortcutController {
        let shortcuts = ShortcutController(scope: .local)
        shortcuts.addShortcut("<Control>f", actionName: "\(Self.actionPrefix).find")
        shortcuts.addShortcut("<Shift><Control>f", actionName: "\(Self.actionPrefix).search-notes")
        shortcuts.addShortcut("<Control>g") { [weak self] in self?.stepIfSearching(forward: true) ?? false }
        shortcuts.addShortcut("<Shift><Control>g") { [weak self] in self?.stepIfSearching(forward: false) ?? false }
        shortcuts.addShortcut("<Shift>Return") { [weak self] in
            guard let self, let focus = self.searchEntry.window?.focusWidget, self.searchEntry.contains(focus) else { return false }
            self.step(forward: false)
            return true
        }
        return shortcuts
    }

    /// Shows the search bar and puts the focus in its field, all of it selected; a selection of
    /// one line in the text becomes the searched words.
    func openSearch() {
        let selection = buffer.selectionBounds()
        if selection.result {
            let selected = buffer.text(start: selection.start, end: selection.end, includeHiddenChars: false)
            if !selected.contains("\n") { searchEntry.text = selected }
        }
        searchBar.searchModeEnabled = true
        _ = searchEntry.grabFocus()
        searchEntry.selectRegion(startPos: 0, endPos: -1)
    }

    /// Hides the search bar and puts the focus back in the text, the last match still selected.
    func closeSearch() {
        searchBar.searchModeEnabled = false
    }

    /// Tells the search that the buffer now holds another text (another note, a reload): the
    /// highlights follow by themselves; the count forgets the match it showed.
    func textReplaced() {
        currentMatch = nil
        showMatchCount()
    }

    private func searchModeChanged(_ shown: Bool) {
        searchContext.isHighlight = shown
        if shown {
            searchTextChanged()
        } else if let focus = searchBar.window?.focusWidget, searchBar.contains(focus) {
            // Closed from the bar (Escape, its close button): the focus goes back to the text.
            _ = textView.grabFocus()
        }
    }

    private func searchTextChanged() {
        let query = searchEntry.text
        searchSettings.searchText = query.isEmpty ? nil : query
        currentMatch = nil
        guard !query.isEmpty else {
            showMatchCount()
            return
        }
        // From the selection's start: the words typed so far stay selected while more are typed.
        let from = buffer.selectionBounds().start.offset
        select(searchContext.forward(fromOffset: from))
    }

    private func stepIfSearching(forward: Bool) -> Bool {
        guard searchSettings.searchText != nil else { return false }
        step(forward: forward)
        return true
    }

    /// Selects the next (or previous) match after (before) the selection, wrapping around.
    func step(forward: Bool) {
        guard searchSettings.searchText != nil else { return }
        let (_, start, end) = buffer.selectionBounds()
        select(forward ? searchContext.forward(fromOffset: end.offset) : searchContext.backward(fromOffset: start.offset))
    }

    private func select(_ match: SearchMatch?) {
        currentMatch = match
        if let match {
            buffer.selectRange(ins: buffer.iterAtOffset(charOffset: match.start), bound: buffer.iterAtOffset(charOffset: match.end))
            textView.scrollToMark(buffer.insert, withinMargin: 0.1, useAlign: false, xalign: 0, yalign: 0)
        }
        showMatchCount()
    }

    private func showMatchCount() {
        let count = searchContext.occurrencesCount
        var text = ""
        if searchSettings.searchText == nil {
            text = ""
        } else if count == 0 {
            text = NotesStrings.noMatchesInNote
        } else if let currentMatch, count > 0, let position = searchContext.position(of: currentMatch) {
            text = NotesStrings.match(position, of: count)
        }
        // Empty while there is nothing to say (no words, still counting, the selection no match
        // any more): then hidden, as an empty label has no accessible name.
        matchLabel.text = text
        matchLabel.isVisible = !text.isEmpty
    }
}
