internal import CGtk

/// A position in a `TextBuffer` (wraps `GtkTextIter`), held by value.
///
/// GTK's text iterators are small structs the caller allocates; this struct stores one, so
/// copying a `TextIter` copies the position, and moving a copy (`forwardChar()`, `offset = 3`)
/// leaves the original where it was. Methods that move the iterator are `mutating`. Get one
/// from the buffer (`startIter()`, `endIter()`, `iterAtOffset(charOffset:)`, `bounds()`); an
/// iterator is valid until the buffer's text changes, except the ones a buffer method takes
/// `inout` (`insert(iter:text:len:)`, `delete(start:end:)`), which the buffer moves to a
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
