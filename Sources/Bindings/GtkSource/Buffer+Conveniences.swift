internal import CGtkSource
@_spi(GeneratedBindings) import Gtk

// Hand-written: gtk_source_buffer_new takes a GtkTextTagTable, which the Gtk module does not wrap,
// and gtk_source_buffer_ensure_highlight takes GtkTextIter records, which gir-gen generates for
// the Gtk module only.

extension Buffer {
    /// Creates an empty buffer without a language (`gtk_source_buffer_new` with a tag table of its
    /// own): set ``language`` to highlight it.
    public convenience init() {
        self.init(unsafeAdopting: untyped(gtk_source_buffer_new(nil)!), ownership: .full)
    }

    /// Highlights the characters from `startOffset` to `endOffset` (the buffer's end when nil)
    /// now (`gtk_source_buffer_ensure_highlight`), instead of in the idle passes the buffer runs
    /// on its own; their style tags are applied when this returns.
    public func ensureHighlight(fromOffset startOffset: Int = 0, toOffset endOffset: Int? = nil) {
        let buffer = cast(gobject, to: GtkSourceBuffer.self)
        let text = cast(gobject, to: GtkTextBuffer.self)
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(text, &start, gint(clamping: startOffset))
        if let endOffset {
            gtk_text_buffer_get_iter_at_offset(text, &end, gint(clamping: endOffset))
        } else {
            gtk_text_buffer_get_end_iter(text, &end)
        }
        gtk_source_buffer_ensure_highlight(buffer, &start, &end)
    }
}
