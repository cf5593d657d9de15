internal import CGtk

/// Rendering widgets to images and waiting for frames.
extension Widget {
    /// Renders the widget as it is drawn now into a PNG at `path`, at its allocated size.
    /// Throws when the widget is not realized in a window or the file cannot be written.
    public func savePNG(to path: String) throws(SnapshotError) {
        try writeSnapshotPNG(to: path) { snapshot, width, height in
            let paintable = gtk_widget_paintable_new(widget)
            defer { g_object_unref(raw(paintable!)) }
            gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        }
    }

    /// Renders this window with its visible modal windows (transient for it) drawn centred
    /// over it, into one PNG at `path`: what a user sees when a dialog is open.
    public func savePNGWithModals(to path: String) throws(SnapshotError) {
        guard let window = self as? Window else { return try savePNG(to: path) }
        try writeSnapshotPNG(to: path) { snapshot, width, height in
            for layer in [window] + window.visibleModals {
                let layerWidth = gtk_widget_get_width(layer.widget), layerHeight = gtk_widget_get_height(layer.widget)
                guard layerWidth > 0, layerHeight > 0 else { continue }
                let paintable = gtk_widget_paintable_new(layer.widget)
                var offset = graphene_point_t(x: Float(max(0, (width - layerWidth) / 2)), y: Float(max(0, (height - layerHeight) / 2)))
                if layer !== window { gtk_snapshot_save(snapshot); gtk_snapshot_translate(snapshot, &offset) }
                gdk_paintable_snapshot(paintable, snapshot, Double(layerWidth), Double(layerHeight))
                if layer !== window { gtk_snapshot_restore(snapshot) }
                g_object_unref(raw(paintable!))
            }
        }
    }

    /// Lets `draw` fill a new snapshot at the widget's allocated size, renders it with the
    /// widget's renderer and writes the image as a PNG at `path`. Throws when the widget is
    /// not realized in a window, nothing was drawn, or the file cannot be written.
    private func writeSnapshotPNG(
        to path: String, drawing draw: (_ snapshot: OpaquePointer?, _ width: Int32, _ height: Int32) -> Void
    ) throws(SnapshotError) {
        let width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget)
        guard width > 0, height > 0, let native = gtk_widget_get_native(widget),
              let renderer = gtk_native_get_renderer(native)
        else { throw .notRealized(typeName) }
        let snapshot = gtk_snapshot_new()
        draw(snapshot, width, height)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { throw .empty(typeName) }
        defer { gsk_render_node_unref(node) }
        var rect = graphene_rect_t()
        graphene_rect_init(&rect, 0, 0, Float(width), Float(height))
        guard let texture = gsk_renderer_render_texture(renderer, node, &rect) else { throw .empty(typeName) }
        defer { g_object_unref(raw(texture)) }
        try Self.writePNG(texture, to: path)
    }

    /// Encodes `texture` as PNG and writes it with `FileReplacement` (a temporary file in the
    /// same folder, renamed into place; devices, FIFOs and folders refused).
    private static func writePNG(_ texture: OpaquePointer, to path: String) throws(SnapshotError) {
        guard let bytes = gdk_texture_save_to_png_bytes(texture) else { throw .empty("texture") }
        defer { g_bytes_unref(bytes) }
        var size = 0
        let data = g_bytes_get_data(bytes, &size)
        do throws(FileReplacement.Failure) {
            try FileReplacement.write(UnsafeRawBufferPointer(start: data, count: size), to: path)
        } catch {
            throw .writeFailed(path, error.description)
        }
    }
}

/// Why a widget could not be rendered to an image.
public enum SnapshotError: Error, CustomStringConvertible {
    /// The widget has no size or is not in a realized window.
    case notRealized(String)
    /// Rendering produced nothing.
    case empty(String)
    /// The PNG could not be written: the path and the reason (`FileReplacement.Failure`).
    case writeFailed(String, String)

    /// A message naming the problem and the fix.
    public var description: String {
        switch self {
        case .notRealized(let type): "Gtk.Widget.savePNG: the \(type) is not shown in a window yet. Present the window and wait for its first frame."
        case .empty(let type): "Gtk.Widget.savePNG: rendering the \(type) produced no image."
        case .writeFailed(_, let reason): "Gtk.Widget.savePNG: \(reason)"
        }
    }
}
