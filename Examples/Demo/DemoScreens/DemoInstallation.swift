#if canImport(Glibc)
import Glibc
#endif

/// Where the demo's installed data lives, derived from where the binary runs: the folder
/// `share` beside the binary's folder (`<prefix>/bin/workflow-demo` reads
/// `<prefix>/share/glib-2.0/schemas` and `<prefix>/share/locale`). A binary in a SwiftPM
/// build folder (`.build/<triple>/debug/workflow-demo`) reads `.build/<triple>/share`, where
/// `Scripts/demo` and `Scripts/test` compile the schema and the translations. Nothing about
/// the build machine is compiled in.
package struct DemoInstallation: Sendable, Equatable {
    /// The application id: the GSettings schema id, the text domain, and the name of the
    /// `.desktop` file, icon and metainfo.
    package static let applicationID = "dev.workflowgtk.Demo"

    /// `<prefix>/share`.
    package let shareFolder: String

    /// The installation of the binary at `executablePath`.
    package init(executablePath: String) {
        shareFolder = Self.parentDirectory(of: Self.parentDirectory(of: executablePath)) + "/share"
    }

    /// The folder of the compiled settings schema (`gschemas.compiled`).
    package var schemaFolder: String { shareFolder + "/glib-2.0/schemas" }
    /// The folder of the message catalogs (`<lang>/LC_MESSAGES/<app id>.mo`).
    package var localeFolder: String { shareFolder + "/locale" }

    /// The running executable's path (`/proc/self/exe`).
    package static var executablePath: String {
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
