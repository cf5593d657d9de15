import Foundation
import Gtk
import NotesCore
import NotesScreens
import NotesWorkflows
import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

/// What one launch of `notes` asks for, read from its command line (``LaunchCommandLine``:
/// GLib parses the options in the launching process, the running instance receives them).
struct NotesOptions {
    /// The notes folder (`--folder`, or a file argument's folder; default
    /// `$XDG_DATA_HOME/dev.workflowgtk.Notes`).
    var folder = NotesFolder.defaultFolder()
    /// Whether the launch chose the folder (else the one last used is shown again).
    var choseFolder = false
    /// Where to write a PNG of the window once the notes are listed, then exit.
    var screenshotPath: String?
    /// The window size forced with `--size`.
    var size: (width: Int, height: Int)?
    /// The note selected once the folder is listed (`--open NAME`, or a file argument).
    var openNote: String?
    /// Whether the preferences open once the folder is listed (`--preferences`).
    var showsPreferences = false
    /// The style preference set at launch (`--style follow|light|dark`).
    var style: NoteStyle?

    static let version = "0.1.0"

    /// The options, with their help in English (translated through Notes' catalog when the
    /// command line is installed; `helpText` marks them for xgettext).
    @MainActor
    static var launchOptions: [LaunchOption] {
        var screenshot = LaunchOption.screenshot
        screenshot.help = helpText("Render the window to PATH (a PNG image) once the notes are listed, then exit")
        var size = LaunchOption.size(minimum: (360, 294))
        size.help = helpText("Open the window at W×H pixels (at least 360x294), e.g. 360x640")
        return [
            LaunchOption("folder", argument: .path, valueName: "PATH",
                         help: helpText("Keep the notes in PATH (created if missing; default: $XDG_DATA_HOME/dev.workflowgtk.Notes)")),
            LaunchOption("open", argument: .string, valueName: "NAME",
                         help: helpText("Show the note NAME (a file name in the folder)")) { name in
                name.isEmpty || name.contains("/") ? LaunchOption.Problem("--open needs a note's file name (got '\(name)')") : nil
            },
            LaunchOption("preferences", help: helpText("Open the preferences")),
            LaunchOption("style", argument: .string, valueName: "STYLE",
                         help: helpText("Set the style preference: follow (the system), light or dark")) { value in
                NoteStyle(rawValue: value) == nil ? LaunchOption.Problem("--style needs follow, light or dark (got '\(value)')") : nil
            },
            screenshot,
            size,
        ]
    }

    /// The texts around the options in `--help`, and the library's own option help, for xgettext.
    static let summary = helpText("Plain Markdown notes in a folder, saved as you type. Notes shows one folder of notes: a FILE opens its folder with that note selected.")
    static let keys = helpText("Keys: Ctrl+N new note, Ctrl+F search, Ctrl+O open a folder, Ctrl+, preferences, Ctrl+? every shortcut,\nCtrl+Q quits (unsaved edits are written first), Ctrl+W closes the window.\nA second launch shows its folder, note or file in the running window.")
    static let libraryTexts = [helpText("Show the version and exit"), helpText("[FILE…]")]

    /// The defaults: no launch read yet.
    init() {}

    /// Reads `launch`; nil when it refuses (the launch is told why, with its exit status).
    @MainActor
    init?(_ launch: Launch) {
        if let path = launch.path("folder") {
            folder = NotesFolder(url: URL(fileURLWithPath: path))
            choseFolder = true
        }
        openNote = launch.options.value("open")
        showsPreferences = launch.options.flag("preferences")
        style = launch.options.value("style").flatMap(NoteStyle.init(rawValue:))
        screenshotPath = launch.path("screenshot")
        size = launch.options.value("size").flatMap(LaunchOption.parseSize)
        guard let file = launch.files.first else { return }
        if launch.files.count > 1 || openNote != nil {
            launch.refuse(Translation.string("give one FILE, or --open NAME, not several"))
            return nil
        }
        let url = URL(fileURLWithPath: file)
        guard url.lastPathComponent.hasSuffix(".md"), !url.lastPathComponent.hasPrefix(".") else {
            launch.refuse(NotesStrings.filling(Translation.string("%s is not a note: Notes shows Markdown files, named *.md"), with: [file]))
            return nil
        }
        var info = stat()
        if stat(file, &info) != 0 {
            let reason = String(cString: strerror(errno))
            launch.refuse(NotesStrings.filling(Translation.string("cannot open %s: %s"), with: [file, reason]), status: 1)
            return nil
        }
        let fileFolder = url.deletingLastPathComponent()
        if choseFolder && fileFolder.standardizedFileURL.path != folder.url.standardizedFileURL.path {
            launch.refuse(NotesStrings.filling(Translation.string("%s is not in the folder --folder names (%s)"), with: [file, folder.url.path]))
            return nil
        }
        folder = NotesFolder(url: fileFolder)
        choseFolder = true
        openNote = url.lastPathComponent
    }

    /// The folder made ready for notes (created with its parents if missing); nil when it is,
    /// else one line naming the path and the system's reason.
    static func prepare(_ folder: NotesFolder) -> String? {
        let path = folder.url.path
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT != S_IFDIR else { return nil }
            return NotesStrings.filling(Translation.string("cannot use %s as the notes folder: %s"), with: [path, String(cString: strerror(ENOTDIR))])
        }
        var built = ""
        for component in path.split(separator: "/") {
            built += "/" + component
            if mkdir(built, 0o755) != 0 && errno != EEXIST {
                let reason = String(cString: strerror(errno))
                return NotesStrings.filling(Translation.string("cannot create the notes folder %s: %s"), with: [path, reason])
            }
        }
        if stat(path, &info) != 0 || info.st_mode & S_IFMT != S_IFDIR {
            return NotesStrings.filling(Translation.string("cannot use %s as the notes folder: %s"), with: [path, String(cString: strerror(ENOTDIR))])
        }
        return nil
    }
}

/// Marks a `--help` text for xgettext (`po/meson.build`'s `--keyword=helpText`); the
/// command line translates it when it is installed.
func helpText(_ text: String) -> String { text }

