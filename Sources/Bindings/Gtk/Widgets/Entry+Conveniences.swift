extension Entry {
    /// The text (`Editable.text`). Setting the same text again does nothing: no `changed`
    /// signal, the cursor and selection stay (`gtk_editable_set_text` would delete and
    /// re-insert it).
    public var text: String {
        get { (self as any Editable).text }
        set {
            guard newValue != text else { return }
            let editable: any Editable = self
            editable.text = newValue
        }
    }
}
