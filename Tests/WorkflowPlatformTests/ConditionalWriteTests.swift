import Foundation
import Gtk
import GtkTestSupport
import Testing
import WorkflowPlatform

/// `WriteFileWorker` and `FileWriteQueue` writing only over the version expected, and the
/// version they answer.
@Suite("Conditional writes: WriteFileWorker and FileWriteQueue (headless)")
struct ConditionalWriteTests {
    func folder() throws -> URL { try FileManager.default.makeTemporaryFolder("wgtk-conditional") }

    @Test("a worker expecting the version on disk writes and answers the new version")
    func workerMatchingVersion() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("note.txt").path
        let first = try await WriteFileWorker(path: path, text: "first", expecting: .absent).run().get()
        #expect(FileVersion.current(at: path) == first)
        let second = try await WriteFileWorker(path: path, text: "second", expecting: .version(first)).run().get()
        #expect(second != first)
        #expect(FileVersion.current(at: path) == second)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
    }

    @Test("a worker whose file another program replaced fails with changedOnDisk and leaves their file")
    func workerChangedOnDisk() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("note.txt").path
        let queue = FileWriteQueue()
        let mine = try await WriteFileWorker(path: path, text: "mine", revision: 1, queue: queue).run().get()
        try "theirs".write(toFile: path, atomically: true, encoding: .utf8)
        for worker in [WriteFileWorker(path: path, text: "mine 2", revision: 2, queue: queue, expecting: .version(mine)),
                       WriteFileWorker(path: path, text: "mine 2", revision: 2, expecting: .version(mine))] {
            guard case .failure(let error) = await worker.run() else {
                Issue.record("the write over another program's file succeeded")
                return
            }
            #expect(error.changedOnDisk)
            #expect(error.path == path)
        }
        guard case .failure(let appeared) = await WriteFileWorker(path: path, text: "new", expecting: .absent).run() else {
            Issue.record("a write expecting no file replaced one")
            return
        }
        #expect(appeared.changedOnDisk)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "theirs")
        // A plain failure is not a conflict.
        guard case .failure(let plain) = await WriteFileWorker(path: folder.appendingPathComponent("none/x").path, text: "x").run() else {
            Issue.record("wrote into a missing folder")
            return
        }
        #expect(!plain.changedOnDisk)
    }

    @Test("a write skipped as stale answers the version the newer write left, and writeNow expects too")
    func queueStaleAndWriteNow() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("note.txt").path
        let queue = FileWriteQueue()
        let newer = try await queue.write(Array("newer".utf8), to: path, revision: 2).get()
        let stale = try await queue.write(Array("older".utf8), to: path, revision: 1).get()
        #expect(stale == newer)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "newer")
        queue.finish()
        let last = try queue.writeNow(Array("last".utf8), to: path, revision: 3, expecting: .version(newer)).get()
        #expect(FileVersion.current(at: path) == last)
        guard case .failure(let error) = queue.writeNow(Array("again".utf8), to: path, revision: 4, expecting: .version(newer)) else {
            Issue.record("writeNow wrote over a version it did not expect")
            return
        }
        #expect(error.changedOnDisk)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "last")
    }

    @Test("workers expecting different versions are different workers")
    func equality() {
        let version = FileVersion(device: 1, inode: 2, size: 3, modificationTimeNanoseconds: 4)
        #expect(WriteFileWorker(path: "/a", text: "x") == WriteFileWorker(path: "/a", text: "x", expecting: .anything))
        #expect(WriteFileWorker(path: "/a", text: "x", expecting: .version(version)) != WriteFileWorker(path: "/a", text: "x"))
        #expect(WriteFileWorker(path: "/a", text: "x", expecting: .absent) != WriteFileWorker(path: "/a", text: "x", expecting: .version(version)))
    }
}
