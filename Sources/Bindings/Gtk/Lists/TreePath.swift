internal import CGtk

/// The position of a row in a `TreeModel` as a list of indices (wraps the boxed
/// `GtkTreePath`, e.g. `"2:0"`: the first child of the third top-level row).
///
/// A reference type over the C path, which it frees: a path returned with transfer full is
/// adopted (`init(taking:)`), a borrowed one is copied (`init(copying:)`), so a `TreePath`
/// never points at memory GTK may free. Methods such as `down()` and `next()` change this
/// path in place; `copy()` makes an independent one. Constructors and methods are generated
/// from the GIR file (`Generated/Records/TreePath+Methods.swift`).
public final class TreePath {
    /// The C path, owned by this object.
    let pointer: OpaquePointer

    /// Adopts a path the caller owns (transfer full); it is freed with this object.
    init(taking pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// Copies a borrowed path (transfer none); the copy is freed with this object.
    init(copying pointer: OpaquePointer) {
        self.pointer = gtk_tree_path_copy(pointer)
    }

    deinit {
        gtk_tree_path_free(pointer)
    }
}

// MARK: - Equatable

extension TreePath: Equatable {
    /// Whether both paths have the same indices (`gtk_tree_path_compare`).
    public static func == (lhs: TreePath, rhs: TreePath) -> Bool {
        gtk_tree_path_compare(lhs.pointer, rhs.pointer) == 0
    }
}

// MARK: - CustomStringConvertible

extension TreePath: CustomStringConvertible {
    /// The indices separated by colons (`gtk_tree_path_to_string`), e.g. `"2:0"`; empty for
    /// an empty path.
    public var description: String {
        guard let text = gtk_tree_path_to_string(pointer) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }
}
