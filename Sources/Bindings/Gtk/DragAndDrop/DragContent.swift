internal import CGtk

/// What a drag carries, as Swift values: local files (by path) or text. A drop target
/// receives it from GTK's `GValue` (`GdkFileList` or a string); a drag source offers it
/// through a `GdkContentProvider`.
public enum DragContent: Hashable, Sendable {
    /// Local files and folders, by absolute path.
    case files([String])
    /// Plain text.
    case text(String)

    /// A kind of content a drop target accepts.
    public enum Kind: Hashable, Sendable, CaseIterable {
        /// Files (`GdkFileList`: a file manager's `text/uri-list`).
        case files
        /// Text (a `gchararray`: `text/plain`).
        case text

        /// The GType GTK delivers this kind as.
        var gtype: GType {
            switch self {
            case .files: gdk_file_list_get_type()
            case .text: stringGType
            }
        }
    }

    /// The kind of this content.
    public var kind: Kind {
        switch self {
        case .files: .files
        case .text: .text
        }
    }

    /// The content a `GValue` holds, or nil when it holds another type (or only files
    /// without a local path, such as a remote location).
    init?(value: UnsafePointer<GValue>) {
        let type = value.pointee.g_type
        if type == stringGType {
            guard let text = g_value_get_string(value) else { return nil }
            self = .text(String(cString: text))
        } else if type == gdk_file_list_get_type() {
            guard let boxed = g_value_get_boxed(value) else { return nil }
            var paths: [String] = []
            // The list is ours to free; its files belong to the value.
            let head = gdk_file_list_get_files(OpaquePointer(boxed))
            defer { g_slist_free(head) }
            var node = head
            while let current = node {
                if let file = current.pointee.data, let path = g_file_get_path(OpaquePointer(file)) {
                    paths.append(String(cString: path))
                    g_free(path)
                }
                node = current.pointee.next
            }
            guard !paths.isEmpty else { return nil }
            self = .files(paths)
        } else {
            return nil
        }
    }

    /// Calls `body` with a `GValue` holding this content (a `GdkFileList` of `GFile`s or a
    /// string); the value is unset afterwards.
    func withValue<R>(_ body: (UnsafeMutablePointer<GValue>) -> R) -> R {
        switch self {
        case .text(let text):
            return withStringValue(text, body)
        case .files(let paths):
            var files: [OpaquePointer?] = paths.map { g_file_new_for_path($0) }
            defer { for file in files { g_object_unref(file.map { UnsafeMutableRawPointer($0) }) } }
            let list = files.withUnsafeMutableBufferPointer { gdk_file_list_new_from_array($0.baseAddress, gsize($0.count)) }
            var value = GValue()
            g_value_init(&value, gdk_file_list_get_type())
            g_value_take_boxed(&value, list.map { UnsafeRawPointer($0) })
            defer { g_value_unset(&value) }
            return body(&value)
        }
    }
}
