import DemoWorkflows
#if canImport(Glibc)
import Glibc
#endif

/// Finds the files the demo loads at run time: next to an installed binary
/// (`<prefix>/share/<app id>/`), or, for a binary that runs from a SwiftPM build folder
/// (`<package>/.build/…/workflow-demo`, as `swift run` and the tests do), in that package's
/// `Resources/`. Both are derived from where the binary is at run time: nothing about the
/// build machine is compiled in, so an installed or copied binary never reaches back into a
/// source tree. `WORKFLOW_DEMO_RESOURCES` overrides both.
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
            "workflow-demo: cannot find \(file). Looked in: \(searched.joined(separator: ", ")). Install the demo (see meson-notes.md), run it from its build folder (swift run workflow-demo), or set WORKFLOW_DEMO_RESOURCES to the folder holding \(file)."
        }
    }

    /// The folders searched, in order.
    static func candidateFolders(executablePath: String) -> [String] {
        if let override = getenv("WORKFLOW_DEMO_RESOURCES") { return [String(cString: override)] }
        let binDirectory = parentDirectory(of: executablePath)
        var folders = [parentDirectory(of: binDirectory) + "/share/\(applicationID)"]
        if let package = buildFolderPackage(executablePath: executablePath) { folders.append(package + "/Resources") }
        return folders
    }

    /// The package folder of a binary that runs from its SwiftPM build folder
    /// (`<package>/.build/<triple>/<configuration>/workflow-demo`, or a `.build-*` scratch
    /// folder): the folder above the build folder when it holds `Package.swift`.
    static func buildFolderPackage(executablePath: String) -> String? {
        let components = executablePath.split(separator: "/", omittingEmptySubsequences: false)
        guard let build = components.lastIndex(where: { $0 == ".build" || $0.hasPrefix(".build-") }), build > 0 else { return nil }
        let package = components[..<build].joined(separator: "/")
        return isReadableFile(package + "/Package.swift") ? package : nil
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
