internal import CGtk

/// A position in a `TextBuffer` (wraps `GtkTextIter`), held by value.
///
/// GTK's text iterators are small structs the caller allocates; this struct stores one, so
/// copying a `TextIter` copies the position, and moving a copy (`forwardChar()`, `offset = 3`)
/// leaves the original where it was. Methods that move the iterator are `mutating`. Get one
/// from the buffer (`startIter()`, `endIter()`, `iterAtOffset(charOffset:)`, `bounds()`); an
/// iterator is valid until the buffer's text changes, except the ones a buffer method takes
/// `inout` (`insert(_:text:)`, `delete(start:end:)`), which the buffer moves to a
/// valid position. The methods are generated from the GIR file
/// (`Generated/Records/TextIter+Methods.swift`).
public struct TextIter {
    /// The C iterator; generated methods point at it.
    var cValue: GtkTextIter

    /// Wraps a copy of a C iterator.
    init(cValue: GtkTextIter) {
        self.cValue = cValue
    }
}

/// Two iterators are equal when they point at the same place in the same buffer
/// (`gtk_text_iter_equal`); one is less than another when it comes first
/// (`gtk_text_iter_compare`). Compare iterators of one buffer only, on the main actor, as
/// every use of a buffer.
extension TextIter: @MainActor Comparable {
    /// Whether `lhs` and `rhs` point at the same position.
    @MainActor public static func == (lhs: TextIter, rhs: TextIter) -> Bool { lhs.equal(rhs) }

    /// Whether `lhs` comes before `rhs` in their buffer.
    @MainActor public static func < (lhs: TextIter, rhs: TextIter) -> Bool { lhs.compare(rhs) < 0 }
}
