/// Why a note is listed read-only, for the cases `ReadOnlyReason` has no case of yet: links
/// that are not a note of the folder, names that are not UTF-8 and lines too long to edit
/// (issue 49). `NotesFolder.Entry.readOnlyDetail` carries it; the entry's
/// `summary.readOnlyReason` carries `reason`, the nearest `ReadOnlyReason`, so that a note
/// with a detail is never editable even where only the reason is looked at.
public enum NoteReadOnlyDetail: Hashable, Sendable, CustomStringConvertible {
    /// A symbolic link to `target` (its resolved path), which is outside the notes folder:
    /// the app does not write through links, and what is out of the folder is not its note.
    case linkOutsideFolder(target: String)
    /// A symbolic link whose target (`target`, as the link spells it) does not exist, or a
    /// chain of links that does not end (a loop).
    case linkTargetMissing(target: String)
    /// A symbolic link to `target` (its resolved path) in the notes folder that is not a note
    /// of the folder: a folder, a file in a subfolder, a hidden file, a file not ending in
    /// `.md`, a device.
    case linkNotToNote(target: String)
    /// The file's name is not valid UTF-8; `shownName` is the name with U+FFFD (�) in place
    /// of each byte that is not. Its text is shown; it is never written (a rename or a save
    /// would need a name the app cannot show).
    case nameNotUTF8(shownName: String)
    /// The note has a line of `characters` characters (Unicode scalars), more than
    /// `NotesFolder.longestLine` bytes: GTK lays out a line as one paragraph, again on every
    /// keystroke in it, so such a line freezes the editor. The text shown is cut
    /// (`NotesFolder.cutMarker` ends each cut line); the file is never written.
    case lineTooLong(characters: Int)

    /// The nearest `ReadOnlyReason` (what `NoteSummary.readOnlyReason` carries for it until
    /// `ReadOnlyReason` has these cases): the link out of the folder is one already, the
    /// others say the file is not written.
    public var reason: ReadOnlyReason {
        switch self {
        case .linkOutsideFolder(let target): .linkOutsideFolder(target: target)
        case .linkTargetMissing(let target): .linkTargetMissing(target: target)
        case .linkNotToNote(let target): .linkNotToNote(target: target)
        case .nameNotUTF8(let shownName): .nameNotUTF8(shownName: shownName)
        case .lineTooLong(let characters): .lineTooLong(characters: characters)
        }
    }

    /// The reason in a few words, as a banner completes it ("This note is …"/"This note
    /// …"): "a link to /elsewhere/x.md, outside the notes folder", "a link whose target is
    /// missing (gone.md)", "has a line of 6,600,000 characters, too long to edit here".
    public var description: String {
        switch self {
        case .linkOutsideFolder(let target): "a link to \(target), outside the notes folder"
        case .linkTargetMissing(let target): "a link whose target is missing (\(target))"
        case .linkNotToNote(let target): "a link to \(target), which is not a note of the notes folder"
        case .nameNotUTF8(let shownName): "a file whose name is not UTF-8 (shown as “\(shownName)”)"
        case .lineTooLong(let characters): "has a line of \(Self.grouped(characters)) characters, too long to edit here"
        }
    }

    /// One sentence for a banner: "This note is a link whose target is missing (gone.md): it
    /// is shown read-only and never written."
    public var sentence: String {
        switch self {
        case .lineTooLong: "This note \(description): it is shown cut and read-only, and never written."
        default: "This note is \(description): it is shown read-only and never written."
        }
    }

    /// `number` with a comma every three digits (the same in every locale: the core has no
    /// translations; NotesScreens formats its own).
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return number < 0 ? "-" + out : out
    }
}
