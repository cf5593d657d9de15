import Foundation
import NotesCore
import NotesWorkflows
#if canImport(Glibc)
import Glibc
#endif

/// The command line of `notes`.
struct NotesOptions {
    /// The notes folder (`--folder`; default `$XDG_DATA_HOME/dev.workflowgtk.Notes`).
    var folder = NotesFolder.defaultFolder()
    /// Whether `--folder` chose the folder (else the last one used is shown again).
    var choseFolder = false
    /// Where to write a PNG of the window once the notes are listed, then exit.
    var screenshotPath: String?
    /// The window size forced with `--size`.
    var size: (width: Int, height: Int)?
    /// The note selected once the folder is listed (`--open NAME`).
    var openNote: String?
    /// Whether the preferences open once the folder is listed (`--preferences`).
    var showsPreferences = false
    /// The style preference set at launch (`--style follow|light|dark`).
    var style: NoteStyle?

    static let version = "0.1.0"

    static let usage = """
    Usage: notes [--folder PATH] [--open NAME] [--preferences] [--style STYLE] [--screenshot PATH] [--size WxH]
                 [--help] [--version]

      --folder PATH       keep the notes in PATH (created if missing; default:
                          $XDG_DATA_HOME/dev.workflowgtk.Notes)
      --open NAME         show the note NAME (a file name in the folder) at launch
      --preferences       open the preferences at launch
      --style STYLE       set the style preference: follow (the system), light or dark
      --screenshot PATH   render the window to PATH (a PNG image) once the notes are listed,
                          then exit
      --size WxH          open the window at W×H pixels (at least 360x294), e.g. 360x640
      --help              show this help
      --version           show the version

    Keys: Ctrl+N new note, Ctrl+F search, Ctrl+Z/Ctrl+Shift+Z undo/redo in the editor,
          Ctrl+, preferences, Ctrl+Q quits (unsaved edits are written first), Ctrl+W closes the window.
    A second launch activates the running window.
    """

    /// Parses `arguments` (without the program name); `--help` and `--version` print and
    /// exit 0, bad input prints the problem to standard error and exits 2.
    static func parse(_ arguments: [String]) -> NotesOptions {
        var options = NotesOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h":
                print(usage)
                exit(0)
            case "--version":
                print("notes \(version)")
                exit(0)
            case "--folder":
                guard let path = rest.popFirst(), !path.isEmpty else { fail("--folder needs a PATH") }
                options.folder = NotesFolder(url: URL(fileURLWithPath: path))
                options.choseFolder = true
            case "--open":
                guard let name = rest.popFirst(), !name.isEmpty, !name.contains("/") else { fail("--open needs a note's file name") }
                options.openNote = name
            case "--preferences":
                options.showsPreferences = true
            case "--style":
                guard let style = rest.popFirst().flatMap(NoteStyle.init(rawValue:)) else { fail("--style needs follow, light or dark") }
                options.style = style
            case "--screenshot":
                guard let path = rest.popFirst(), path.lowercased().hasSuffix(".png") else {
                    fail("--screenshot needs a PATH ending in .png")
                }
                options.screenshotPath = path
            case "--size":
                let parts = (rest.popFirst() ?? "").split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts[0] >= 360, parts[1] >= 294 else { fail("--size needs WIDTHxHEIGHT, at least 360x294") }
                options.size = (parts[0], parts[1])
            default:
                fail(argument.hasPrefix("-") ? "unknown option '\(argument)'" : "unexpected argument '\(argument)'")
            }
        }
        return options
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("notes: \(message)\nTry 'notes --help' for more information.\n".utf8))
        exit(2)
    }
}
