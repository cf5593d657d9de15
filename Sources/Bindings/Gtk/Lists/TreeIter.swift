internal import CGtk

/// A row of a `TreeModel` (wraps `GtkTreeIter`), held by value.
///
/// GTK's tree iterators are small structs the caller allocates and the model fills in; this
/// struct stores one, so copying a `TreeIter` copies the reference to the row. A model method
/// that takes it `inout` (`iterNext(iter:)`) moves it to another row. Whether an iterator
/// stays valid after the model changes depends on the model (`TreeModelFlags.itersPersist`).
public struct TreeIter {
    /// The C iterator; generated methods point at it.
    var cValue: GtkTreeIter

    /// Wraps a copy of a C iterator.
    init(cValue: GtkTreeIter) {
        self.cValue = cValue
    }
}
