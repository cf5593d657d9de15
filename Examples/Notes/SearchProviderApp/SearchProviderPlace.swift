import Foundation
import NotesCore
import NotesWorkflows
#if canImport(Glibc)
import Glibc
#endif

/// Where the provider finds what it reads: the notes folder Notes shows, and the files
/// installed beside it.
@MainActor
enum SearchProviderPlace {
    /// `<prefix>/share` of this program (`<prefix>/libexec/notes-search-provider` installed,
    /// or a build folder), from `/proc/self/exe`.
    static var shareFolder: URL {
        program.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share")
    }

    /// This program's file, links resolved.
    static var program: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }

    /// The folder Notes last showed (its GSettings `last-folder`, when it still exists), or
    /// Notes' default folder.
    static func notesFolder() -> NotesFolder {
        let (store, problem) = NotesSettings.open(folders: [shareFolder.appendingPathComponent("glib-2.0/schemas").path])
        if let problem { report(problem) }
        return store.flatMap { NotesSettings.lastPlace(in: $0)?.folder } ?? NotesFolder.defaultFolder()
    }

    /// Writes one line to standard error.
    static func report(_ line: String) {
        FileHandle.standardError.write(Data((line.hasSuffix("\n") ? line : line + "\n").utf8))
    }
}
