import Gtk

/// A one-line text entry (a `GtkEntry`) whose text the workflow owns: each edit calls
/// `onChange` with the new text, and the workflow renders it back as `text`.
///
/// The caret and the selection stay where the user left them while the workflow echoes
/// the text back, and an echo that arrives after the user typed on (a rendering of an
/// older text) does not undo the newer keystrokes. A `text` the user did not type (the
/// workflow changed it) replaces the entry's text, the caret kept where it was when it
/// still fits.
///
/// ```swift
/// TextField(text: name, placeholder: "Name", onChange: { sink.send(.rename($0)) })
/// ```
public struct TextField: Element, ElementContent {
    /// The text the workflow holds.
    public var text: String
    /// Grey text shown while the entry is empty.
    public var placeholder: String?
    /// Called with the entry's text after each edit by the user.
    public var onChange: (String) -> Void
    /// Called when the user presses Enter.
    public var onSubmit: (() -> Void)?

    /// An entry showing `text`; `onChange` receives each edit.
    public init(text: String, placeholder: String? = nil, onChange: @escaping (String) -> Void,
                onSubmit: (() -> Void)? = nil) {
        self.text = text
        self.placeholder = placeholder
        self.onChange = onChange
        self.onSubmit = onSubmit
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "TextField" }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        let entry = Entry()
        entry.text = text
        if let placeholder { entry.placeholder = placeholder }
        let state = TextFieldState(onChange: onChange, onSubmit: onSubmit)
        entry.onChanged { [weak entry] in
            guard let entry else { return }
            state.userEdited(entry.text)
        }
        entry.onActivate { state.onSubmit?() }
        return (entry, state)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        let old = sameKind(old)
        let entry = node.widget as! Entry
        let state = node.state! as! TextFieldState
        state.onChange = onChange
        state.onSubmit = onSubmit
        if placeholder != old.placeholder { entry.placeholder = placeholder }
        state.show(text, in: entry)
    }
}

/// A text field's callbacks and the texts it reported that the workflow has not echoed
/// back yet.
@MainActor
final class TextFieldState {
    var onChange: (String) -> Void
    var onSubmit: (() -> Void)?
    /// Texts sent to `onChange`, oldest first, not yet rendered back.
    private var pendingEchoes: [String] = []
    /// Set while the controller writes the entry, so the write is not reported as an edit.
    private var isApplying = false

    init(onChange: @escaping (String) -> Void, onSubmit: (() -> Void)?) {
        self.onChange = onChange
        self.onSubmit = onSubmit
    }

    /// The user changed the text.
    func userEdited(_ text: String) {
        if isApplying { return }
        pendingEchoes.append(text)
        if pendingEchoes.count > 256 { pendingEchoes.removeFirst(pendingEchoes.count - 256) }
        onChange(text)
    }

    /// Shows the workflow's `text`: nothing to do when the entry shows it already; an
    /// echo of an older edit is dropped (the entry holds newer keystrokes); anything else
    /// is the workflow's own change and replaces the text, keeping the caret.
    func show(_ text: String, in entry: Entry) {
        let current = entry.text
        if current == text {
            pendingEchoes.removeAll()
            return
        }
        if let index = pendingEchoes.firstIndex(of: text) {
            pendingEchoes.removeFirst(index + 1)
            return
        }
        pendingEchoes.removeAll()
        let caret = entry.cursorPosition
        isApplying = true
        entry.text = text
        entry.cursorPosition = min(caret, text.unicodeScalars.count)
        isApplying = false
    }
}
