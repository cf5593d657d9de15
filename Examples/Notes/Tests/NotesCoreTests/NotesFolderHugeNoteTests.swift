import Foundation
import NotesCore
import Testing

@Suite("NotesFolder: huge notes and file stamps (issue 49)")
struct NotesFolderHugeNoteTests {
    @Test("a 6.6 MB note on one line is read-only, its text cut to under 100 KB, the file untouched")
    func hugeLine() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("huge.md")
            let words = "lorem ipsum dolor sit amet "
            let line = String(repeating: words, count: 6_600_000 / words.utf8.count + 1).prefix(6_600_000)
            let original = Data(("Huge " + line).utf8)
            try original.write(to: url)
            let before = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
            let entry = try #require(try NotesFolder(url: folder).read().first)
            #expect(entry.readOnlyDetail == .lineTooLong(characters: 6_600_005))
            #expect(entry.readOnlyDetail?.description == "has a line of 6,600,005 characters, too long to edit here")
            #expect(entry.summary.readOnlyReason != nil)
            let text = try #require(entry.text)
            #expect(text.utf8.count < 100_000)
            #expect(text.hasPrefix("Huge lorem") && text.hasSuffix(NotesFolder.cutMarker))
            #expect(try Data(contentsOf: url) == original)
            #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date == before)
            #expect(entry.stamp?.size == Int64(original.count))
        }
    }

    @Test("only lines over longestLine are cut, at a character, and the others are kept")
    func cutLines() throws {
        try withTemporaryFolder { folder in
            let limit = NotesFolder.longestLine
            let fits = String(repeating: "a", count: limit)
            try "Fits\n\(fits)\n".write(to: folder.appendingPathComponent("fits.md"), atomically: true, encoding: .utf8)
            let accents = String(repeating: "é", count: limit / 2 + 1)
            try "Title\n\(accents)\r\nlast line".write(to: folder.appendingPathComponent("long.md"), atomically: true, encoding: .utf8)
            let notes = NotesFolder(url: folder)
            let fitting = try #require(notes.readEntry(named: "fits.md"))
            #expect(fitting.summary.readOnlyReason == nil && fitting.readOnlyDetail == nil && fitting.text == "Fits\n\(fits)\n")
            let long = try #require(notes.readEntry(named: "long.md"))
            #expect(long.readOnlyDetail == .lineTooLong(characters: limit / 2 + 1))
            let expected = "Title\n" + String(repeating: "é", count: limit / 2) + NotesFolder.cutMarker + "\r\nlast line"
            #expect(long.text == expected)
        }
    }

    @Test("the stamp is the file's identity: it changes when the file is replaced or rewritten")
    func stamps() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("a.md")
            try Data("One".utf8).write(to: url)
            let notes = NotesFolder(url: folder)
            let first = try #require(notes.readEntry(named: "a.md")?.stamp)
            var info = stat()
            #expect(lstat(url.path, &info) == 0)
            #expect(first == NoteFileStamp(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: 3,
                                           modificationTimeNanoseconds: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)))
            #expect(notes.readEntry(named: "a.md")?.stamp == first, "reading again gives the same stamp")
            try Data("One".utf8).write(to: url, options: .atomic)
            let replaced = try #require(notes.readEntry(named: "a.md")?.stamp)
            #expect(replaced != first && replaced.inode != first.inode)
            let handle = try FileHandle(forWritingTo: url)
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(" more".utf8))
            try handle.close()
            let appended = try #require(notes.readEntry(named: "a.md")?.stamp)
            #expect(appended.inode == replaced.inode && appended.size == 8 && appended != replaced)
        }
    }
}
