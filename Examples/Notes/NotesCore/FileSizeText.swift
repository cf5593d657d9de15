/// A file's size as people read it, with GLib's `g_format_size` units: decimal (SI)
/// prefixes, 1 kB = 1,000 bytes and 1 MB = 1,000,000 bytes, one decimal from a kilobyte on
/// ("8.4 MB" for 8 MiB + 1 byte), whole bytes below ("512 bytes"); the unit is the
/// largest not above the size, as GLib picks it ("1000.0 kB" for 999,999 bytes).
public enum FileSizeText {
    /// `bytes` as "8.4 MB", "1.0 kB", "1 byte" or "999 bytes", the decimal point written as
    /// `decimalSeparator` (the user's, e.g. "," in German).
    public static func describing(_ bytes: Int, decimalSeparator: String = ".") -> String {
        guard bytes >= 1000 else { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        let units = ["kB", "MB", "GB", "TB", "PB", "EB"]
        var unit = 0, scale = 1000.0
        while unit < units.count - 1, bytes >= Int(scale) * 1000 {
            unit += 1
            scale *= 1000
        }
        // Tenths, rounded half up as printf's "%.1f" does for these values.
        let tenths = Int((Double(bytes) / scale * 10).rounded())
        return "\(tenths / 10)\(decimalSeparator)\(tenths % 10) \(units[unit])"
    }
}
