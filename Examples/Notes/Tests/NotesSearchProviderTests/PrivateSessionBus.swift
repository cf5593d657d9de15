import Foundation
import GtkTestSupport
import Testing

/// A session bus of the test's own (`dbus-daemon`), listening on a socket in a temporary
/// folder and starting services from the service files given, as the user's session bus
/// starts an installed one. Services it starts get its environment.
final class PrivateSessionBus {
    /// The bus's address (`unix:path=…`).
    let address: String
    private let daemon: BackgroundProcess

    /// Starts a bus whose service folder holds `services` (file name: contents) and whose
    /// environment (given to the services it starts) is the test's with `environment` over it.
    init(folder: URL, services: [String: String], environment: [String: String]) async throws {
        let serviceFolder = folder.appendingPathComponent("services")
        try FileManager.default.createDirectory(at: serviceFolder, withIntermediateDirectories: true)
        for (name, contents) in services {
            try contents.write(to: serviceFolder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let socket = folder.appendingPathComponent("bus").path
        address = "unix:path=" + socket
        let config = folder.appendingPathComponent("bus.conf")
        try """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>\(address)</listen>
          <servicedir>\(serviceFolder.path)</servicedir>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """.write(to: config, atomically: true, encoding: .utf8)
        var changes: [String: String?] = environment
        changes["DBUS_SESSION_BUS_ADDRESS"] = address
        daemon = try await BackgroundProcess(URL(fileURLWithPath: "/usr/bin/dbus-daemon"),
                                             ["--config-file=" + config.path, "--nofork", "--nopidfile", "--print-address=1"],
                                             environment: changes, includingStandardError: false)
        // The daemon prints its address once it listens.
        _ = await daemon.output.wait(for: "\n", timeout: .seconds(30))
        try #require(daemon.output.text.hasPrefix("unix:"), "dbus-daemon did not start: \(daemon) printed \(daemon.output.text.debugDescription)")
    }

    /// Runs `gdbus ARGUMENTS` on this bus.
    func gdbus(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws -> TestProcess.Result {
        try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/gdbus"), arguments, environment: ["DBUS_SESSION_BUS_ADDRESS": address],
                                  timeout: 60, sourceLocation: sourceLocation)
    }

    /// `gdbus call --session --dest DEST --object-path PATH --method METHOD ARGUMENTS…`.
    func call(_ destination: String, _ path: String, _ method: String, _ arguments: String...,
              sourceLocation: SourceLocation = #_sourceLocation) async throws -> TestProcess.Result {
        try await gdbus(["call", "--session", "--dest", destination, "--object-path", path, "--method", method] + arguments,
                  sourceLocation: sourceLocation)
    }

    /// The process id of the connection owning `name`, or nil when nobody owns it.
    func processID(owning name: String) async throws -> pid_t? {
        let result = try await call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus.GetConnectionUnixProcessID", name)
        guard result.status == 0 else { return nil }
        // "(uint32 1234,)"
        return result.stdout.split(separator: " ").last.flatMap { pid_t($0.prefix(while: \.isNumber)) }
    }

    /// Whether someone owns `name` now.
    func hasOwner(_ name: String) async throws -> Bool {
        try await call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus.NameHasOwner", name).stdout.contains("true")
    }

    /// Ends the bus (the services it started lose it: GDBus ends them).
    func stop() {
        daemon.stop()
    }
}
