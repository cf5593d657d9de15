internal import CGtk
@_spi(GeneratedBindings) import Gtk

/// The pixels of an image file (e.g. a screenshot PNG), for checks of what was drawn:
/// 8 bits per channel, rows top to bottom.
public struct PixelImage: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Blue, green, red, alpha (premultiplied) for each pixel, row by row.
    public let bgra: [UInt8]

    /// Why an image could not be read.
    public struct LoadError: Error, CustomStringConvertible {
        /// The path and GLib's reason.
        public let description: String
    }

    /// Reads a PNG (or another format GDK loads) from `path`.
    public init(contentsOf path: String) throws(LoadError) {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(path, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw LoadError(description: "Gtk.PixelImage: cannot read \(path): \(reason)")
        }
        defer { g_object_unref(untyped(texture)) }
        width = Int(gdk_texture_get_width(texture))
        height = Int(gdk_texture_get_height(texture))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let stride = width * 4
        pixels.withUnsafeMutableBufferPointer { buffer in
            gdk_texture_download(texture, buffer.baseAddress, gsize(stride))
        }
        bgra = pixels
    }

    /// The brightness of the pixel at (`x`, `y`), 0 (black) to 1 (white): the mean of its
    /// colour channels.
    public func brightness(x: Int, y: Int) -> Double {
        let offset = (y * width + x) * 4
        return (Double(bgra[offset]) + Double(bgra[offset + 1]) + Double(bgra[offset + 2])) / (3 * 255)
    }
}
