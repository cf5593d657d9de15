import Adw
import Gtk
import NotesWorkflows
import WorkflowAdwaita
import WorkflowUI

/// Shows a `NoteEditorScreen`: the note in a ``NoteTextEditor`` (Markdown highlighted, a search
/// bar for the note). The text view's buffer is the user's: each change is sent to the workflow
/// (`onEdit`), and the rendering's text is put back into the buffer only when it differs
/// (another note, a reload), as one step that undo does not cross.
final class NoteEditorViewController: ScreenViewController<NoteEditorScreen> {
    private let placeholder: DescribedViewController
    /// The text and its search bar (nil until the view loads).
    private(set) var editor: NoteTextEditor?
    /// The editor's text view.
    var textView: TextView? { editor?.textView }
    private(set) var infoBar: InfoBar?
    private var bannerLabel: Label?
    private var primaryButton: Button?, secondaryButton: Button?, tertiaryButton: Button?
    /// The note the buffer holds.
    private var shownFile: String?
    /// Set while the buffer's text is set from the rendering.
    private var applying = false
    /// The stylesheet giving the text view's class its font size (GTK 4.8 sets a widget's
    /// font size through CSS), and the size it sets.
    private var fontStyle: (size: Int, sheet: StyleSheet)?

    /// The response ids of the banner's buttons.
    private enum Response: Int { case primary = 1, secondary = 2, tertiary = 3 }

    required init(screen: NoteEditorScreen, environment: ViewEnvironment) {
        placeholder = DescribedViewController(screen: StatusPageScreen(
            iconName: "accessories-text-editor-symbolic", title: NotesStrings.noSelection,
            description: NotesStrings.noSelectionDescription), environment: environment)
        super.init(screen: screen, environment: environment)
        addChild(placeholder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical, spacing: 0)
        let infoBar = InfoBar()
        let label = Label()
        label.wraps = true
        // A path has long runs with no break (a folder named by digits after a hyphen): they
        // break between characters, or they would widen a narrow window.
        label.wrapMode = .wordChar
        label.xAlign = 0
        label.expandsHorizontally = true
        // The message above its buttons (not beside them, as GtkInfoBar's own buttons are):
        // three answers to a conflict fit a 360 px window.
        let message = Box(.vertical, spacing: 6)
        let buttons = Box(.horizontal, spacing: 6)
        buttons.horizontalAlignment = .end
        let (primary, secondary, tertiary) = (Button(label: NotesStrings.tryAgain), Button(label: NotesStrings.useTheirs),
                                              Button(label: NotesStrings.keepBoth))
        for (button, response) in [(primary, Response.primary), (secondary, .secondary), (tertiary, .tertiary)] {
            // A label that wraps lets a button narrower than its text in a narrow window.
            if let text = button.child?.as(Label.self) {
                text.wraps = true
                text.justify = .center
            }
            button.onClicked { [weak self] in self?.bannerResponse(response.rawValue) }
            buttons.append(button)
        }
        message.append(label)
        message.append(buttons)
        message.expandsHorizontally = true
        infoBar.addChild(widget: message)
        infoBar.isRevealed = false
        let editor = NoteTextEditor()
        editor.buffer.onChanged { [weak self] in self?.bufferChanged() }
        editor.onSearchNotes = { [weak self] in self?.screen.rendering.onFocusSearch() }
        editor.view.expandsVertically = true
        placeholder.view.expandsVertically = true
        column.append(infoBar)
        column.append(editor.view)
        column.append(placeholder.view)
        view.append(column)
        (self.infoBar, bannerLabel, primaryButton, secondaryButton) = (infoBar, label, primary, secondary)
        tertiaryButton = tertiary
        self.editor = editor
        apply(previous: nil)
    }

    override func screenDidChange(from previousScreen: NoteEditorScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        apply(previous: previousScreen)
    }

    /// The buffer's whole text.
    var bufferText: String { editor?.text ?? "" }

