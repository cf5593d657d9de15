import Foundation
import NotesCore
import Testing

@Suite("Notes folder cache")
struct NotesFolderCacheTests {
    /// A folder of notes and a cache file beside it, removed after the test.
    final class Place {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("notes-cache-\(UUID().uuidString)")
        var folder: NotesFolder { NotesFolder(url: root.appendingPathComponent("notes")) }
        var cacheFile: URL { root.appendingPathComponent("cache/folder.cache") }

        init(_ notes: [String: String]) throws {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("notes"), withIntermediateDirectories: true)
            for (name, text) in notes { try write(text, to: name) }
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ text: String, to name: String) throws {
            try text.write(to: folder.url.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }

        /// The listing's keys, every note read from disk, and the cache written from them.
        @discardableResult
        func readAndCache() throws -> [String: NoteCacheKey] {
            let keys = self.keys()
            let writer = try NotesFolderCache.Writer(folder: folder, file: cacheFile)
            try writer.add(folder.readEntries(named: Array(keys.keys).sorted()), keys: keys)
            try writer.finish()
            return keys
        }

        func keys() -> [String: NoteCacheKey] {
            let names = (try? folder.noteNames()) ?? []
            return Dictionary(uniqueKeysWithValues: folder.listedFiles(of: names).compactMap { file in file.cacheKey.map { (file.name, $0) } })
        }

        func cache() -> NotesFolderCache { NotesFolderCache.load(from: cacheFile, folder: folder) }
    }

    @Test("an unchanged note comes from the cache as it was read: title, snippet, text, date and version")
    func unchanged() throws {
        let place = try Place(["a.md": "# Milk\n\nand eggs", "b.md": "Plans\nfor Sunday"])
        let keys = try place.readAndCache()
        let cache = place.cache()
        #expect(cache.count == 2)
        for name in ["a.md", "b.md"] {
            let read = try #require(place.folder.readEntry(named: name))
            let cached = try #require(cache.entry(named: name, key: keys[name]!))
            #expect(cached.summary == read.summary)
            #expect(cached.text == read.text)
            #expect(cached.stamp == read.stamp)
        }
    }

    @Test("a note written since, even to the same size, is read from disk; so is one whose permissions changed")
    func changed() throws {
        let place = try Place(["a.md": "milk", "b.md": "eggs", "c.md": "tea"])
        let before = try place.readAndCache()
        try place.write("MILK", to: "a.md")
        chmod(place.folder.url.appendingPathComponent("b.md").path, 0o444)
        let after = place.keys()
        let cache = place.cache()
        #expect(cache.entry(named: "a.md", key: after["a.md"]!) == nil, "rewritten: its times moved")
        #expect(cache.entry(named: "b.md", key: after["b.md"]!) == nil, "chmod moved its change time")
        #expect(cache.entry(named: "c.md", key: after["c.md"]!)?.text == "tea")
        #expect(before["c.md"] == after["c.md"])
    }

    @Test("read-only notes are not cached: they are read from disk each time")
    func readOnly() throws {
        let place = try Place(["ok.md": "fine"])
        try Data([0x66, 0xFF, 0x0A]).write(to: place.folder.url.appendingPathComponent("latin1.md"))
        try place.readAndCache()
        #expect(place.cache().count == 1)
    }

    @Test("a cache that is truncated, corrupt, of another folder or missing is ignored whole")
    func untrusted() throws {
        let place = try Place(["a.md": "milk", "b.md": "eggs"])
        let keys = try place.readAndCache()
        let good = try Data(contentsOf: place.cacheFile)
        #expect(place.cache().count == 2)

        try good.prefix(good.count - 5).write(to: place.cacheFile)
        #expect(place.cache().count == 0, "truncated")

        var flipped = good
        flipped[flipped.count / 2] ^= 0x20
        try flipped.write(to: place.cacheFile)
        #expect(place.cache().count == 0, "a byte changed: the checksum")

        try Data("not a cache".utf8).write(to: place.cacheFile)
        #expect(place.cache().count == 0, "another format")

        try good.write(to: place.cacheFile)
        let other = NotesFolder(url: place.root.appendingPathComponent("elsewhere"))
        #expect(NotesFolderCache.load(from: place.cacheFile, folder: other).count == 0, "another folder's cache")

        try FileManager.default.removeItem(at: place.cacheFile)
        #expect(place.cache().entry(named: "a.md", key: keys["a.md"]!) == nil, "no cache")
    }

    @Test("the cache lives in XDG_CACHE_HOME/dev.workflowgtk.Notes, one file per folder")
    func location() {
        let a = NotesFolder(url: URL(fileURLWithPath: "/home/u/Notes")), b = NotesFolder(url: URL(fileURLWithPath: "/home/u/Other"))
        let cacheA = NotesFolderCache.location(of: a, environment: ["XDG_CACHE_HOME": "/c", "HOME": "/home/u"])
        #expect(cacheA.deletingLastPathComponent().path == "/c/dev.workflowgtk.Notes")
        #expect(cacheA != NotesFolderCache.location(of: b, environment: ["XDG_CACHE_HOME": "/c", "HOME": "/home/u"]))
        #expect(NotesFolderCache.location(of: a, environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"])
            .deletingLastPathComponent().path == "/home/u/.cache/dev.workflowgtk.Notes")
    }

    @Test("a writer given up (a read cancelled) leaves the old cache in place and no partial file")
    func abandoned() throws {
        let place = try Place(["a.md": "milk"])
        let keys = try place.readAndCache()
        do {
            let writer = try NotesFolderCache.Writer(folder: place.folder, file: place.cacheFile)
            try writer.add([], keys: keys)
        }
        #expect(place.cache().count == 1)
        let left = try FileManager.default.contentsOfDirectory(atPath: place.cacheFile.deletingLastPathComponent().path)
        #expect(left == ["folder.cache"])
    }
}
