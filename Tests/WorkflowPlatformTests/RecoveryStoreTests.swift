import Foundation
import Gtk
import GtkTestSupport
import Testing
import WorkflowPlatform
#if canImport(Glibc)
import Glibc
#endif

/// The recovery folder on the real file system: what is saved is listed back exactly,
/// privately (0600 in 0700), atomically, and nothing the store cannot read is deleted.
@Suite("Recovery store (headless)")
struct RecoveryStoreTests {
    func folder() throws -> URL { try FileManager.default.makeTemporaryFolder("wgtk-recovery") }

    /// The permission bits of `path` (lstat), or nil.
    static func mode(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }

    /// The names in `folder`, hidden ones included, sorted.
    static func names(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test("odd texts and paths are listed back exactly, newest first, and a removed edit is gone")
    func roundTrip() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = RecoveryStore(folder: root.path + "/recovered")
        let megabyte = String(repeating: "0123456789abcdé\n", count: 65_536)
        let texts = [
            "",
            "é ü 日本語 🎉 \u{0} tab\t end",
            megabyte,
            "WorkflowGtk recovered edit, format 1\noriginal-path: /etc/passwd\nsaved-at: 1\ntext-bytes: 3\n\nreason: x\n\n",
            "\n\n\r\n\\n no final newline",
        ]
        var saved: [RecoveredEdit] = []
        for (index, text) in texts.enumerated() {
            let path = "/home/me/odd: name \\ with\nnewline\r/\(index).txt"
            let edit = RecoveredEdit(originalPath: path, text: text, reason: "permission denied\nsecond line: \\", savedAt: 1_795_000_000.25 + Double(index))
            let kept = try store.save(edit)
            #expect(kept == edit, "an edit with a free id is kept as it is")
            saved.append(kept)
        }
        let listed = store.edits()
        #expect(listed.count == texts.count)
        #expect(listed == saved.reversed(), "listed back exactly, newest first")
        #expect(listed.first { $0.text == megabyte }?.text.utf8.count == megabyte.utf8.count)
        #expect(store.unreadableFiles().isEmpty, "\(store.unreadableFiles())")
        #expect(Self.names(store.folder).allSatisfy { !$0.hasPrefix(".") }, "no temporary file is left: \(Self.names(store.folder))")

        try store.remove(saved[2].id)
        #expect(store.edits().map(\.id) == saved.reversed().map(\.id).filter { $0 != saved[2].id })
        try store.remove(saved[2].id)  // already gone: not an error
        #expect(!FileManager.default.fileExists(atPath: store.path(of: saved[2].id)))
    }

