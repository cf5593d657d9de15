#if canImport(Glibc)
import Glibc
#endif

/// Writes to standard error.
package enum StandardError {
    package static func write(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }
}
