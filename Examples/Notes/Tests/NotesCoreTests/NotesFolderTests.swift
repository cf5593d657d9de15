import Foundation
import NotesCore
import Testing

@Suite("Reading the notes folder")
struct NotesFolderTests {
    /// A new empty folder, removed when `body` returns.
    private func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test("Markdown files are read with title and snippet; hidden files, other extensions and folders are not")
    func listing() throws {
        try withFolder { folder throws in
            try "Plan\nstep one".write(to: folder.appendingPathComponent("plan.md"), atomically: true, encoding: .utf8)
            try "x".write(to: folder.appendingPathComponent(".hidden.md"), atomically: true, encoding: .utf8)
            try "x".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir.md"), withIntermediateDirectories: false)
            let entries = try NotesFolder(url: folder).read()
            #expect(entries.map(\.summary.fileName) == ["plan.md"])
            #expect(entries.first?.summary.text == NoteText("Plan\nstep one"))
            #expect(entries.first?.summary.readOnlyReason == nil)
            #expect(entries.first?.text == "Plan\nstep one")
        }
    }

    @Test("an empty folder has no notes; a missing folder is an error naming the path once and the system's reason")
    func emptyAndMissing() throws {
        try withFolder { folder throws in
            #expect(try NotesFolder(url: folder).read().isEmpty)
            let missing = folder.appendingPathComponent("gone")
            #expect {
                try NotesFolder(url: missing).read()
            } throws: { error in
                let text = String(describing: error)
                return text == "cannot read the notes folder \(missing.path): No such file or directory"
            }
        }
    }

    @Test("a file that is not UTF-8 is shown (with replacement characters) but read-only")
    func notUTF8() throws {
        try withFolder { folder throws in
            try Data([0x54, 0x69, 0xFF, 0xFE, 0x0A, 0x62]).write(to: folder.appendingPathComponent("latin.md"))
            let entry = try #require(try NotesFolder(url: folder).read().first)
            #expect(entry.summary.readOnlyReason == .notUTF8)
            #expect(entry.summary.text.title.hasPrefix("Ti"))
        }
    }

    @Test("a link to a file outside the folder is read-only and says where it points; a link to a note inside is not listed (its target is)")
    func links() throws {
        try withFolder { folder throws in
            try withFolder { outside in
                let target = outside.appendingPathComponent("secret.md")
                try "Secret".write(to: target, atomically: true, encoding: .utf8)
                try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.md"), withDestinationURL: target)
                try "Inside".write(to: folder.appendingPathComponent("inside.md"), atomically: true, encoding: .utf8)
                try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("alias.md"),
                                                           withDestinationURL: folder.appendingPathComponent("inside.md"))
                let entries = Dictionary(uniqueKeysWithValues: try NotesFolder(url: folder).read().map { ($0.summary.fileName, $0) })
                #expect(entries["link.md"]?.summary.readOnlyReason == .linkOutsideFolder(target: target.resolvingSymlinksInPath().path))
                #expect(entries["alias.md"] == nil && entries["inside.md"]?.summary.readOnlyReason == nil)
            }
        }
    }

    @Test("a note larger than largestNote is listed read-only by its file name, without its text")
    func tooLarge() throws {
        try withFolder { folder throws in
            let url = folder.appendingPathComponent("huge.md")
            #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: UInt64(NotesFolder.largestNote + 1))
            try handle.close()
            let entry = try #require(try NotesFolder(url: folder).read().first)
            #expect(entry.summary.readOnlyReason == .tooLarge(bytes: NotesFolder.largestNote + 1))
            #expect(entry.summary.text.title == "huge" && entry.text == nil)
        }
    }

    @Test("the default folder is under XDG_DATA_HOME when it is absolute, else ~/.local/share")
    func defaultFolder() {
        #expect(NotesFolder.defaultFolder(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"]).url.path == "/data/dev.workflowgtk.Notes")
        #expect(NotesFolder.defaultFolder(environment: ["XDG_DATA_HOME": "rel", "HOME": "/home/a"]).url.path == "/home/a/.local/share/dev.workflowgtk.Notes")
    }
}
