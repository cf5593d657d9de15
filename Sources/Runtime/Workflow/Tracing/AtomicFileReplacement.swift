#if canImport(Glibc)
import Glibc
#endif

/// Replaces a whole file atomically with the C library alone: the bytes go to a new file
/// next to the destination (created exclusively), which is renamed over it once written, so
/// a reader sees the old file or the new one, never a part, and a failure leaves nothing
/// behind. Package-wide: ``ChromeTraceObserver`` writes its trace with it, WorkflowRestoration
/// its state file.
///
/// Gtk's `FileReplacement` does the same for apps' files (plus refusing links and conditional
/// writes). They are two because neither module may import the other (the Runtime has no GTK,
/// the bindings no Workflow) and no module sits under both. Both are checked the same way
/// (`AtomicWriteTests` in GtkTests and WorkflowRestorationTests): a reader of the old file, a
/// write cut off by `RLIMIT_FSIZE`, and `strace` showing the `fsync` before the `rename`.
package enum AtomicFileReplacement {
    /// A step that failed: the operation, the path and the system's reason.
    package struct Failure: Error {
        /// What was being done (`create`, `write`, `rename a file to`, …).
        package var operation: String
        /// The file or folder concerned.
        package var path: String
        /// `strerror(errno)`.
        package var reason: String

        /// The failure of `operation` on `path`, with the reason `errno` gives now.
        package init(_ operation: String, _ path: String) {
            self.operation = operation
            self.path = path
            reason = String(cString: strerror(errno))
        }
    }

    /// Replaces the file at `path` with `bytes`. The new file is made with `permissions` (less
    /// the umask); `syncsToDisk` flushes it to the disk before the rename.
    package static func replace(
        _ path: String, with bytes: [UInt8], permissions: mode_t, syncsToDisk: Bool
    ) throws(Failure) {
        let temporary = path + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw Failure("create", temporary) }
        var written = 0
        var writeError: Failure?
        while written < bytes.count {
            // An array passes to C as a pointer to its elements; after a short write, the rest.
            let rest = written == 0 ? bytes : Array(bytes[written...])
            let result = Glibc.write(descriptor, rest, rest.count)
            if result < 0 {
                if errno == EINTR { continue }
                writeError = Failure("write", temporary)
                break
            }
            written += result
        }
        if writeError == nil, syncsToDisk, fsync(descriptor) != 0 { writeError = Failure("write", temporary) }
        if close(descriptor) != 0, writeError == nil { writeError = Failure("write", temporary) }
        if let writeError {
            unlink(temporary)
            throw writeError
        }
        guard rename(temporary, path) == 0 else {
            let error = Failure("rename a file to", path)
            unlink(temporary)
            throw error
        }
    }
}
