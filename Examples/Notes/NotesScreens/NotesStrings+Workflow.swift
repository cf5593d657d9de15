import Gtk
import NotesWorkflows
import WorkflowPlatform

extension NotesStrings {
    /// The messages NotesWorkflows renders in English (toasts, file choosers; the workflows
    /// have no catalog) as formats, each with its translation: `%s` stands for a note's
    /// title, a file name or a reason. xgettext collects them (`--keyword=workflowFormat`);
    /// ``translated(_:)`` matches a message against them.
    static var workflowFormats: [(english: String, translated: String)] {
        [
            workflowFormat("Note saved"), workflowFormat("Copied to clipboard"), workflowFormat("Recovered changes saved"),
            workflowFormat("Notes can be imported once the notes folder is read"),
            workflowFormat("Undo"), workflowFormat("Open Notes Folder"), workflowFormat("Save Note As"), workflowFormat("Import Notes"),
            workflowFormat("Markdown"), workflowFormat("Text and Markdown"),
            workflowFormat("Earlier version restored"),
            // TRANSLATORS: a toast; %s is the deleted note's title.
            workflowFormat("“%s” deleted"),
            // TRANSLATORS: %s is why the file could not be moved to the trash.
            workflowFormat("Could not delete the note: %s"),
            // TRANSLATORS: %s is why the file could not be written.
            workflowFormat("Could not save the note: %s"),
            // TRANSLATORS: %s is why the file could not be written.
            workflowFormat("Could not save the recovered changes: %s"),
            // TRANSLATORS: %s is why the recovery file could not be removed.
            workflowFormat("Could not discard the recovered changes: %s"),
            // TRANSLATORS: the first %s names the files, the second says why.
            workflowFormat("Could not import %s: %s"),
            // TRANSLATORS: %s names the files.
            workflowFormat("Could not import %s"),
            // TRANSLATORS: a toast; %s is the imported note's title.
            workflowFormat("Imported “%s”"),
        ]
    }

    /// The reasons Notes and its libraries compose in English inside those messages, a
    /// banner and the failed folder's page (a failed write, an import's refusal), as formats
    /// with their translations. The system's own reason inside them (GIO's, `strerror`'s) is
    /// already in the user's language (GLib's and the C library's catalogs); only these
    /// words around it are ours.
    static var reasonFormats: [(english: String, translated: String)] {
        [
            // TRANSLATORS: a failed write; the first %s is the file's path, the second the system's reason.
            workflowFormat("cannot write %s: %s"),
            // TRANSLATORS: why a file was not imported; %s is the system's reason.
            workflowFormat("cannot be read (%s)"),
            // TRANSLATORS: why a file was not imported.
            workflowFormat("not a text file"),
            // TRANSLATORS: why a file was not imported; %s is its size with its unit, e.g. "8.4 MB".
            workflowFormat("too large (%s)"),
            // TRANSLATORS: why a file was not imported; %s is the system's reason.
            workflowFormat("could not be written (%s)"),
            // TRANSLATORS: why a file could not be read: it is a folder or a device.
            workflowFormat("not a file"),
            workflowFormat("read error"),
            // TRANSLATORS: every name for the imported note was taken.
            workflowFormat("no free name"),
            // TRANSLATORS: why a note was not written: %s is the folder's path.
            workflowFormat("the folder %s does not exist (No such file or directory)"),
            // TRANSLATORS: why a note was not written over another program's version.
            workflowFormat("it was changed on disk by another program since it was last read or written"),
            // TRANSLATORS: why a note was not written: another program removed its file.
            workflowFormat("it was removed on disk by another program since it was last read or written"),
        ]
    }

    /// The English form of a notes folder that cannot be listed (`NotesFolderError`): its
    /// path, then the system's reason.
    static let unreadableFolderFormat = "cannot read the notes folder %s: %s"

    /// `reason` without the operation and path a ``FileError`` puts before it ("cannot write
    /// /n/a.md: " is left out of "cannot write /n/a.md: the folder /n does not exist …"), in
    /// the user's language: for a text that already names the file (a banner on its note, a
    /// question naming the path).
    static func reasonAlone(_ reason: String) -> String {
        for operation in ["write", "read", "remove", "restore", "move to the trash"] {
            if let values = values(in: reason, format: "cannot \(operation) %s: %s"), values.count == 2 {
                return translatedReason(values[1])
            }
        }
        return translatedReason(reason)
    }

    /// `reason`, composed in English by Notes or a library, in the user's language (the
    /// system's reason inside it kept); `reason` itself when no format of
    /// ``reasonFormats`` matches.
    static func translatedReason(_ reason: String) -> String {
        for format in reasonFormats {
            if let values = values(in: reason, format: format.english) {
                // A value shorter than the reason may be a reason of ours again ("cannot be read (not a file)").
                return filledIn(format.translated, values.map { $0.count < reason.count ? translatedReason($0) : $0 })
            }
        }
        return reason
    }

    /// `format` and its translation.
    private static func workflowFormat(_ format: String) -> (english: String, translated: String) {
        (format, localized(format))
    }

    /// `message`, rendered by NotesWorkflows in English, in the user's language: the
    /// translation of the format in ``workflowFormats`` it matches, with its values kept
    /// ("Imported 3 notes" by its plural rule) and a reason among them in the user's language
    /// (``translatedReason(_:)``); `message` itself when none matches.
    static func translated(_ message: String) -> String {
        if let count = message.wholeMatch(of: /Imported (\d+) notes/).flatMap({ Int($0.1) }) {
            return filledIn(Translation.string("Imported %d note", plural: "Imported %d notes", count: count), [String(count)])
        }
        for format in workflowFormats {
            if let values = values(in: message, format: format.english) { return filledIn(format.translated, values.map(translatedReason)) }
        }
        return message
    }

    /// The strings `format`'s `%s` stand for in `message`, or nil when `message` does not
    /// have `format`'s shape (each `%s` takes the shortest text that lets the rest follow).
    static func values(in message: String, format: String) -> [String]? {
        let parts = format.components(separatedBy: "%s")
        guard message.hasPrefix(parts[0]) else { return nil }
        guard parts.count > 1 else { return message == format ? [] : nil }
        var rest = message.dropFirst(parts[0].count), values: [String] = []
        for (index, literal) in parts.enumerated().dropFirst() {
            if index == parts.count - 1 {
                guard rest.hasSuffix(literal), rest.count >= literal.count else { return nil }
                values.append(String(rest.dropLast(literal.count)))
            } else {
                guard let range = rest.firstRange(of: literal) else { return nil }
                values.append(String(rest[..<range.lowerBound]))
                rest = rest[range.upperBound...]
            }
        }
        return values
    }

    /// The toast, its text and button in the user's language.
    static func translated(_ toast: NotesRendering.Toast) -> NotesRendering.Toast {
        var toast = toast
        toast.title = translated(toast.title)
        toast.buttonLabel = toast.buttonLabel.map(translated)
        return toast
    }

    /// The file chooser, its title and filters' names in the user's language.
    static func translated(_ request: FileChooserRequest) -> FileChooserRequest {
        var request = request
        request.title = translated(request.title)
        request.acceptLabel = request.acceptLabel.map(translated)
        request.filters = request.filters.map { filter in
            var filter = filter
            filter.name = translated(filter.name)
            return filter
        }
        return request
    }
}