    private func bufferChanged() {
        guard !applying, screen.rendering.selected?.isEditable == true else { return }
        screen.rendering.onEdit(bufferText)
    }

    private func apply(previous: NoteEditorScreen?) {
        guard let editorView = editor, let infoBar else { return }
        let textView = editorView.textView
        textView.isMonospace = screen.isMonospace
        applyFontSize(to: textView)
        guard let editor = screen.rendering.selected else {
            editorView.view.isVisible = false
            infoBar.isVisible = false
            placeholder.view.isVisible = true
            shownFile = nil
            return
        }
        placeholder.view.isVisible = false
        editorView.view.isVisible = true
        infoBar.isVisible = editor.banner != nil
        let text = editor.text ?? ""
        // Another name with the text shown is the same note renamed (a new note named at its
        // first write): the text, cursor and undo history stay.
        if bufferText != text {
            applying = true
            let buffer = editorView.buffer
            buffer.beginIrreversibleAction()
            buffer.setText(text)
            buffer.endIrreversibleAction()
            if shownFile != editor.fileName { buffer.placeCursor(where: buffer.startIter()) }
            editorView.textReplaced()
            applying = false
        }
        shownFile = editor.fileName
        textView.isEditable = editor.isEditable
        textView.isCursorVisible = editor.isEditable
        applyBanner(editor.banner)
        if screen.rendering.editorFocusRequest != previous?.rendering.editorFocusRequest, previous != nil {
            // Once this update is through: the text view may have been hidden until now.
            _ = MainLoop.addIdle { [weak self] in _ = self?.textView?.grabFocus() }
        }
    }

    /// Sets the text view's font size: a class per size (`notes-font-N`), styled by a
    /// stylesheet this controller replaces when the size changes.
    private func applyFontSize(to textView: TextView) {
        let size = screen.fontSize
        guard fontStyle?.size != size else { return }
        fontStyle?.sheet.remove()
        let name = "notes-font-\(size)"
        textView.cssClasses = textView.cssClasses.filter { !$0.hasPrefix("notes-font-") } + [name]
        if let sheet = try? StyleSheet(css: "textview.\(name) { font-size: \(size)pt; }") {
            fontStyle = (size, sheet)
        }
    }

    private func applyBanner(_ banner: NotesRendering.Banner?) {
        guard let infoBar, let bannerLabel, let primaryButton, let secondaryButton, let tertiaryButton else { return }
        infoBar.isRevealed = banner != nil
        tertiaryButton.isVisible = banner == .conflict
        guard let banner else { return }
        bannerLabel.text = NotesStrings.banner(banner)
        switch banner {
        case .readOnly:
            infoBar.messageType = .info
            primaryButton.isVisible = false
            secondaryButton.isVisible = false
        case .saveFailed:
            infoBar.messageType = .error
            primaryButton.label = NotesStrings.tryAgain
            primaryButton.isVisible = true
            secondaryButton.isVisible = false
        case .deletedElsewhere:
            infoBar.messageType = .warning
            primaryButton.label = NotesStrings.saveAgain
            primaryButton.isVisible = true
            secondaryButton.isVisible = false
        case .conflict:
            infoBar.messageType = .warning
            primaryButton.label = NotesStrings.keepMine
            secondaryButton.label = NotesStrings.useTheirs
            primaryButton.isVisible = true
            secondaryButton.isVisible = true
        }
    }

    private func bannerResponse(_ response: Int) {
        switch (screen.rendering.selected?.banner, Response(rawValue: response)) {
        case (.saveFailed?, .primary?), (.deletedElsewhere?, .primary?): screen.rendering.onRetrySave()
        case (.conflict?, .primary?): screen.rendering.onKeepMine()
        case (.conflict?, .secondary?): screen.rendering.onUseTheirs()
        case (.conflict?, .tertiary?): screen.rendering.onKeepBoth()
        default: break
        }
    }
}
