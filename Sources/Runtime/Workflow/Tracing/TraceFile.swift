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
        var text = text
        let failure: AtomicFileReplacement.Failure? = text.withUTF8 { utf8 in
            do throws(AtomicFileReplacement.Failure) {
                try AtomicFileReplacement.replace(path, with: UnsafeRawBufferPointer(utf8), permissions: 0o666, syncsToDisk: false)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw Failure(operation: failure.operation, path: failure.path, reason: failure.reason) }
    }
}
