import Foundation
import Gtk
import NotesCore
import NotesWorkflows

/// `text` in the user's language: Notes' gettext catalog (text domain `dev.workflowgtk.Notes`,
/// bound by the app with ``NotesStrings/bind(localeFolder:)``), or `text` itself.
/// `xgettext --keyword=localized` collects the strings passed to it (Examples/Notes/po/POTFILES.in).
func localized(_ text: String) -> String { Translation.string(text) }

/// `format` in the user's language with its `%s` replaced by `values` (see ``filledIn(_:_:)``).
func localized(_ format: String, _ values: String...) -> String {
    filledIn(Translation.string(format), values)
}

/// `format` with its conversions replaced by `values`, as C's `printf` does for strings:
/// each `%s` (or `%d`) takes the next value in order, and `%N$s` (or `%N$d`) the N-th value,
/// so a translation can put them in another order ("%2$s … %1$s"). `%%` is a percent sign; a
/// conversion without a value is left as it is.
func filledIn(_ format: String, _ values: [String]) -> String {
    var result = "", rest = Substring(format), next = 0
    while let match = rest.firstMatch(of: /%(?:([1-9][0-9]*)\$)?([sd%])/) {
        result += rest[..<match.range.lowerBound]
        rest = rest[match.range.upperBound...]
        if match.output.2 == "%" {
            result += "%"
            continue
        }
        let index: Int
        if let position = match.output.1.flatMap({ Int($0) }) {
            index = position - 1
        } else {
            index = next
            next += 1
        }
        result += values.indices.contains(index) ? values[index] : String(format[match.range])
    }
    return result + rest
}

/// The window's words in one place, each in the user's language when it is read (so a test
/// or a language change sees the catalog bound at that time).
public enum NotesStrings {
    /// The app's text domain: its catalogs are `<locale folder>/<lang>/LC_MESSAGES/dev.workflowgtk.Notes.mo`.
    public static let textDomain = "dev.workflowgtk.Notes"

    /// `format` (already translated) with its `%s` / `%N$s` replaced by `values`
    /// (``filledIn(_:_:)``): for the app's command-line messages.
    public static func filling(_ format: String, with values: [String]) -> String {
        filledIn(format, values)
    }

    /// Takes the user's language from the environment and reads Notes' catalogs from
    /// `localeFolder` (`<prefix>/share/locale`).
    public static func bind(localeFolder: String) {
        Translation.bind(domain: textDomain, directory: localeFolder)
    }

    static var appName: String { localized("Notes") }
    static var mainMenu: String { localized("Main Menu") }
    static var newNote: String { localized("New Note") }
    static var copyText: String { localized("Copy Note Text") }
    static var saveAs: String { localized("Save As…") }
    static var deleteNote: String { localized("Delete Note") }
    /// The primary menu's check item for the editor's font.
    static var monospaceFont: String { localized("Monospace Font") }
    static var openFolder: String { localized("Open Folder…") }
    static var importNotes: String { localized("Import…") }
    static var preferences: String { localized("Preferences") }
    static var appSection: String { localized("Notes App") }
    static var sortBy: String { localized("Sort By") }
    static var editorGroup: String { localized("Editor") }
    static var fontSize: String { localized("Font Size") }
    static var fontSizeSubtitle: String { localized("Note text, in points") }
    static var appearance: String { localized("Appearance") }
    static var style: String { localized("Style") }
    static var about: String { localized("About Notes") }
    static var search: String { localized("Search Notes") }
    /// The search field's text while it is empty.
    static var searchPlaceholder: String { localized("Search notes") }
    static var keyboardShortcuts: String { localized("Keyboard Shortcuts") }
    /// The shortcuts window's group of keys that belong to no section.
    static var general: String { localized("General") }
    static var quit: String { localized("Quit") }
    static var closeWindow: String { localized("Close Window") }
    static var undo: String { localized("Undo") }
    static var redo: String { localized("Redo") }
    static var notesSection: String { localized("Notes") }
    static var noteSection: String { localized("Note") }
    static var notesList: String { localized("Notes") }
    static var editor: String { localized("Note Text") }
    static var readOnly: String { localized("Read-only") }
    static var loading: String { localized("Loading Notes…") }
    static var noNotes: String { localized("No Notes") }
    /// The empty folder's page: where the notes go.
    static func noNotesDescription(folder: String) -> String {
        // TRANSLATORS: %s is the notes folder, e.g. ~/Notes.
        localized("Notes you write are kept as Markdown files in “%s”.", shownPath(folder))
    }

    static var folderMissing: String { localized("Notes Folder Missing") }

    /// The page of a notes folder that was moved or removed while Notes showed it.
    static func folderMissingDescription(folder: String) -> String {
        // TRANSLATORS: %s is the notes folder, e.g. ~/Notes.
        localized("The folder “%s” was moved or removed. Put it back and try again, or choose another folder.", shownPath(folder))
    }

    /// The page of a notes folder that cannot be listed: its path and the system's reason
    /// (`message` is `NotesFolderError`'s line; another message is shown as it is).
    static func failedDescription(_ message: String, folder: String) -> String {
        guard let values = values(in: message, format: unreadableFolderFormat), values.count == 2 else { return translated(message) }
        // TRANSLATORS: the first %s is the notes folder, the second the system's reason (e.g. “Permission denied”).
        return localized("The folder “%s” cannot be read: %s. Choose another folder, or try again once it can be read.",
                         shownPath(values[0]), translatedReason(values[1]))
    }

