import Foundation
import Gtk
import GtkTestSupport
import Testing

/// `FileReplacement.write(_:to:expecting:)` and `LocalFile`'s versioned read and write:
/// a write replaces the file only if it is still the version expected.
@Suite("Conditional writes: FileReplacement and LocalFile")
struct ConditionalWriteTests {
    @Test("a write expecting the version on disk succeeds and returns the new version")
    func matchingVersion() throws {
        let folder = try AtomicWriteFolder()
        let path = folder.path("note.txt")
        let first = try FileReplacement.write(Array("first".utf8), to: path)
        #expect(FileVersion.current(at: path) == first)
        let second = try FileReplacement.write(Array("second".utf8), to: path, expecting: .version(first))
        #expect(second != first)
        #expect(FileVersion.current(at: path) == second)
        #expect(AtomicWriteFolder.contents(path) == Array("second".utf8))
        // The version returned chains: the next conditional write over it succeeds too.
        let third = try LocalFile.write(Array("third".utf8), to: path, expecting: .version(second))
        #expect(FileVersion.current(at: path) == third)
    }

    @Test("a file replaced by another program — same size, same modification time — is not written over")
    func replacedWithSameSizeAndTime() throws {
        let folder = try AtomicWriteFolder()
        let path = folder.path("note.txt")
        let mine = try FileReplacement.write(Array("mine".utf8), to: path)
        // Another program writes a file of the same size, gives it the same time, renames it over.
        let theirsPath = folder.path("theirs.tmp")
        try Data("them".utf8).write(to: URL(fileURLWithPath: theirsPath))
        var times = [timespec](repeating: timespec(), count: 2)
        times[0] = timespec(tv_sec: Int(mine.modificationTimeNanoseconds / 1_000_000_000), tv_nsec: Int(mine.modificationTimeNanoseconds % 1_000_000_000))
        times[1] = times[0]
        try #require(utimensat(AT_FDCWD, theirsPath, times, 0) == 0)
        try #require(rename(theirsPath, path) == 0)
        let theirs = try #require(FileVersion.current(at: path))
        #expect(theirs.size == mine.size && theirs.modificationTimeNanoseconds == mine.modificationTimeNanoseconds)
        #expect(theirs.inode != mine.inode)

        #expect(throws: FileReplacement.Failure.changedOnDisk(path: path, current: theirs)) {
            try FileReplacement.write(Array("mine, edited".utf8), to: path, expecting: .version(mine))
        }
        do {
            try LocalFile.write(Array("mine, edited".utf8), to: path, expecting: .version(mine))
            Issue.record("the write over another program's file succeeded")
        } catch {
            #expect(error.changedOnDisk)
            #expect(error.description == "cannot write \(path): it was changed on disk by another program since it was last read or written")
        }
        #expect(AtomicWriteFolder.contents(path) == Array("them".utf8))
        #expect(folder.names() == ["note.txt"], "left behind: \(folder.names())")
    }

    @Test("a write expecting no file fails once a file appeared, and a removed file fails a versioned write")
    func absentAndRemoved() throws {
        let folder = try AtomicWriteFolder()
        let path = folder.path("new.txt")
        let made = try FileReplacement.write(Array("made".utf8), to: path, expecting: .absent)
        #expect(throws: FileReplacement.Failure.changedOnDisk(path: path, current: made)) {
            try FileReplacement.write(Array("again".utf8), to: path, expecting: .absent)
        }
        #expect(AtomicWriteFolder.contents(path) == Array("made".utf8))
        unlink(path)
        #expect(throws: FileReplacement.Failure.changedOnDisk(path: path, current: nil)) {
            try FileReplacement.write(Array("back".utf8), to: path, expecting: .version(made))
        }
        #expect(!LocalFile.exists(path))
        #expect(folder.names().isEmpty, "left behind: \(folder.names())")
    }

    @Test("readVersioned returns the bytes and the version of what was read")
    func readVersioned() throws {
        let folder = try AtomicWriteFolder()
        let path = folder.path("note.txt")
        let written = try LocalFile.write(Array("hello".utf8), to: path)
        let (bytes, version) = try LocalFile.readVersioned(path)
        #expect(bytes == Array("hello".utf8))
        #expect(version == written)
        #expect(version == FileVersion.current(at: path))
        #expect(FileVersion.current(at: folder.path("missing")) == nil)
        #expect(throws: FileError.self) { try LocalFile.readVersioned(folder.path("missing")) }
    }

    @Test("a failed write's message names the path once and the reason once")
    func messageNotDoubled() throws {
        let folder = try AtomicWriteFolder()
        let path = folder.path("missing/note.txt")
        do {
            try LocalFile.write(Array("x".utf8), to: path)
            Issue.record("wrote into a missing folder")
        } catch {
            #expect(!error.changedOnDisk)
            #expect(!error.reason.contains("cannot"), "reason: \(error.reason)")
            #expect(error.description.components(separatedBy: path).count == 2, "\(error.description)")
        }
    }
}
