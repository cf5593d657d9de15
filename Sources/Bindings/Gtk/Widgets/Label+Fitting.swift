internal import CGtk

extension Label {
    /// Whether text that does not fit ends in "…" (at its end) instead of asking for more
    /// width; wrapping labels ellipsize their last line.
    public var ellipsizesAtEnd: Bool {
        get { gtk_label_get_ellipsize(opaque(widget)) == PANGO_ELLIPSIZE_END }
        set { gtk_label_set_ellipsize(opaque(widget), newValue ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE) }
    }

    /// Whether a wrapping label may also break inside a word that is wider than a line (a
    /// long name), not only between words.
    public var wrapsInsideWords: Bool {
        get { gtk_label_get_wrap_mode(opaque(widget)) == PANGO_WRAP_WORD_CHAR }
        set { gtk_label_set_wrap_mode(opaque(widget), newValue ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD) }
    }
}

extension Label {
    /// How the lines of a multi-line label line up with each other.
    public var justification: Justification {
        get { Justification(cValue: gtk_label_get_justify(opaque(widget))) }
        set { gtk_label_set_justify(opaque(widget), newValue.cValue) }
    }
}
