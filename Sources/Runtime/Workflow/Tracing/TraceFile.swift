#if canImport(Glibc)
import Glibc
#endif

/// Writes a ``ChromeTraceObserver``'s file atomically with the C library alone: the text
/// goes to a new file next to the destination, which is renamed over it once written.
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
        let temporary = path + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        // "x": fail rather than reuse an existing file.
        guard let file = fopen(temporary, "wx") else { throw failure("create", temporary) }
        let count = text.utf8.count
        let written = fwrite(text, 1, count, file)
        let closed = fclose(file)
        guard written == count, closed == 0 else {
            let error = failure("write", temporary)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = failure("rename a file to", path)
            unlink(temporary)
            throw error
        }
    }

    private static func failure(_ operation: String, _ path: String) -> Failure {
        Failure(operation: operation, path: path, reason: String(cString: strerror(errno)))
    }
}
