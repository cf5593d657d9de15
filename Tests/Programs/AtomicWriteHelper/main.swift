// atomic-write-helper: writes a file with one of the package's two atomic writers, in a
// process of its own, so a test can run it under `strace` or with a file-size limit.
//
//   AtomicWriteHelper gtk|runtime PATH COUNT [FSIZE]
//
// Writes COUNT bytes ("n") to PATH with Gtk's `FileReplacement.write` (`gtk`) or Workflow's
// `AtomicFileReplacement.replace` flushed to disk (`runtime`, as WorkflowRestoration writes
// its state file). With FSIZE, the process may write no file past FSIZE bytes
// (`RLIMIT_FSIZE`, SIGXFSZ ignored so the write fails with EFBIG instead of killing it).
// Exits 0 when written, 1 with the failure on stderr, 2 on bad arguments.
import Gtk
import Workflow
#if canImport(Glibc)
import Glibc
#endif

/// Prints `message` on standard error and exits with `status`.
func fail(_ message: String, _ status: Int32) -> Never {
    var line = message + "\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    exit(status)
}

let arguments = CommandLine.arguments
guard arguments.count >= 4, let count = Int(arguments[3]), ["gtk", "runtime"].contains(arguments[1]) else {
    fail("usage: AtomicWriteHelper gtk|runtime PATH COUNT [FSIZE]", 2)
}
let path = arguments[2]
if arguments.count > 4, let limit = UInt(arguments[4]) {
    signal(SIGXFSZ, SIG_IGN)
    var bounds = rlimit(rlim_cur: rlim_t(limit), rlim_max: rlim_t(limit))
    guard setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &bounds) == 0 else {
        fail("setrlimit: \(String(cString: strerror(errno)))", 2)
    }
}
let bytes = [UInt8](repeating: UInt8(ascii: "n"), count: count)
let failure: String? = bytes.withUnsafeBytes { buffer in
    if arguments[1] == "gtk" {
        do throws(FileReplacement.Failure) {
            try FileReplacement.write(buffer, to: path)
            return nil
        } catch {
            return error.description
        }
    }
    do throws(AtomicFileReplacement.Failure) {
        try AtomicFileReplacement.replace(path, with: bytes, permissions: 0o600, syncsToDisk: true)
        return nil
    } catch {
        return "cannot \(error.operation) \(error.path): \(error.reason)"
    }
}
if let failure { fail(failure, 1) }
