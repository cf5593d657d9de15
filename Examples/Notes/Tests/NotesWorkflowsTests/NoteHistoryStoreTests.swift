import Foundation
import Gtk
import NotesCore
import NotesWorkflows
import Testing

@Suite("Notes: the version history store")
struct NoteHistoryStoreTests {
    /// A history root in a new temporary folder, removed by `cleanUp`.
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("note-history-\(UUID().uuidString)").path
    let notes = "/home/me/Notes"

    func cleanUp() { try? FileManager.default.removeItem(atPath: root) }

    func date(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: 1_800_000_000 + seconds) }

    @Test("it lives in $XDG_STATE_HOME/<app id>/history (~/.local/state without it), one folder per notes folder and per note")
    func location() {
        let store = NoteHistoryStore(appID: "dev.workflowgtk.Notes", environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/me"])
        #expect(store.folder == "/state/dev.workflowgtk.Notes/history")
        #expect(NoteHistoryStore(appID: "x", environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/me"]).folder == "/home/me/.local/state/x/history",
                "a relative XDG_STATE_HOME is ignored, as the XDG rules say")
        let history = store.history(of: "Shopping.md", in: "/home/me/Notes")
        #expect(history.folder.hasPrefix("/state/dev.workflowgtk.Notes/history/Notes-"))
        #expect(history.folder.hasSuffix("/Shopping.md"))
        #expect(store.history(of: "Shopping.md", in: "/work/Notes").folder != history.folder, "two folders named Notes keep apart")
        #expect(store.history(of: ".hidden.md", in: notes).folder.hasSuffix("/%2Ehidden.md"), "a note's history is never a hidden folder")
        #expect(store.history(of: "a%2F.md", in: notes).folder.hasSuffix("/a%252F.md"), "escapes do not collide with names")
    }

    @Test("a kept version is listed newest first with its times and size, reads back, and is private (0600 in 0700 folders, nothing else left)")
    func keepAndRead() throws {
        defer { cleanUp() }
        let history = NoteHistoryStore(folder: root).history(of: "Shopping.md", in: notes)
        #expect(history.versions().isEmpty, "no folder: no versions")
        let first = try #require(try history.keep("eggs\n", savedAt: date(0), replacedBy: "eggs\nmilk\n", now: date(10)))
        let second = try #require(try history.keep("eggs\nmilk\n", savedAt: date(10), replacedBy: "eggs\nmilk\nbread\n", now: date(20)))
        let versions = history.versions()
        #expect(versions.map(\.id) == [second.id, first.id], "newest first")
        #expect(versions[1] == NoteVersion(id: first.id, savedAt: date(0), keptAt: date(10), size: 5))
        #expect(try history.text(of: first.id) == "eggs\n")
        #expect(try history.text(of: second.id) == "eggs\nmilk\n")
        let manager = FileManager.default
        let names = try manager.contentsOfDirectory(atPath: history.folder)
        #expect(names.sorted() == [first.id + ".version", second.id + ".version"].sorted(), "no temporary file left: \(names)")
        let fileMode = try #require(try manager.attributesOfItem(atPath: history.path(of: first.id))[.posixPermissions] as? NSNumber)
        #expect(fileMode.intValue & 0o777 == 0o600)
        for folder in [history.folder, root] {
            let mode = try #require(try manager.attributesOfItem(atPath: folder)[.posixPermissions] as? NSNumber)
            #expect(mode.intValue & 0o777 == 0o700, "\(folder)")
        }
    }

    @Test("no version equals the next: a text equal to the newest version or to the text replacing it is not kept")
    func dedupe() throws {
        defer { cleanUp() }
        let history = NoteHistoryStore(folder: root).history(of: "a.md", in: notes)
        #expect(try history.keep("same", savedAt: date(0), replacedBy: "same", now: date(1)) == nil, "a save that changed nothing")
        #expect(try history.keep("one", savedAt: date(0), replacedBy: "two", now: date(1)) != nil)
        #expect(try history.keep("one", savedAt: date(1), replacedBy: "three", now: date(2)) == nil, "equal to the newest version")
        #expect(try history.keep("two", savedAt: date(2), replacedBy: "one", now: date(3)) != nil)
        #expect(try history.keep("one", savedAt: date(3), replacedBy: "four", now: date(4)) != nil, "equal to an older one: kept again")
        let texts = try history.versions().map { try history.text(of: $0.id) }
        #expect(texts == ["one", "two", "one"])
    }

    @Test("bounded: at most `count` versions, none kept longer than `maximumAge`, but never the newest")
    func bounds() throws {
        defer { cleanUp() }
        let limits = NoteHistoryLimits(count: 3, maximumAge: 100)
        let history = NoteHistoryStore(folder: root, limits: limits).history(of: "a.md", in: notes)
        for index in 0..<5 {
            try history.keep("text \(index)", savedAt: date(Double(index)), replacedBy: "next", now: date(Double(index)))
        }
        #expect(try history.versions().map { try history.text(of: $0.id) } == ["text 4", "text 3", "text 2"], "the oldest go beyond 3")
        // 150 s later, the versions kept at 2, 3 and 4 s are too old: only the new one stays.
        try history.keep("text 5", savedAt: date(150), replacedBy: "next", now: date(150))
        #expect(try history.versions().map { try history.text(of: $0.id) } == ["text 5"])
        #expect(limits.outside([NoteVersion(id: "x", savedAt: date(0), keptAt: date(0), size: 1)], now: date(10_000)).isEmpty,
                "the newest is never too old")
        #expect(NoteHistoryLimits.standard == NoteHistoryLimits(count: 20, maximumAge: 30 * 24 * 3600))
    }

    @Test("a file that is no version is skipped, not trusted, and left: cut off, changed, not UTF-8, empty, a link, not ours")
    func corruptEntries() throws {
        defer { cleanUp() }
        let history = NoteHistoryStore(folder: root).history(of: "a.md", in: notes)
        let good = try #require(try history.keep("good text", savedAt: date(0), replacedBy: "newer", now: date(1)))
        let bytes = try LocalFile.read(history.path(of: good.id))
        func put(_ name: String, _ content: [UInt8]) throws {
            try Data(content).write(to: URL(fileURLWithPath: history.folder + "/" + name + ".version"))
        }
        try put("9000000000000000-cut", Array(bytes.dropLast(2)))
        try put("9000000000000001-longer", bytes + Array("!".utf8))
        try put("9000000000000002-empty", [])
        try put("9000000000000003-other", Array("# Some note\n\nnot a version\n".utf8))
        let header = String(decoding: bytes.prefix(while: { $0 != UInt8(ascii: "\n") }), as: UTF8.self)
        try put("9000000000000004-latin1", Array((header + "\nnote: a.md\nsaved-at: 1\nkept-at: 1\ntext-bytes: 2\n\n").utf8) + [0xE9, 0xE9])
        try put("9000000000000005-times", Array((header + "\nsaved-at: soon\nkept-at: 1\ntext-bytes: 0\n\n").utf8))
        try FileManager.default.createSymbolicLink(atPath: history.folder + "/9000000000000006-link.version", withDestinationPath: history.path(of: good.id))
        let listed = history.versions()
        // The UTF-8 check is the text's: a listing reads headers only, reading the text refuses it.
        #expect(Set(listed.map(\.id)) == [good.id, "9000000000000004-latin1"], "\(listed.map(\.id))")
        #expect(throws: FileError.self) { try history.text(of: "9000000000000004-latin1") }
        #expect(throws: FileError.self) { try history.text(of: "9000000000000000-cut") }
        #expect(throws: FileError.self) { try history.text(of: "../a") }
        #expect(try history.text(of: good.id) == "good text")
        #expect(FileManager.default.fileExists(atPath: history.folder + "/9000000000000000-cut.version"), "left where it is")
    }

    @Test("a note renamed by Notes takes its history along; a name that has one already keeps its own")
    func rename() throws {
        defer { cleanUp() }
        let store = NoteHistoryStore(folder: root)
        try store.history(of: "Old.md", in: notes).keep("old text", savedAt: date(0), replacedBy: "x", now: date(1))
        try store.history(of: "Taken.md", in: notes).keep("taken text", savedAt: date(0), replacedBy: "x", now: date(1))
        try store.moveHistory(of: "Old.md", to: "New.md", in: notes)
        let moved = store.history(of: "New.md", in: notes)
        #expect(try moved.versions().map { try moved.text(of: $0.id) } == ["old text"])
        #expect(store.history(of: "Old.md", in: notes).versions().isEmpty)
        try store.moveHistory(of: "New.md", to: "Taken.md", in: notes)
        let taken = store.history(of: "Taken.md", in: notes)
        #expect(try taken.versions().map { try taken.text(of: $0.id) } == ["taken text"])
        #expect(moved.versions().count == 1)
    }
}
