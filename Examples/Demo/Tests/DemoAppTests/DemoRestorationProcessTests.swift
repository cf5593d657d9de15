import Dispatch
import Foundation
import GtkTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The real demo keeps its workflow state across launches: each test gives it a new
/// `XDG_STATE_HOME`, quits it, launches it again and reads what it shows (`--dump-tree`).
@Suite("workflow-demo state restoration")
struct DemoRestorationProcessTests {
    /// A new state folder, and the environment that points the demo at it with restoration on.
    func stateHome() throws -> (folder: URL, environment: [String: String?]) {
        let folder = try FileManager.default.makeTemporaryFolder("demo-state")
        return (folder, ["XDG_STATE_HOME": folder.path, "WORKFLOW_DEMO_NO_RESTORE": nil])
    }

    /// The snapshot file under `folder`.
    func snapshot(in folder: URL) -> URL {
        folder.appendingPathComponent("dev.workflowgtk.Demo/workflow-state.json")
    }

    @Test("quit and relaunch: the login, the Library tab, its selection and the scan stack come back")
    func relaunchRestores() async throws {
        let (folder, environment) = try stateHome()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try #require(try await DemoProcess.run(
            ["--steps", "login:Ada,count,tab:scan,open:1,related,tab:library,select:3", "--dump-tree"], environment: environment))
        #expect(first.status == 0, "stderr: \(first.stderr)")
        #expect(FileManager.default.fileExists(atPath: snapshot(in: folder).path), "quitting saved no snapshot")

        // No steps: what shows is what was restored.
        let second = try #require(try await DemoProcess.run(["--dump-tree"], environment: environment))
        #expect(second.status == 0, "stderr: \(second.stderr)")
        #expect(!second.stdout.contains("\"Welcome to WorkflowGtk\""), "the login was not restored")
        #expect(second.stdout.contains("GtkLabel .title-2 \"Blue Train\""), "the library's selection was not restored")
        #expect(second.stdout.range(of: #"AdwActionRow \.activatable selected\n(.*\n){1,6}\s*GtkLabel \.title "Blue Train""#,
                                    options: .regularExpression) != nil, "the selected row is not Blue Train: \(second.stdout)")
        #expect(!second.stdout.contains("Open Related Code"), "the Library tab is shown, not Scan")

        // The Scan tab shows the restored stack's top: the related code of code 1, and back pops it.
        let third = try #require(try await DemoProcess.run(["--steps", "tab:scan", "--dump-tree"], environment: environment))
        #expect(third.status == 0, "stderr: \(third.stderr)")
        #expect(third.stdout.contains("GtkLabel .title-2 \"0163361020879\""), "the scan stack was not restored: \(third.stdout)")
        let fourth = try #require(try await DemoProcess.run(["--steps", "back", "--dump-tree"], environment: environment))
        #expect(fourth.status == 0 && fourth.stdout.contains("GtkLabel .title-2 \"9780201633610\""), "stderr: \(fourth.stderr)")
    }

    @Test("a large library's selection far down comes back scrolled into view; a plain launch keeps its own library")
    func largeLibraryRestores() async throws {
        let (folder, environment) = try stateHome()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try #require(try await DemoProcess.run(
            ["--library-size", "100000", "--steps", "login:Ada,tab:library,select:99990", "--dump-tree"],
            environment: environment, timeout: 120))
        #expect(first.status == 0, "stderr: \(first.stderr)")
        let second = try #require(try await DemoProcess.run(["--library-size", "100000", "--dump-tree"], environment: environment, timeout: 120))
        #expect(second.status == 0, "stderr: \(second.stderr)")
        #expect(second.stdout.contains("GtkLabel .title-2 \"Golden Journey 99991\""), "the detail of item 99990 was not restored")
        // The row is drawn, selected, within a few frames (GTK 4.8 showed an empty list when
        // the scroll to it was asked for before the list's first layout).
        let probe = try #require(try await DemoProcess.run(["--library-size", "100000", "--frame-probe"], environment: environment, timeout: 120))
        #expect(probe.status == 0, "stderr: \(probe.stderr)")
        #expect(probe.stdout.contains("frame-probe selection_shown index=99990 "), "\(probe.stdout)\n\(probe.stderr)")
        // Without --library-size: logged in on the Library tab, the five samples, the first selected.
        let plain = try #require(try await DemoProcess.run(["--dump-tree"], environment: environment))
        #expect(plain.status == 0 && plain.stdout.contains("GtkLabel .title-2 \"Design Patterns\""), "stderr: \(plain.stderr)")
    }

    @Test("--no-restore and WORKFLOW_DEMO_NO_RESTORE start on the welcome screen and leave the snapshot alone")
    func freshStart() async throws {
        let (folder, environment) = try stateHome()
        defer { try? FileManager.default.removeItem(at: folder) }
        let saving = try #require(try await DemoProcess.run(["--steps", "login:Ada", "--dump-tree"], environment: environment))
        #expect(saving.status == 0, "stderr: \(saving.stderr)")
        let saved = try Data(contentsOf: snapshot(in: folder))
        var noRestore = environment
        noRestore["WORKFLOW_DEMO_NO_RESTORE"] = "1"
        for (arguments, environment) in [(["--no-restore", "--dump-tree"], environment), (["--dump-tree"], noRestore)] {
            let fresh = try #require(try await DemoProcess.run(arguments, environment: environment))
            #expect(fresh.status == 0, "stderr: \(fresh.stderr)")
            #expect(fresh.stdout.contains("\"Welcome to WorkflowGtk\""), "\(arguments) restored the login")
            #expect(try Data(contentsOf: snapshot(in: folder)) == saved, "\(arguments) wrote the snapshot")
        }
    }

    @Test("--no-restore after a run that ended on Scan: starts on Home and leaves the GSettings keys (last tab, size) alone")
    func freshStartLeavesSettingsAlone() async throws {
        var (folder, environment) = try stateHome()
        defer { try? FileManager.default.removeItem(at: folder) }
        // GLib's keyfile backend keeps the settings in a file this test can read.
        let config = folder.appendingPathComponent("config")
        environment["GSETTINGS_BACKEND"] = "keyfile"
        environment["XDG_CONFIG_HOME"] = config.path
        let keyfile = config.appendingPathComponent("glib-2.0/settings/keyfile")
        let saving = try #require(try await DemoProcess.run(
            ["--size", "500x600", "--steps", "login:Ada,tab:scan", "--dump-tree"], environment: environment))
        #expect(saving.status == 0, "stderr: \(saving.stderr)")
        let saved = try Data(contentsOf: keyfile)
        #expect(String(decoding: saved, as: UTF8.self).contains("last-tab='scan'"), "the first run kept no last tab: \(String(decoding: saved, as: UTF8.self))")

        var noRestore = environment
        noRestore["WORKFLOW_DEMO_NO_RESTORE"] = "1"
        for (arguments, environment) in [(["--no-restore"], environment), ([], noRestore)] {
            let fresh = try #require(try await DemoProcess.run(
                arguments + ["--size", "700x500", "--steps", "login:Ada,count", "--dump-tree"], environment: environment))
            #expect(fresh.status == 0, "\(arguments): did not start on Home: \(fresh.stderr)")
            #expect(fresh.stdout.contains("\"Tapped once\""), "\(arguments): \(fresh.stdout)")
            #expect(try Data(contentsOf: keyfile) == saved,
                    "\(arguments) changed the GSettings keys: \(String(decoding: (try? Data(contentsOf: keyfile)) ?? Data(), as: UTF8.self))")
        }
    }

    @Test("a corrupt, truncated or newer snapshot: the demo starts on the welcome screen, logs exactly one line on stderr and keeps the file aside")
    func corruptSnapshot() async throws {
        for (name, contents) in [("truncated", #"{"format":"WorkflowGtk.StateSnapshot","version":1,"states":[{"path":[{"key":"","wor"#),
                                 ("garbage", "\u{0}\u{1}not json at all"),
                                 ("future", #"{"format":"WorkflowGtk.StateSnapshot","version":99,"states":[]}"#)] {
            let (folder, environment) = try stateHome()
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = snapshot(in: folder)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: file)
            let result = try #require(try await DemoProcess.run(["--dump-tree"], environment: environment))
            #expect(result.status == 0, "\(name): stderr: \(result.stderr)")
            #expect(result.stdout.contains("\"Welcome to WorkflowGtk\""), "\(name): the demo did not start normally")
            let lines = (result.stdout + result.stderr).split(separator: "\n").filter { $0.contains("workflow-state.json") }
            #expect(lines.count == 1, "\(name): expected one log line naming the snapshot, got \(lines)")
            #expect(lines.first?.contains("FileStateStore ignored") == true && lines.first?.contains("fresh state") == true,
                    "\(name): \(lines)")
            #expect(result.stderr.contains("FileStateStore ignored"), "\(name): the line is not on stderr")
            // The file it could not read was moved aside, whole; quitting saved a fresh snapshot
            // beside it (an older binary never destroys a newer one's state).
            let folderPath = file.deletingLastPathComponent().path
            let asides = try FileManager.default.contentsOfDirectory(atPath: folderPath).filter { $0.hasPrefix("workflow-state.json.bad-") }
            #expect(asides.count == 1, "\(name): \(asides)")
            if let aside = asides.first {
                #expect(try Data(contentsOf: URL(fileURLWithPath: folderPath + "/" + aside)) == Data(contents.utf8),
                        "\(name): the file set aside is not the one the demo could not read")
                #expect(lines.first?.contains(aside) == true, "\(name): the line does not name where the file went: \(lines)")
            }
            #expect(try Data(contentsOf: file) != Data(contents.utf8), "\(name): quitting did not save a fresh snapshot")
            // The next launch reads that snapshot and logs nothing.
            let next = try #require(try await DemoProcess.run(["--dump-tree"], environment: environment))
            #expect(!next.stderr.contains("FileStateStore"), "\(name): \(next.stderr)")
        }
    }
}

