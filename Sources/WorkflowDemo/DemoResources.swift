import DemoWorkflows
#if canImport(Glibc)
import Glibc
#endif

/// Finds the files the demo loads at run time: next to an installed binary
/// (`<prefix>/share/<app id>/`), or in the source tree's `Resources/` when run from the
/// build (`swift run`). `WORKFLOW_DEMO_RESOURCES` overrides both.
struct DemoResources {
    /// The application id, used for the `.desktop` file, icon and metainfo names too.
    static let applicationID = "dev.workflowgtk.Demo"

    /// Files the demo needs at run time.
    static let requiredFiles = ["style.css", "\(applicationID).desktop", "\(applicationID).svg", "\(applicationID).metainfo.xml"]

    /// The folder the files were found in.
    let folder: String

    /// Why the resources could not be found.
    struct MissingResource: Error, CustomStringConvertible {
        let file: String
        let searched: [String]
        var description: String {
            "workflow-demo: cannot find \(file). Looked in: \(searched.joined(separator: ", ")). Install the demo (see meson-notes.md), run it from the source tree, or set WORKFLOW_DEMO_RESOURCES to the folder holding \(file)."
        }
    }

    /// The folders searched, in order.
    static func candidateFolders(executablePath: String, sourceFile: String = #filePath) -> [String] {
        if let override = getenv("WORKFLOW_DEMO_RESOURCES") { return [String(cString: override)] }
        let binDirectory = parentDirectory(of: executablePath)
        let installed = parentDirectory(of: binDirectory) + "/share/\(applicationID)"
        // Sources/WorkflowDemo/DemoResources.swift -> <package>/Resources
        let source = parentDirectory(of: parentDirectory(of: parentDirectory(of: sourceFile))) + "/Resources"
        return [installed, source]
    }

    /// Finds the folder holding every required file that is readable.
    static func locate(executablePath: String) throws(MissingResource) -> DemoResources {
        let folders = candidateFolders(executablePath: executablePath)
        for folder in folders where requiredFiles.allSatisfy({ isReadableFile(folder + "/" + $0) }) {
            return DemoResources(folder: folder)
        }
        let missing = requiredFiles.first { file in !folders.contains { isReadableFile($0 + "/" + file) } }
            ?? requiredFiles.first { !isReadableFile(folders[0] + "/" + $0) } ?? requiredFiles[0]
        throw MissingResource(file: missing, searched: folders)
    }

    /// Whether `path` is a regular file this process can open for reading (`access` alone
    /// accepts a folder, which GTK then fails to load with only a warning).
    static func isReadableFile(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        return fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The path of a resource file.
    func path(_ file: String) -> String { folder + "/" + file }

    /// The running executable's path (`/proc/self/exe`).
    static var executablePath: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return CommandLine.arguments[0] }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
