import Foundation
import NotesCore

/// Starts the `notes` program on a note, as a search result's activation does: `notes
/// --folder FOLDER --open NAME`. A Notes already running gets the request through
/// GApplication and shows the note in its window.
public struct NoteLauncher: Sendable {
    /// The `notes` program.
    public let executable: URL

    /// A launcher of the program at `executable`.
    public init(executable: URL) {
        self.executable = executable
    }

    /// The `notes` installed with the program at `program`: beside it (a build folder), in
    /// `../bin` (a provider installed in `libexec`), or else the first on `PATH`; nil when
    /// there is none.
    public static func installed(with program: URL, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> NoteLauncher? {
        let folder = program.resolvingSymlinksInPath().deletingLastPathComponent()
        var candidates = [folder.appendingPathComponent("notes"),
                          folder.deletingLastPathComponent().appendingPathComponent("bin/notes")]
        candidates += (path ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("notes") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }.map(NoteLauncher.init(executable:))
    }

    /// The arguments that open `note` (nil: the folder alone) in `folder`.
    public static func arguments(opening note: String?, in folder: NotesFolder) -> [String] {
        ["--folder", folder.url.path] + (note.map { ["--open", $0] } ?? [])
    }

    /// The environment for a launch the user asked for at X11 time `timestamp` (0: unknown):
    /// GTK takes a startup id's `_TIME` as the time of the request, so the window may take
    /// the focus, and a running Notes gets it with the second launch.
    public static func environment(_ inherited: [String: String], timestamp: UInt32) -> [String: String] {
        var environment = inherited
        environment["DESKTOP_STARTUP_ID"] = timestamp == 0 ? nil : "notes-search-provider_TIME\(timestamp)"
        return environment
    }

    /// Starts `notes` on `note` (nil: the folder alone) in `folder`, asked for at `timestamp`
    /// (the shell's), without waiting for it. Throws when the program cannot be started.
    public func open(_ note: String?, in folder: NotesFolder, timestamp: UInt32 = 0) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = Self.arguments(opening: note, in: folder)
        process.environment = Self.environment(ProcessInfo.processInfo.environment, timestamp: timestamp)
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }
}