/// The state is saved before a termination signal ends the demo.
@Suite("workflow-demo state restoration on a signal")
struct DemoRestorationSignalTests {
    @Test("SIGTERM after the steps: the demo saves first, and the next launch restores the Library tab and its selection")
    func terminationSignalSaves() async throws {
        let binary = try #require(TestProcess.product("workflow-demo"))
        let folder = try FileManager.default.makeTemporaryFolder("demo-state")
        defer { try? FileManager.default.removeItem(at: folder) }
        // No --dump-tree: the demo keeps running after the steps.
        let demo = try await BackgroundProcess(binary, ["--steps", "login:Ada,tab:library,select:2", "--trace-steps"],
                                               environment: ["XDG_STATE_HOME": folder.path, "WORKFLOW_DEMO_NO_RESTORE": nil],
                                               includingStandardError: false)
        defer { demo.stop() }
        let output = demo.output

        // The last step printed (and flushed) its line: the steps are done.
        try #require(await output.wait(for: "step select(2):", timeout: .seconds(60)), "the steps did not finish: \(output.text)")
        let file = folder.appendingPathComponent("dev.workflowgtk.Demo/workflow-state.json")
        #expect(!FileManager.default.fileExists(atPath: file.path), "saved before the signal (the next check would prove nothing)")
        demo.send(signal: SIGTERM)
        try #require(await demo.ends(within: .seconds(5)), "still running 5 s after SIGTERM")
        #expect(demo.terminationStatus == .signaled(SIGTERM), "\(demo)")
        #expect(FileManager.default.fileExists(atPath: file.path), "SIGTERM ended the demo without saving")

        let relaunch = try #require(try await DemoProcess.run(["--dump-tree"], environment: ["XDG_STATE_HOME": folder.path, "WORKFLOW_DEMO_NO_RESTORE": nil]))
        #expect(relaunch.status == 0, "stderr: \(relaunch.stderr)")
        #expect(relaunch.stdout.contains("GtkLabel .title-2 \"The Pragmatic Programmer\""), "the selection was not restored: \(relaunch.stdout)")
    }
}
