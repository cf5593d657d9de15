internal import CGtk

/// What every file chooser (a `FileChooserNative`, a `FileChooserDialog`, a
/// `FileChooserWidget`) offers beyond its generated members: filters, the folder it opens
/// in, the file selected, and the chosen files as paths.
extension FileChooser {
    private var fileChooserPointer: OpaquePointer { opaque(gobject) }

    /// Adds a filter named `name` (as the chooser's filter menu shows it) matching files
    /// whose name matches one of `patterns` (`*.txt`) or whose content type is one of
    /// `mimeTypes` (`text/plain`, `image/*`). The first filter added is selected.
    public func addFilter(name: String, patterns: [String] = [], mimeTypes: [String] = []) {
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, name)
        for pattern in patterns { gtk_file_filter_add_pattern(filter, pattern) }
        for type in mimeTypes { gtk_file_filter_add_mime_type(filter, type) }
        gtk_file_chooser_add_filter(fileChooserPointer, filter)
        g_object_unref(raw(filter))
    }

    /// The names of the filters added, in order.
    public var filterNames: [String] {
        guard let list = gtk_file_chooser_get_filters(fileChooserPointer) else { return [] }
        defer { g_object_unref(raw(list)) }
        return (0..<g_list_model_get_n_items(list)).compactMap { index in
            guard let item = g_list_model_get_item(list, index) else { return nil }
            defer { g_object_unref(item) }
            return gtk_file_filter_get_name(opaque(item)).map { String(cString: $0) }
        }
    }

    /// Opens the chooser in the folder at `path`. Returns false when it is not a folder the
    /// chooser can show.
    @discardableResult
    public func setCurrentFolder(_ path: String) -> Bool {
        let file = g_file_new_for_path(path)!
        defer { g_object_unref(raw(file)) }
        var error: UnsafeMutablePointer<GError>?
        let done = gtk_file_chooser_set_current_folder(fileChooserPointer, file, &error) != 0
        if let error { g_error_free(error) }
        return done
    }

    /// The local paths of the files chosen (in a `FileChooserNative`'s accepted response, or the selection of a chooser widget); a chosen file
    /// without a local path (a remote location) is given by its URI.
    public var paths: [String] {
        guard let list = gtk_file_chooser_get_files(fileChooserPointer) else { return [] }
        defer { g_object_unref(raw(list)) }
        return (0..<g_list_model_get_n_items(list)).compactMap { index in
            guard let item = g_list_model_get_item(list, index) else { return nil }
            defer { g_object_unref(item) }
            return fileLocation(of: item)
        }
    }

    /// Selects the file at `path` in the chooser's list (opening its folder; for a folder
    /// chooser, selects the folder), as a click on it would; in a save chooser, proposes its
    /// folder and name. A chooser still loading the folder shows the selection once loaded:
    /// ``paths`` gives it from then on. Returns false when the chooser cannot show it.
    @discardableResult
    public func selectFile(_ path: String) -> Bool {
        let file = g_file_new_for_path(path)!
        defer { g_object_unref(raw(file)) }
        var error: UnsafeMutablePointer<GError>?
        let done = gtk_file_chooser_set_file(fileChooserPointer, file, &error) != 0
        if let error { g_error_free(error) }
        return done
    }
}

/// The local path of a `GFile`, or its URI when it has none.
func fileLocation(of item: UnsafeMutableRawPointer) -> String? {
    let file: OpaquePointer = opaque(item)
    if let path = g_file_get_path(file) {
        defer { g_free(path) }
        return String(cString: path)
    }
    guard let uri = g_file_get_uri(file) else { return nil }
    defer { g_free(uri) }
    return String(cString: uri)
}
