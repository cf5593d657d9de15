import Foundation
import GtkTestSupport
import NotesSearchProvider
import Testing

/// The built `notes-search-provider`, started by a private session bus from the real D-Bus
/// service file (as GNOME Shell's first search starts the installed one), called with
/// `gdbus call` the way the shell calls it; its ActivateResult starts the real `notes`.
@Suite("Search provider over D-Bus", .serialized)
struct SearchProviderBusTests {
    static let name = SearchProviderInterface.busName
    static let path = SearchProviderInterface.objectPath
    static let method = SearchProviderInterface.name + "."

    /// A temporary home: notes in `Elsewhere/` (the folder Notes last showed, in the
    /// settings) and a decoy note in the default folder; Notes' schema compiled.
    struct Home {
        let root: URL
        var elsewhere: URL { root.appendingPathComponent("Elsewhere") }
        var defaultFolder: URL { root.appendingPathComponent("data/dev.workflowgtk.Notes") }
        var keyfile: URL { root.appendingPathComponent("config/glib-2.0/settings/keyfile") }
        var schemas: URL { root.appendingPathComponent("schemas") }

        init() async throws {
            root = try FileManager.default.makeTemporaryFolder("wgtk-search-provider")
            for folder in [elsewhere, defaultFolder, schemas, keyfile.deletingLastPathComponent()] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Examples/Notes/data/dev.workflowgtk.Notes.gschema.xml"),
                                             to: schemas.appendingPathComponent("dev.workflowgtk.Notes.gschema.xml"))
            let compiled = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/glib-compile-schemas"), ["--strict", schemas.path])
            try #require(compiled.status == 0, "glib-compile-schemas: \(compiled.stderr)")
        }

