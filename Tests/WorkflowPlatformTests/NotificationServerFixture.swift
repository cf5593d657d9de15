import Foundation
import GtkTestSupport
import Testing
import WorkflowUITesting

/// The dunst notification server (an X11 daemon implementing org.freedesktop.Notifications,
/// which GLib's freedesktop backend talks to) on the test's session bus and X display, driven
/// with `dunstctl` as a user's clicks would be. `start()` starts one with a configuration of
/// its own (notifications stay until closed) when no server owns the name, and `stop()`
/// kills that process; a server already running (e.g. started by D-Bus activation) is used
/// as it is and left running. Either way it starts and ends with no notification shown.
@MainActor
final class NotificationServer {
    static let dunst = URL(fileURLWithPath: "/usr/bin/dunst")
    static let dunstctl = URL(fileURLWithPath: "/usr/bin/dunstctl")
    static let gdbus = URL(fileURLWithPath: "/usr/bin/gdbus")
    static let name = "org.freedesktop.Notifications"

    /// The dunst this fixture started, or nil when it uses one already running.
    private var process: BackgroundProcess?
    private let folder: URL

    private init(folder: URL) { self.folder = folder }

    /// The server, ready (it owns the bus name) with nothing shown; a failure names what is
    /// missing.
    static func start(sourceLocation: SourceLocation = #_sourceLocation) async throws -> NotificationServer {
        try #require(FileManager.default.isExecutableFile(atPath: dunst.path),
                     "NotificationServer: dunst is not installed; install it with `apt-get install dunst` (Scripts/lib/common.sh lists it)",
                     sourceLocation: sourceLocation)
        let environment = ProcessInfo.processInfo.environment
        try #require(environment["DBUS_SESSION_BUS_ADDRESS"] != nil && environment["DISPLAY"] != nil,
                     "NotificationServer: dunst needs a session bus and an X display; run under wgtk_with_session_bus and xvfb-run",
                     sourceLocation: sourceLocation)
        let folder = try FileManager.default.makeTemporaryFolder("wgtk-dunst")
        let server = NotificationServer(folder: folder)
        if try await !isNameOwned() {
            let config = folder.appendingPathComponent("dunstrc")
            // Shown until closed (no timeout), top right, away from the test windows' controls.
            try """
            [global]
                follow = none
                origin = top-right
                offset = 10x10
                width = 300
            [urgency_low]
                timeout = 0
            [urgency_normal]
                timeout = 0
            [urgency_critical]
                timeout = 0
            """.write(to: config, atomically: true, encoding: .utf8)
            server.process = try await BackgroundProcess(dunst, ["-config", config.path])
            // `gdbus wait` blocks until the name has an owner, without activating a service.
            let wait = try await TestProcess.run(gdbus, ["wait", "--session", "--timeout", "10", name], timeout: 15)
            guard wait.status == 0 else {
                let log = server.log
                await server.stop()
                throw NotificationServerError(description: "NotificationServer: dunst did not take \(name) within 10 s: \(log)")
            }
        }
        try await server.closeAll()
        return server
    }

    /// Whether a process owns org.freedesktop.Notifications (a question to the bus daemon,
    /// which starts no service).
    static func isNameOwned() async throws -> Bool {
        let reply = try await TestProcess.run(gdbus, ["call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                                              "--method", "org.freedesktop.DBus.NameHasOwner", name])
        return reply.stdout.contains("true")
    }

    /// What the dunst this fixture started printed.
    var log: String { process?.output.text ?? "" }

    /// Starts the server, runs `body` with it, and stops it, also when `body` throws.
    static func with(sourceLocation: SourceLocation = #_sourceLocation,
                     _ body: (NotificationServer) async throws -> Void) async throws {
        let server = try await start(sourceLocation: sourceLocation)
        do {
            try await body(server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// Waits until the server shows `count` notifications, running the GLib loop between
    /// questions to `dunstctl` (the application's D-Bus traffic needs it); fails naming `what`
    /// after `timeout`.
    @MainActor
    func waitUntilDisplayed(_ count: Int, _ what: String, timeout: Duration = .seconds(5),
                            sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let deadline = ContinuousClock.now + timeout
        while try await displayedCount() != count {
            try #require(ContinuousClock.now < deadline, "NotificationServer: timed out after \(timeout) waiting for \(what)",
                         sourceLocation: sourceLocation)
            await UILoop.wait(until: { false }, timeout: .milliseconds(20))
        }
    }

    /// How many notifications the server shows, or nil when `dunstctl` fails.
    func displayedCount() async throws -> Int? {
        Int(try await TestProcess.run(Self.dunstctl, ["count", "displayed"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The closed notifications the server keeps (JSON: summary, body, ...).
    func history() async throws -> String {
        try await TestProcess.run(Self.dunstctl, ["history"]).stdout
    }

    /// Invokes the default action of the shown notification at `index`, as a click on it
    /// does (ActionInvoked "default" to the application that posted it).
    func invokeDefaultAction(at index: Int = 0) async throws {
        let result = try await TestProcess.run(Self.dunstctl, ["action", String(index)])
        #expect(result.status == 0, "dunstctl action: \(result.stderr)")
    }

    /// Closes every notification shown.
    func closeAll() async throws {
        let result = try await TestProcess.run(Self.dunstctl, ["close-all"])
        #expect(result.status == 0, "dunstctl close-all: \(result.stderr)")
    }

    /// Closes what is shown and ends the dunst this fixture started (killed if it ignores
    /// SIGTERM), so that no server outlives the test.
    func stop() async {
        // Only a server that is there: a call to the name without an owner would start one.
        if (try? await Self.isNameOwned()) == true { try? await closeAll() }
        if let process {
            process.send(signal: SIGTERM)
            if await !process.ends(within: .seconds(5)) { process.stop() }
            #expect(!process.isRunning, "NotificationServer: \(process) did not end")
        }
        process = nil
        try? FileManager.default.removeItem(at: folder)
    }
}

/// The notification server could not be started.
struct NotificationServerError: Error, CustomStringConvertible {
    var description: String
}
