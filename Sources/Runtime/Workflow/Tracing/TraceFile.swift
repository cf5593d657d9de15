#if canImport(Glibc)
import Glibc
#endif

/// Writes a ``ChromeTraceObserver``'s file atomically (``AtomicFileReplacement``: a new file
/// next to the destination, renamed over it once written).
enum TraceFile {
    /// Why the trace file could not be written: the operation, the path and `strerror`.
    struct Failure: Error, CustomStringConvertible {
        var operation: String
        var path: String
        var reason: String

        var description: String {
            "ChromeTraceObserver cannot \(operation) \(path): \(reason); give a path in a writable folder"
        }
    }

    /// Replaces the file at `path` with `text` (UTF-8).
    static func replace(_ path: String, with text: String) throws {
        do throws(AtomicFileReplacement.Failure) {
            try AtomicFileReplacement.replace(path, with: Array(text.utf8), permissions: 0o666, syncsToDisk: false)
        } catch {
            throw Failure(operation: error.operation, path: error.path, reason: error.reason)
        }
    }
}