        /// Writes a note dated `age` seconds ago.
        func write(_ text: String, as name: String, in folder: URL, age: TimeInterval) throws {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: url.path)
        }

        /// The environment the bus gives the services it starts.
        func environment(language: String? = nil) -> [String: String] {
            var environment = ["XDG_DATA_HOME": root.appendingPathComponent("data").path,
                               "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
                               "XDG_STATE_HOME": root.appendingPathComponent("state").path,
                               "GSETTINGS_BACKEND": "keyfile", "GSETTINGS_SCHEMA_DIR": schemas.path]
            if let language { environment["LANGUAGE"] = language; environment["LANG"] = "C.UTF-8"; environment["LC_ALL"] = "C.UTF-8" }
            return environment
        }

        /// The D-Bus service file installed with Notes, for a provider in `folder`.
        static func serviceFile(providerFolder folder: URL) throws -> String {
            try PackageFiles.text("Examples/Notes/data/dev.workflowgtk.Notes.SearchProvider.service.in")
                .replacingOccurrences(of: "@libexecdir@", with: folder.path)
        }
    }

    @Test("every method, answered from the folder Notes last showed; ActivateResult opens the note in Notes")
    func everyMethod() async throws {
        let home = try await Home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        try home.write("# Shopping\nMilk, bread and apples\n", as: "Shopping.md", in: home.elsewhere, age: 300)
        try home.write("# Trip to the coast\nPack a shopping bag and the tent\n", as: "Trip.md", in: home.elsewhere, age: 100)
        try home.write("# Recipes\nApple pie: butter, flour, sugar\n", as: "Recipes.md", in: home.elsewhere, age: 50)
        try home.write("\n\n", as: "Empty.md", in: home.elsewhere, age: 10)
        try home.write("# Decoy shopping\nIn the default folder, which Notes does not show\n", as: "Decoy.md", in: home.defaultFolder, age: 1)
        try "[dev/workflowgtk/Notes]\nlast-folder='\(home.elsewhere.path)'\n".write(to: home.keyfile, atomically: true, encoding: .utf8)

        let providerFolder = try #require(TestProcess.product("notes-search-provider")).deletingLastPathComponent()
        _ = try #require(TestProcess.product("notes"), "ActivateResult starts the notes built beside the provider")
        let bus = try await PrivateSessionBus(folder: home.root.appendingPathComponent("bus"),
                                        services: ["\(Self.name).service": try Home.serviceFile(providerFolder: providerFolder)],
                                        environment: home.environment())
        defer { bus.stop() }
        await #expect(try !bus.hasOwner(Self.name), "the provider runs before anyone called it")

        // The first call starts the provider (D-Bus activation). Title matches first, then newest first.
        let initial = try await bus.call(Self.name, Self.path, Self.method + "GetInitialResultSet", "['shop']")
        #expect(initial.status == 0, "\(initial.stderr)")
        #expect(initial.stdout == "(['Shopping.md', 'Trip.md'],)\n")
        let providerID = try await #require(try bus.processID(owning: Self.name))
        // Case and accents aside, every word.
        let words = try await bus.call(Self.name, Self.path, Self.method + "GetInitialResultSet", "['APPLE', 'PIE']")
        #expect(words.stdout == "(['Recipes.md'],)\n")
        let none = try await bus.call(Self.name, Self.path, Self.method + "GetInitialResultSet", "['zebra']")
        #expect(none.stdout == "(@as [],)\n")
        // A narrower search of the last answer.
        let narrower = try await bus.call(Self.name, Self.path, Self.method + "GetSubsearchResultSet",
                                    "['Shopping.md', 'Trip.md']", "['shopping', 'bag']")
        #expect(narrower.stdout == "(['Trip.md'],)\n")

        let metas = try await bus.call(Self.name, Self.path, Self.method + "GetResultMetas", "['Trip.md', 'Empty.md', 'Gone.md']")
        #expect(metas.stdout == "([{'description': <'Pack a shopping bag and the tent'>, 'gicon': <'text-x-generic'>, "
            + "'id': <'Trip.md'>, 'name': <'Trip to the coast'>}, "
            + "{'gicon': <'text-x-generic'>, 'id': <'Empty.md'>, 'name': <'Untitled'>}],)\n")

        // A note written meanwhile is found by the next search.
        try home.write("# Shopping list 2\nEggs\n", as: "Shopping 2.md", in: home.elsewhere, age: 0)
        var found = ""
        let deadline = Date(timeIntervalSinceNow: 20)
        while !found.contains("Shopping 2.md"), Date() < deadline {
            found = try await bus.call(Self.name, Self.path, Self.method + "GetInitialResultSet", "['eggs']").stdout
        }
        #expect(found == "(['Shopping 2.md'],)\n")

        // ActivateResult starts Notes on the note: Notes selects it and keeps it as the last note.
        let activated = try await bus.call(Self.name, Self.path, Self.method + "ActivateResult", "Trip.md", "['shop']", "4242")
        #expect(activated.stdout == "()\n", "\(activated.stderr)")
        var settings = ""
        let shown = Date(timeIntervalSinceNow: 60)
        while !settings.contains("last-note='Trip.md'"), Date() < shown {
            settings = (try? String(contentsOf: home.keyfile, encoding: .utf8)) ?? ""
            usleep(50_000)
        }
        #expect(settings.contains("last-note='Trip.md'"), "Notes did not show Trip.md; its settings: \(settings)")
        #expect(settings.contains("last-folder='\(home.elsewhere.path)'"))
        await #expect(try bus.hasOwner("dev.workflowgtk.Notes"), "Notes runs as the unique application on the bus")

        // LaunchSearch reaches the running Notes (a second launch), which stays one instance.
        let notesID = try await #require(try bus.processID(owning: "dev.workflowgtk.Notes"))
        #expect(Self.children(of: providerID) == [notesID])
        let launched = try await bus.call(Self.name, Self.path, Self.method + "LaunchSearch", "['shop']", "0")
        #expect(launched.stdout == "()\n", "\(launched.stderr)")
        // The second notes hands the launch to the first and ends.
        let handed = Date(timeIntervalSinceNow: 60)
        while Self.children(of: providerID).count > 1, Date() < handed { usleep(50_000) }
        #expect(Self.children(of: providerID) == [notesID], "the second launch did not end")
        await #expect(try bus.processID(owning: "dev.workflowgtk.Notes") == notesID)

        // Another result while Notes runs: the second launch's --open reaches its window.
        let again = try await bus.call(Self.name, Self.path, Self.method + "ActivateResult", "Shopping.md", "['shop']", "4243")
        #expect(again.stdout == "()\n", "\(again.stderr)")
        let reselected = Date(timeIntervalSinceNow: 60)
        while !settings.contains("last-note='Shopping.md'"), Date() < reselected {
            settings = (try? String(contentsOf: home.keyfile, encoding: .utf8)) ?? ""
            usleep(50_000)
        }
        #expect(settings.contains("last-note='Shopping.md'"), "the running Notes did not show Shopping.md; its settings: \(settings)")
        while Self.children(of: providerID).count > 1, Date() < reselected { usleep(50_000) }
        #expect(Self.children(of: providerID) == [notesID], "the second launch did not hand over to the running Notes")

        // Notes quits through its application action; the provider ends with the bus.
        _ = try await bus.call("dev.workflowgtk.Notes", "/dev/workflowgtk/Notes", "org.freedesktop.Application.ActivateAction", "quit", "[]", "{}")
        let quit = Date(timeIntervalSinceNow: 30)
        while try await bus.hasOwner("dev.workflowgtk.Notes"), Date() < quit { usleep(50_000) }
        if try await bus.hasOwner("dev.workflowgtk.Notes") {
            Issue.record("Notes did not quit through app.quit")
            kill(notesID, SIGTERM)
        }
        bus.stop()
        let ended = Date(timeIntervalSinceNow: 20)
        while kill(providerID, 0) == 0, Date() < ended { usleep(50_000) }
        #expect(kill(providerID, 0) != 0, "notes-search-provider outlived its bus")
        if kill(providerID, 0) == 0 { kill(providerID, SIGTERM) }
    }

    /// The live (not zombie) child processes of `parent`.
    static func children(of parent: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            // "pid (name) state ppid …": the name may hold spaces and parentheses.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, fields[0] != "Z", pid_t(fields[1]) == parent else { return nil }
            return pid
        }.sorted()
    }

    @Test("installed as GNOME installs it (libexec, share/locale): the default folder, in German")
    func installedInGerman() async throws {
        let home = try await Home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        try home.write("\n", as: "Empty.md", in: home.defaultFolder, age: 10)
        try home.write("# Einkauf\nMilch und Brot\n", as: "Einkauf.md", in: home.defaultFolder, age: 20)
        // <prefix>/libexec/notes-search-provider, <prefix>/bin/notes, <prefix>/share/locale/de.
        let prefix = home.root.appendingPathComponent("prefix")
        let libexec = prefix.appendingPathComponent("libexec"), bin = prefix.appendingPathComponent("bin")
        let messages = prefix.appendingPathComponent("share/locale/de/LC_MESSAGES")
        for folder in [libexec, bin, messages] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try FileManager.default.copyItem(at: try #require(TestProcess.product("notes-search-provider")),
                                         to: libexec.appendingPathComponent("notes-search-provider"))
        let catalog = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/msgfmt"), [
            "--check", "-o", messages.appendingPathComponent("dev.workflowgtk.Notes.mo").path,
            packageRoot.appendingPathComponent("Examples/Notes/po/de.po").path,
        ])
        try #require(catalog.status == 0, "msgfmt: \(catalog.stderr)")
        let bus = try await PrivateSessionBus(folder: home.root.appendingPathComponent("bus"),
                                        services: ["\(Self.name).service": try Home.serviceFile(providerFolder: libexec)],
                                        environment: home.environment(language: "de").merging(["PATH": bin.path]) { $1 })
        defer { bus.stop() }
        let initial = try await bus.call(Self.name, Self.path, Self.method + "GetInitialResultSet", "['milch']")
        #expect(initial.stdout == "(['Einkauf.md'],)\n", "\(initial.stderr)")
        let metas = try await bus.call(Self.name, Self.path, Self.method + "GetResultMetas", "['Empty.md', 'Einkauf.md']")
        #expect(metas.stdout == "([{'gicon': <'text-x-generic'>, 'id': <'Empty.md'>, 'name': <'Unbenannt'>}, "
            + "{'description': <'Milch und Brot'>, 'gicon': <'text-x-generic'>, 'id': <'Einkauf.md'>, 'name': <'Einkauf'>}],)\n")
        // No notes beside it, in ../bin or on PATH: ActivateResult says so instead of failing silently.
        let activated = try await bus.call(Self.name, Self.path, Self.method + "ActivateResult", "Einkauf.md", "[]", "0")
        #expect(activated.status != 0)
        #expect(activated.stderr.contains("notes is not installed beside the search provider or on PATH"), "\(activated.stderr)")
    }

    @Test("the installed .ini names the provider's bus name and object path, Version 2, and Notes' desktop file")
    func searchProviderFile() throws {
        let ini = try PackageFiles.text("Examples/Notes/data/dev.workflowgtk.Notes.search-provider.ini")
        #expect(ini == """
        [Shell Search Provider]
        DesktopId=dev.workflowgtk.Notes.desktop
        BusName=\(SearchProviderInterface.busName)
        ObjectPath=\(SearchProviderInterface.objectPath)
        Version=2

        """)
        #expect(FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("Examples/Notes/data/dev.workflowgtk.Notes.desktop").path))
        let service = try PackageFiles.text("Examples/Notes/data/dev.workflowgtk.Notes.SearchProvider.service.in")
        #expect(service.contains("Name=\(SearchProviderInterface.busName)\n"))
    }
}
