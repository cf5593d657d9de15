import Foundation
import NotesCore
import Testing

/// A new empty folder (its path with every link resolved), removed when `body` returns.
func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
        .appendingPathComponent("notes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
}

/// Creates the file whose name is the bytes `name` in `folder`, holding `text` (Glibc's
/// `open` on the raw bytes: Foundation cannot name such a file).
func createRawFile(_ name: [UInt8], in folder: URL, text: String) throws {
    let path = Array(folder.path.utf8) + [0x2F] + name + [0]
    let descriptor = path.withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
    }
    try #require(descriptor >= 0, "cannot create the file: \(String(cString: strerror(errno)))")
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
}

@Suite("NotesFolder: links and names that are not UTF-8 (issue 49)")
struct NotesFolderLinkAndNameTests {
    @Test("a link to a note of the folder is not listed: its target is, once, and is editable")
    func linkToNoteInFolder() throws {
        try withTemporaryFolder { folder in
            try "Inside\nbody".write(to: folder.appendingPathComponent("inside.md"), atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("alias.md"),
                                                       withDestinationURL: folder.appendingPathComponent("inside.md"))
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("relative.md").path, withDestinationPath: "inside.md")
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("chain.md").path, withDestinationPath: "alias.md")
            let notes = NotesFolder(url: folder)
            let entries = try notes.read()
            #expect(entries.map(\.summary.fileName) == ["inside.md"])
            #expect(entries.first?.summary.readOnlyReason == nil && entries.first?.readOnlyDetail == nil)
            #expect(entries.first?.text == "Inside\nbody")
            #expect(notes.readEntry(named: "alias.md") == nil, "a link to a note must not be a second row")
            #expect(notes.kind(of: "alias.md") == .linkToNote(target: "inside.md"))
            #expect(notes.kind(of: "chain.md") == .linkToNote(target: "inside.md"))
            #expect(notes.kind(of: "inside.md") == .file)
            #expect(notes.modificationDates(of: try notes.noteNames()).map(\.name) == ["inside.md"])
        }
    }

    @Test("a link out of the folder is listed read-only, naming its target, with its text")
    func linkOutside() throws {
        try withTemporaryFolder { folder in
            try withTemporaryFolder { outside in
                let target = outside.appendingPathComponent("x.md")
                try "Secret".write(to: target, atomically: true, encoding: .utf8)
                try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.md"), withDestinationURL: target)
                let entry = try #require(try NotesFolder(url: folder).read().first)
                #expect(entry.summary.fileName == "link.md")
                #expect(entry.readOnlyDetail == .linkOutsideFolder(target: target.path))
                #expect(entry.summary.readOnlyReason == .linkOutsideFolder(target: target.path))
                #expect(entry.text == "Secret" && entry.stamp != nil)
                #expect(entry.readOnlyDetail?.description == "a link to \(target.path), outside the notes folder")
            }
        }
    }

    @Test("a dangling link and a link to a folder are listed read-only without text, never editable")
    func danglingAndFolderLinks() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("gone.md").path, withDestinationPath: "missing.md")
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop.md").path, withDestinationPath: "loop.md")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
            try "Deep".write(to: folder.appendingPathComponent("sub/deep.md"), atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("dir.md").path, withDestinationPath: "sub")
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("deep.md").path, withDestinationPath: "sub/deep.md")
            let notes = NotesFolder(url: folder)
            let entries = Dictionary(uniqueKeysWithValues: try notes.read().map { ($0.summary.fileName, $0) })
            #expect(Set(entries.keys) == ["gone.md", "loop.md", "dir.md", "deep.md"])
            #expect(entries["gone.md"]?.readOnlyDetail == .linkTargetMissing(target: "missing.md"))
            #expect(entries["gone.md"]?.readOnlyDetail?.description == "a link whose target is missing (missing.md)")
            #expect(entries["loop.md"]?.readOnlyDetail == .linkTargetMissing(target: "loop.md"))
            #expect(entries["dir.md"]?.readOnlyDetail == .linkNotToNote(target: folder.path + "/sub"))
            #expect(entries["deep.md"]?.readOnlyDetail == .linkNotToNote(target: folder.path + "/sub/deep.md"))
            #expect(entries["deep.md"]?.text == "Deep")
            for entry in entries.values {
                #expect(entry.summary.readOnlyReason != nil, "\(entry.summary.fileName) must not be editable")
            }
            #expect(entries["gone.md"]?.text == nil && entries["dir.md"]?.text == nil)
            #expect(Set(notes.modificationDates(of: try notes.noteNames()).map(\.name)) == Set(entries.keys))
        }
    }

    @Test("a name that is not UTF-8 is listed read-only, shown with U+FFFD, its text read through its bytes")
    func nameNotUTF8() throws {
        try withTemporaryFolder { folder in
            let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".md".utf8)
            try createRawFile(name, in: folder, text: "Menu\nsoup")
            let notes = NotesFolder(url: folder)
            let entry = try #require(try notes.read().first)
            #expect(entry.summary.text.title.contains("\u{FFFD}"))
            #expect(entry.summary.text.title == "caf\u{FFFD}")
            #expect(entry.summary.text.snippet == "Menu soup")
            #expect(entry.text == "Menu\nsoup")
            #expect(entry.readOnlyDetail == .nameNotUTF8(shownName: "caf\u{FFFD}.md"))
            #expect(entry.summary.readOnlyReason != nil)
            #expect(NotesFolder.rawName(of: entry.summary.fileName) == name)
            #expect(notes.rawPath(of: entry.summary.fileName) == Array(folder.path.utf8) + [0x2F] + name)
            #expect(notes.path(of: entry.summary.fileName) == folder.path + "/caf\u{FFFD}.md")
            #expect(notes.modificationDates(of: try notes.noteNames()).map(\.name) == [entry.summary.fileName])
            #expect(notes.readEntry(named: entry.summary.fileName)?.text == "Menu\nsoup")
        }
    }

    @Test("two names that are not UTF-8 and show alike, and the name they show as, get three keys")
    func distinctKeys() throws {
        try withTemporaryFolder { folder in
            try createRawFile(Array("caf".utf8) + [0xE9] + Array(".md".utf8), in: folder, text: "One")
            try createRawFile(Array("caf".utf8) + [0xE8] + Array(".md".utf8), in: folder, text: "Two")
            try "Three".write(to: folder.appendingPathComponent("caf\u{FFFD}.md"), atomically: true, encoding: .utf8)
            let notes = NotesFolder(url: folder)
            let entries = try notes.read()
            #expect(Set(entries.map(\.summary.fileName)).count == 3)
            #expect(Set(entries.compactMap(\.text)) == ["One", "Two", "Three"])
            #expect(Set(try notes.noteNames()) == Set(try notes.noteNames()), "keys are stable")
            let plain = try #require(entries.first { $0.text == "Three" })
            #expect(plain.summary.fileName == "caf\u{FFFD}.md" && plain.summary.readOnlyReason == nil)
        }
    }

    @Test("keys round-trip through their raw bytes")
    func keys() {
        for name: [UInt8] in [Array("a.md".utf8), [0xFF, 0x2E, 0x6D, 0x64], [0x41, 0xC3, 0x28, 0x2E, 0x6D, 0x64]] {
            let key = NotesFolder.key(forRawName: name)
            #expect(NotesFolder.rawName(of: key) == name)
            #expect(NotesFolder.isRawNameKey(key) == (String(validating: name, as: UTF8.self) == nil))
        }
    }
}
