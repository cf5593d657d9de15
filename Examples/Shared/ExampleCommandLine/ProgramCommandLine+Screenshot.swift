import Gtk
#if canImport(Glibc)
import Glibc
#endif

extension ProgramCommandLine {
    /// Refuses (exit 2) a name that is not a PNG's, and (exit 1, naming the cause) a path that
    /// cannot be written, before any window opens.
    public func checkScreenshotPath(_ path: String) {
        let name = path.split(separator: "/").last ?? ""
        if let dot = name.lastIndex(of: "."), dot != name.startIndex, name[name.index(after: dot)...].lowercased() != "png" {
            refuse("--screenshot writes a PNG image; give a PATH ending in .png, not .\(name[name.index(after: dot)...]) (got '\(path)')")
        }
        do throws(FileReplacement.Failure) {
            try FileReplacement.check(path)
        } catch {
            writeError("\(program): --screenshot: \(error)\n")
            exit(1)
        }
    }
}
