import Foundation
import Gtk
import GtkTestSupport
import Testing
import WorkflowUI
import WorkflowUITesting

/// `LaunchCommandLine` on a real GApplication: GLib parses the options in the launching
/// process (`LaunchProbe`, Tests/Programs), a second launch's command line reaches the
/// primary instance over the session bus, and the launching process prints and exits with
/// what the primary says. The primary is this test process, registered on the bus.
@MainActor
@Suite("Launch command line (GTK)", .gtk, .serialized)
struct LaunchCommandLineTests {
    /// The probe's options, declared by the primary too (GLib parses them in the launching process).
    static var options: [LaunchOption] {
        [
            LaunchOption("folder", argument: .path, valueName: "PATH", help: "Keep the notes in PATH"),
            LaunchOption("open", argument: .string, valueName: "NAME", help: "Show the note NAME"),
        ]
    }

    /// A fresh application id: no other test's instance owns it.
    static func uniqueID() -> String {
        "dev.workflowgtk.LaunchTest.T" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
    }

    /// Runs the probe with `arguments` (without a display: parsing needs none).
    static func probe(_ arguments: [String], environment: [String: String?] = [:]) async throws -> TestProcess.Result {
        let binary = try #require(TestProcess.product("LaunchProbe"))
        var env: [String: String?] = ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "LAUNCH_PROBE_ID": uniqueID()]
        env.merge(environment) { _, given in given }
        return try await TestProcess.run(binary, arguments, environment: env, timeout: 30)
    }

    @Test("a second launch's options and files reach the running instance, resolved in the launching process's folder; it exits with the status the instance sets")
    func secondLaunchReachesThePrimary() async throws {
        let id = Self.uniqueID()
        let application = Application(id: id, flags: [])
        let commandLine = LaunchCommandLine(program: "LaunchProbe", version: "1.0", options: Self.options)
        commandLine.fileArguments = "[FILE…]"
        var launches: [Launch] = []
        commandLine.install(on: application) { launch in
            launches.append(launch)
            if launch.options.value("open") == "missing.md" {
                launch.refuse("no note named missing.md in the folder")
            } else {
                launch.print("shown")
            }
        }
        try application.register()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("launch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let binary = try #require(TestProcess.product("LaunchProbe"))
        let second = try await BackgroundProcess(binary, ["--folder", "sub", "--open", "a.md", "b.md", "file:///tmp/c%20d.md"],
                                           environment: ["LAUNCH_PROBE_ID": id], currentDirectory: folder)
        defer { second.stop() }
        let ended = await UILoop.wait(until: { !second.isRunning }, timeout: .seconds(30))
        try #require(ended, "the second launch never ended: \(second.output.text)")
        #expect(second.terminationStatus == .exited(0), "\(second.output.text)")
        #expect(second.output.text.contains("shown"), "the instance's print reaches the launching process: \(second.output.text)")
        try #require(launches.count == 1, "the primary's handler was called \(launches.count) times: \(second.output.text)")
        let launch = launches[0]
        #expect(launch.isRemote)
        #expect(launch.path("folder") == folder.appendingPathComponent("sub").path, "relative to the launching process's folder")
        #expect(launch.options.value("open") == "a.md")
        #expect(launch.files == [folder.appendingPathComponent("b.md").path, "/tmp/c d.md"], "a file URI (a desktop file's %U) becomes its path")

        let refused = try await BackgroundProcess(binary, ["--open", "missing.md"], environment: ["LAUNCH_PROBE_ID": id])
        defer { refused.stop() }
        #expect(await UILoop.wait(until: { !refused.isRunning }, timeout: .seconds(30)))
        #expect(refused.terminationStatus == .exited(2), "\(refused.output.text)")
        #expect(refused.output.text.contains("LaunchProbe: no note named missing.md in the folder"), "\(refused.output.text)")
        #expect(launches.count == 2)
    }

    @Test("files opened over D-Bus (`gapplication launch ID FILE`, as a file manager does) reach the handler as a launch with those files")
    func filesOpenedOverDBus() async throws {
        let id = Self.uniqueID()
        let application = Application(id: id, flags: [])
        let commandLine = LaunchCommandLine(program: "LaunchProbe", version: "1.0", options: Self.options)
        commandLine.fileArguments = "[FILE…]"
        var launches: [Launch] = []
        commandLine.install(on: application) { launches.append($0) }
        try application.register()
        let opener = try await BackgroundProcess(URL(fileURLWithPath: "/usr/bin/gapplication"), ["launch", id, "/tmp/a b.md"])
        defer { opener.stop() }
        #expect(await UILoop.wait(until: { !launches.isEmpty }, timeout: .seconds(30)), "no launch: \(opener.output.text)")
        #expect(launches.first?.files == ["/tmp/a b.md"])
        #expect(launches.first?.isRemote == true)
    }

    @Test("the first launch is the primary: its own command line reaches its handler, not remote")
    func firstLaunchIsLocal() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("launch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = try #require(TestProcess.product("LaunchProbe"))
        let first = try await BackgroundProcess(binary, ["--folder", folder.path, "x.md"], environment: ["LAUNCH_PROBE_ID": Self.uniqueID()])
        defer { first.stop() }
        #expect(await UILoop.wait(until: { !first.isRunning }, timeout: .seconds(30)))
        #expect(first.terminationStatus == .exited(0), "\(first.output.text)")
        #expect(first.output.text.contains("launch remote=false folder=\(folder.path) open=- files="), "\(first.output.text)")
    }

    @Test("--help is GLib's, in the user's language, with the options' help from the app's catalog; no display needed")
    func helpIsTranslated() async throws {
        let locale = FileManager.default.temporaryDirectory.appendingPathComponent("launch-locale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: locale) }
        let messages = locale.appendingPathComponent("de/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let po = locale.appendingPathComponent("de.po")
        try """
        msgid ""
        msgstr "Content-Type: text/plain; charset=UTF-8\\n"

        msgid "Keep the notes in PATH"
        msgstr "Die Notizen in PATH ablegen"

        msgid "Show the version and exit"
        msgstr "Die Version anzeigen und beenden"

        msgid "Shows what a launch asks for"
        msgstr "Zeigt, was ein Start verlangt"

        """.write(to: po, atomically: true, encoding: .utf8)
        let msgfmt = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/msgfmt"),
                                               ["-o", messages.appendingPathComponent("LaunchProbe.mo").path, po.path])
        try #require(msgfmt.status == 0, "msgfmt: \(msgfmt.stderr)")

        let german = try await Self.probe(["--help"], environment: ["LANGUAGE": "de", "LANG": "C.UTF-8", "LC_ALL": nil,
                                                              "LAUNCH_PROBE_LOCALE": locale.path])
        #expect(german.status == 0, "\(german.stderr)")
        #expect(german.stdout.contains("Aufruf:"), "GLib's own words in German: \(german.stdout)")
        #expect(german.stdout.contains("--folder=PATH") && german.stdout.contains("Die Notizen in PATH ablegen"), "\(german.stdout)")
        #expect(german.stdout.contains("Die Version anzeigen und beenden") && german.stdout.contains("Zeigt, was ein Start verlangt"))
        #expect(german.stdout.contains("[FILE…]"), "the file arguments")
        let english = try await Self.probe(["--help"], environment: ["LANGUAGE": nil, "LANG": "C.UTF-8", "LC_ALL": nil,
                                                               "LAUNCH_PROBE_LOCALE": locale.path])
        #expect(english.stdout.contains("Usage:") && english.stdout.contains("Keep the notes in PATH"), "\(english.stdout)")
    }

    @Test("bad input is refused by the launching process with the program's name, a pointer to --help and exit status 2")
    func badInputExits2() async throws {
        let unknown = try await Self.probe(["--frobnicate"])
        #expect(unknown.status == 2, "\(unknown.stderr)")
        #expect(unknown.stderr == "LaunchProbe: Unknown option --frobnicate\nTry 'LaunchProbe --help' for more information.\n", "\(unknown.stderr)")
        let missing = try await Self.probe(["--open"])
        #expect(missing.status == 2 && missing.stderr.hasPrefix("LaunchProbe: Missing argument for --open\n"), "\(missing.stderr)")
        let checked = try await Self.probe(["--open", "a/b.md"])
        #expect(checked.status == 2 && checked.stderr.contains("--open takes a note's file name, not a path"), "\(checked.stderr)")
        let version = try await Self.probe(["--version"])
        #expect(version.status == 0 && version.stdout == "LaunchProbe 1.0\n", "\(version.stdout)\(version.stderr)")
    }
}
