#if canImport(Glibc)
import Glibc
#endif

/// Writes diagnostics to standard error (file descriptor 2) in one unbuffered `write(2)`,
/// without C's global `stderr`. Package-wide: the bindings, the UI libraries, the dev tools
/// and the benchmarks of this package use it; an app's code does not see it, and neither do
/// the examples, written as apps are (`ExamplesUseProductsTests` checks).
package enum StandardError {
    /// Writes `text` as it is (add the newline yourself).
    package static func write(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }
}