    /// `path` as the user knows it: the home folder as `~`.
    static func shownPath(_ path: String) -> String {
        let home = NSHomeDirectory()
        guard !home.isEmpty, home != "/", path == home || path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }
    static var noMatches: String { localized("No Matching Notes") }
    static var failed: String { localized("Cannot Read the Notes Folder") }
    static var noSelection: String { localized("No Note Selected") }
    static var noSelectionDescription: String { localized("Choose a note in the list, or make a new one.") }
    static var tryAgain: String { localized("Try Again") }
    static var saveAgain: String { localized("Save Again") }
    static var keepMine: String { localized("Keep Mine") }
    static var keepBoth: String { localized("Keep Both") }
    static var cancel: String { localized("Cancel") }
    static var discard: String { localized("Discard") }

    /// The heading of the question asked when the app is to end while edits cannot be written.
    static func endingTitle(_ question: NotesRendering.EndingQuestion) -> String {
        question.titles.count == 1
            ? localized("Changes to “%s” could not be saved", question.titles[0])
            : localized("Changes to %s notes could not be saved", String(question.titles.count))
    }

    static var restore: String { localized("Restore") }

    /// The heading of the question about an edit kept for recovery.
    static func recoveryTitle(_ question: NotesRendering.RecoveryQuestion) -> String {
        localized("Recovered Changes to “%s”", question.title)
    }

    /// Its body: where the edit belongs and why it was kept.
    static func recoveryMessage(_ question: NotesRendering.RecoveryQuestion) -> String {
        recoveryMessage(path: question.path, reason: question.reason)
    }

    /// The recovery question's body for an edit of `path` kept for `reason` (the path named
    /// once: a reason that names it again is given without it).
    static func recoveryMessage(path: String, reason: String) -> String {
        localized("When Notes last ended, these changes could not be written to %s (%s). Restore puts them back in that file, replacing what it holds now; Save As… writes them elsewhere.",
                  path, reasonAlone(reason))
    }

    /// Its body: what happens to the edits.
    static func endingMessage(_ question: NotesRendering.EndingQuestion) -> String {
        question.conflicts > 0
            ? localized("Another program changed the file while it held unsaved changes. Save your version elsewhere, or discard it and keep the other program's.")
            : localized("The note's file cannot be written. Save the changes elsewhere, or discard them.")
    }
    static var useTheirs: String { localized("Use Theirs") }

    /// A sort order's name in the preferences.
    static func title(of order: NoteSortOrder) -> String {
        switch order {
        case .newestFirst: localized("Newest First")
        case .byTitle: localized("Title")
        }
    }

    /// A colour scheme's name in the preferences.
    static func title(of style: NoteStyle) -> String {
        switch style {
        case .followSystem: localized("Follow System")
        case .light: localized("Light")
        case .dark: localized("Dark")
        }
    }

    /// "No note holds “milk”."
    static func noMatchesDescription(_ query: String) -> String {
        // TRANSLATORS: %s is what the user searched for.
        localized("No note holds “%s”.", query)
    }

    /// `bytes` with GLib's units (1 MB = 1,000,000 bytes) and the user's decimal separator.
    static func fileSize(_ bytes: Int) -> String {
        FileSizeText.describing(bytes, decimalSeparator: Locale.current.decimalSeparator ?? ".")
    }

    /// The banner's text.
    static func banner(_ banner: NotesRendering.Banner) -> String {
        switch banner {
        case .conflict:
            return localized("Another program changed this note while it held unsaved changes.")
        case .deletedElsewhere:
            return localized("Another program deleted this note’s file. Save it again, or type to keep it.")
        case .saveFailed(let message):
            // TRANSLATORS: %s is why the file could not be written (the system's reason).
            return localized("Your changes are not saved yet: %s. They are kept while the app runs.", reasonAlone(message))
        case .readOnly(let reason):
            switch reason {
            case .notUTF8: return localized("This note is not UTF-8 text: it is shown read-only and never rewritten.")
            case .linkOutsideFolder(let target):
                // TRANSLATORS: %s is the path the note's symbolic link points to.
                return localized("This note links to %s, outside the notes folder: it is shown read-only.", target)
            case .tooLarge(let bytes):
                // TRANSLATORS: %s is the file's size with its unit, e.g. "8.4 MB".
                return localized("This note is too large to open (%s).", fileSize(bytes))
            case .notWritable: return localized("This note’s file cannot be written: it is shown read-only.")
            case .linkTargetMissing(let target):
                // TRANSLATORS: %s is the missing path the note's symbolic link points to.
                return localized("This note is a link to %s, which is missing: it is shown read-only.", target)
            case .linkNotToNote(let target):
                // TRANSLATORS: %s is the path the note's symbolic link points to.
                return localized("This note is a link to %s, which is not a note of the notes folder: it is shown read-only.", target)
            case .nameNotUTF8(let shownName):
                // TRANSLATORS: %s is the file's name as shown, with replacement characters.
                return localized("This note’s file name is not UTF-8 (shown as “%s”): it is shown read-only.", shownName)
            case .lineTooLong(let characters):
                // TRANSLATORS: %s is the number of characters of the note's longest line.
                return localized("This note has a line of %s characters, too long to edit here: it is shown cut and read-only, and never written.",
                                 String(characters))
            }
        }
    }
}
