#if canImport(Glibc)
import Glibc
#endif

/// Writes diagnostics to standard error (one `write(2)`, unbuffered).
enum StandardError {
    static func write(_ text: String) {
        _ = Glibc.write(2, text, text.utf8.count)
    }
}
