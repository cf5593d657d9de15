internal import CGtkSource
@_spi(GeneratedBindings) import Gtk

// Hand-written: the search functions take and fill GtkTextIter records, which gir-gen generates
// for the Gtk module only. Positions cross the module boundary as character offsets
// (`TextBuffer.iterAtOffset(charOffset:)` turns one into an iterator).

/// One occurrence a ``SearchContext`` found: character offsets into its buffer.
public struct SearchMatch: Equatable, Sendable {
    /// The offset of the match's first character.
    public var start: Int
    /// The offset just after the match's last character.
    public var end: Int
    /// Whether the search went past the buffer's end (or start, searching backward) to find it.
    public var wrappedAround: Bool

    /// A match from `start` to `end`.
    public init(start: Int, end: Int, wrappedAround: Bool = false) {
        self.start = start
        self.end = end
        self.wrappedAround = wrappedAround
    }
}

extension SearchContext {
    /// The first match at or after the character `offset` (`gtk_source_search_context_forward`),
    /// going on from the buffer's start when the settings' `wrapAround` is on; nil when the text
    /// has none. The search runs on the whole buffer at once, which is fine for a note; for very
    /// large buffers prefer the asynchronous C API.
    public func forward(fromOffset offset: Int) -> SearchMatch? {
        search(fromOffset: offset, gtk_source_search_context_forward)
    }

    /// The last match ending at or before the character `offset`
    /// (`gtk_source_search_context_backward`), wrapping to the end when `wrapAround` is on.
    public func backward(fromOffset offset: Int) -> SearchMatch? {
        search(fromOffset: offset, gtk_source_search_context_backward)
    }

    /// Which occurrence `match` is, counting from 1 at the buffer's start
    /// (`gtk_source_search_context_get_occurrence_position`), for "2 of 5": nil while the context
    /// has not counted the buffer's matches yet (it counts in idle passes; ``occurrencesCount``
    /// is -1 until then, and its notification says when it is done) or when `match` is not a
    /// match of the current search.
    public func position(of match: SearchMatch) -> Int? {
        let context = opaque(gobject)
        let buffer = cast(untyped(gtk_source_search_context_get_buffer(context)!), to: GtkTextBuffer.self)
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &start, gint(clamping: match.start))
        gtk_text_buffer_get_iter_at_offset(buffer, &end, gint(clamping: match.end))
        let position = Int(gtk_source_search_context_get_occurrence_position(context, &start, &end))
        return position > 0 ? position : nil
    }

    private typealias Search = (OpaquePointer?, UnsafePointer<GtkTextIter>?, UnsafeMutablePointer<GtkTextIter>?,
                                UnsafeMutablePointer<GtkTextIter>?, UnsafeMutablePointer<gboolean>?) -> gboolean

    private func search(fromOffset offset: Int, _ function: Search) -> SearchMatch? {
        let context = opaque(gobject)
        let buffer = cast(untyped(gtk_source_search_context_get_buffer(context)!), to: GtkTextBuffer.self)
        var from = GtkTextIter(), start = GtkTextIter(), end = GtkTextIter()
        var wrapped: gboolean = 0
        gtk_text_buffer_get_iter_at_offset(buffer, &from, gint(clamping: offset))
        guard function(context, &from, &start, &end, &wrapped) != 0 else { return nil }
        return SearchMatch(start: Int(gtk_text_iter_get_offset(&start)), end: Int(gtk_text_iter_get_offset(&end)), wrappedAround: wrapped != 0)
    }
}