    @Test("two edits of a file with different texts are both kept; the same text is kept once")
    func editsOfOneFile() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = RecoveryStore(folder: root.path)
        let first = try store.save(RecoveredEdit(originalPath: "/n/a.txt", text: "one", reason: "r", savedAt: 10))
        let second = try store.save(RecoveredEdit(originalPath: "/n/a.txt", text: "one two", reason: "r", savedAt: 20))
        #expect(first.id != second.id)
        let again = try store.save(RecoveredEdit(originalPath: "/n/a.txt", text: "one two", reason: "later", savedAt: 30))
        #expect(again == second, "the same text of the same file is not kept twice")
        #expect(store.edits().map(\.text) == ["one two", "one"])
        // The same id with another text: the first is not replaced, the second gets a new id.
        let clash = try store.save(RecoveredEdit(originalPath: "/n/a.txt", text: "three", reason: "r", savedAt: 40, id: first.id))
        #expect(clash.id != first.id && clash.text == "three")
        #expect(store.edits().map(\.text) == ["three", "one two", "one"])
        // The same text of another file is another edit.
        try store.save(RecoveredEdit(originalPath: "/n/b.txt", text: "one", reason: "r", savedAt: 50))
        #expect(store.edits().count == 4)
    }

    @Test("the folder (and its missing parents) is made 0700, each file 0600; a wider folder is made private, a read-only one stays read-only")
    func permissions() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = RecoveryStore(appID: "org.example.Recover", environment: ["XDG_STATE_HOME": root.path + "/state", "HOME": "/nonexistent"])
        #expect(store.folder == root.path + "/state/org.example.Recover/recovered")
        let edit = try store.save(RecoveredEdit(originalPath: "/n/a.txt", text: "secret", reason: "r"))
        #expect(Self.mode(store.folder) == 0o700)
        #expect(Self.mode(root.path + "/state/org.example.Recover") == 0o700)
        #expect(Self.mode(root.path + "/state") == 0o700)
        #expect(Self.mode(store.path(of: edit.id)) == 0o600)

        let wide = RecoveryStore(folder: root.path + "/wide")
        try FileManager.default.createDirectory(atPath: wide.folder, withIntermediateDirectories: false)
        chmod(wide.folder, 0o755)
        let other = try wide.save(RecoveredEdit(originalPath: "/n/b.txt", text: "x", reason: "r"))
        #expect(Self.mode(wide.folder) == 0o700)
        #expect(Self.mode(wide.path(of: other.id)) == 0o600)
        chmod(wide.folder, 0o555)
        defer { chmod(wide.folder, 0o700) }
        _ = try? wide.save(RecoveredEdit(originalPath: "/n/c.txt", text: "y", reason: "r"))
        #expect(Self.mode(wide.folder) == 0o500, "the owner's bits are left as they are")
    }

    @Test("the folder follows XDG_STATE_HOME, or ~/.local/state when it is unset or relative")
    func xdgFolder() {
        #expect(RecoveryStore(appID: "org.example.A", environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"]).folder
            == "/x/state/org.example.A/recovered")
        #expect(RecoveryStore(appID: "org.example.A", environment: ["HOME": "/home/u"]).folder == "/home/u/.local/state/org.example.A/recovered")
        #expect(RecoveryStore(appID: "org.example.A", environment: ["XDG_STATE_HOME": "rel", "HOME": "/home/u"]).folder
            == "/home/u/.local/state/org.example.A/recovered")
    }

    @Test("a save that fails (a file in the folder's path, a read-only folder, a bad id) throws and leaves nothing")
    func failedSaveLeavesNothing() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.path + "/a-file"
        try "not a folder".write(toFile: file, atomically: true, encoding: .utf8)
        let throughFile = RecoveryStore(folder: file + "/recovered")
        #expect(throws: FileError.self) { try throughFile.save(RecoveredEdit(originalPath: "/n/a.txt", text: "x", reason: "r")) }
        #expect(Self.names(root.path) == ["a-file"])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "not a folder")

        let store = RecoveryStore(folder: root.path + "/recovered")
        #expect(throws: FileError.self) { try store.save(RecoveredEdit(originalPath: "/n/a.txt", text: "x", reason: "r", id: "../escape")) }
        #expect(throws: FileError.self) { try store.save(RecoveredEdit(originalPath: "/n/a.txt", text: "x", reason: "r", id: ".hidden")) }
        #expect(Self.names(root.path) == ["a-file"])

        if getuid() != 0 {  // root writes in a read-only folder anyway
            let readOnly = RecoveryStore(folder: root.path + "/read-only")
            try FileManager.default.createDirectory(atPath: readOnly.folder, withIntermediateDirectories: false)
            chmod(readOnly.folder, 0o500)
            defer { chmod(readOnly.folder, 0o700) }
            do {
                try readOnly.save(RecoveredEdit(originalPath: "/n/a.txt", text: "x", reason: "r"))
                Issue.record("a save into a read-only folder succeeded")
            } catch {
                #expect(error.reason.contains("permission denied"), "\(error)")
            }
            #expect(Self.names(readOnly.folder).isEmpty, "\(Self.names(readOnly.folder))")
        }
    }

    /// Set in the subprocess of ``cutOffSaveLeavesNothing()``: the folder it saves into.
    static let cutOffFolderVariable = "WGTK_RECOVERY_CUT_OFF_FOLDER"

    @Test("a save cut off halfway (the file size limit, as a full disk would) throws and leaves nothing in the folder")
    func cutOffSaveLeavesNothing() async throws {
        let text = String(repeating: "the user's words ", count: 65_536)  // 1.1 MB
        if let folder = ProcessInfo.processInfo.environment[Self.cutOffFolderVariable] {
            // In the subprocess, under `ulimit -f` with SIGXFSZ ignored: write(2) fails with EFBIG.
            #expect(throws: FileError.self) {
                try RecoveryStore(folder: folder).save(RecoveredEdit(originalPath: "/n/a.txt", text: text, reason: "r"))
            }
            return
        }
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = RecoveryStore(folder: root.path + "/recovered")
        let earlier = try store.save(RecoveredEdit(originalPath: "/n/earlier.txt", text: "kept before", reason: "r"))
        let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let result = try await TestProcess.run(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "trap '' XFSZ; ulimit -f 128; exec \"$0\" --testing-library swift-testing --filter cutOffSaveLeavesNothing", runner],
            environment: [Self.cutOffFolderVariable: store.folder], timeout: 120)
        #expect(result.status == 0 && (result.stdout + result.stderr).contains("with 1 test"),
                "the cut-off save threw, in the subprocess:\n\(result.stdout)\(result.stderr)")
        #expect(Self.names(store.folder) == [earlier.id + ".recovered"], "nothing of the cut-off save is left, not even hidden")
        #expect(store.edits() == [earlier] && store.unreadableFiles().isEmpty)
        // Without the limit the same save succeeds: the limit is what cut it off.
        #expect(try store.save(RecoveredEdit(originalPath: "/n/a.txt", text: text, reason: "r")).text == text)
    }

    @Test("files the store cannot read are skipped, reported with a reason, and never deleted")
    func garbageIsKept() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = RecoveryStore(folder: root.path)
        let good = try store.save(RecoveredEdit(originalPath: "/n/a.txt", text: "kept", reason: "r", savedAt: 5))
        let goodBytes = try Data(contentsOf: URL(fileURLWithPath: store.path(of: good.id)))
        var garbage: [String: Data] = [
            "notes.txt": Data("someone's file".utf8),
            "random.recovered": Data([0xFF, 0xFE, 0x00, 0x41]),
            "empty.recovered": Data(),  // what a save cut off between its two steps leaves
            "cut.recovered": goodBytes.dropLast(2),
            "newer.recovered": Data("WorkflowGtk recovered edit, format 2\noriginal-path: /n\n\nx".utf8),
            "no-path.recovered": Data("WorkflowGtk recovered edit, format 1\nsaved-at: 1\n\nx".utf8),
        ]
        var bad = goodBytes
        bad.replaceSubrange(bad.count - 4..<bad.count, with: [0x6B, 0x65, 0xC3, 0x28])  // "ke" + invalid UTF-8
        garbage["not-utf8.recovered"] = bad
        for (name, bytes) in garbage { try bytes.write(to: URL(fileURLWithPath: root.path + "/" + name)) }
        try FileManager.default.createDirectory(atPath: root.path + "/sub.recovered", withIntermediateDirectories: false)

        #expect(store.edits() == [good])
        let unreadable = store.unreadableFiles()
        #expect(Set(unreadable.map(\.path)) == Set((Array(garbage.keys) + ["sub.recovered"]).map { root.path + "/" + $0 }))
        #expect(unreadable.allSatisfy { !$0.reason.isEmpty })
        #expect(unreadable.first { $0.path.hasSuffix("/cut.recovered") }?.reason.contains("cut off") == true, "\(unreadable)")
        #expect(unreadable.first { $0.path.hasSuffix("/empty.recovered") }?.reason.contains("empty") == true, "\(unreadable)")

        // Saving, listing and removing leave every one of them as it was.
        let other = try store.save(RecoveredEdit(originalPath: "/n/b.txt", text: "more", reason: "r", savedAt: 6))
        try store.remove(good.id)
        #expect(store.edits() == [other])
        for (name, bytes) in garbage {
            #expect(try Data(contentsOf: URL(fileURLWithPath: root.path + "/" + name)) == bytes, "\(name) was changed or removed")
        }
        #expect(FileManager.default.fileExists(atPath: root.path + "/sub.recovered"))
    }

    @Test("an absent folder holds no edit and is not made by reading")
    func absentFolder() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = RecoveryStore(folder: root.path + "/never")
        #expect(store.edits().isEmpty && store.unreadableFiles().isEmpty)
        try store.remove("20260101T000000Z-00000000")
        #expect(!FileManager.default.fileExists(atPath: store.folder))
    }

    @Test("the file format is readable text: header lines, a blank line, the text verbatim")
    func fileFormat() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = RecoveryStore(folder: root.path)
        let edit = try store.save(RecoveredEdit(originalPath: "/home/me/Notes/Groceries.txt", text: "eggs\nbutter", reason: "permission denied", savedAt: 1_795_853_882.25))
        let text = try String(contentsOfFile: store.path(of: edit.id), encoding: .utf8)
        #expect(text == """
            WorkflowGtk recovered edit, format 1
            original-path: /home/me/Notes/Groceries.txt
            saved-at: 1795853882.25
            reason: permission denied
            text-bytes: 11

            eggs
            butter
            """)
        #expect(edit.id.hasPrefix("20261128T081802Z-"), "the id starts with the UTC time: \(edit.id)")
        for (time, stamp) in [(0.0, "19700101T000000Z-"), (-86_401.0, "19691230T235959Z-"), (951_782_400.5, "20000229T000000Z-")] {
            let id = RecoveredEdit(originalPath: "/a", text: "", reason: "", savedAt: time).id
            #expect(id.hasPrefix(stamp) && id.count == stamp.count + 8 && RecoveredEdit.isValidID(id), "\(id)")
        }
    }
}
