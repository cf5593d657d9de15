import Foundation
import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting

/// A Swift D-Bus service called by GLib's own command-line client, `gdbus call`, over the
/// session bus the tests run on (`dbus-run-session`).
@MainActor
@Suite("D-Bus services", .gtk)
struct DBusServiceTests {
    static let xml = """
    <node>
      <interface name="org.workflowgtk.tests.Echo">
        <method name="Strings"><arg type="as" direction="in"/><arg type="as" direction="out"/></method>
        <method name="Metas"><arg type="as" direction="in"/><arg type="aa{sv}" direction="out"/></method>
        <method name="Later"><arg type="s" direction="in"/><arg type="u" direction="in"/><arg type="s" direction="out"/></method>
        <method name="Wrong"><arg type="s" direction="out"/></method>
        <method name="BadArray"><arg type="as" direction="out"/></method>
        <method name="Dropped"/>
      </interface>
    </node>
    """

    /// The echo service under a name of the test's own, answering as each method's name says.
    func startEcho(name: String, onCall: @escaping @MainActor (DBusMethodCall) -> Void = { _ in }) async throws -> DBusService {
        let interface = try DBusInterface(xml: Self.xml, name: "org.workflowgtk.tests.Echo")
        let object = try DBusObject(path: "/org/workflowgtk/tests/Echo", interface: interface) { call in
            onCall(call)
            switch call.method {
            case "Strings":
                call.reply([.strings((call.arguments[0].strings ?? []).map { $0.uppercased() })])
            case "Metas":
                call.reply([.array(elementType: "a{sv}", (call.arguments[0].strings ?? []).map { id in
                    .dictionary(["id": .string(id), "count": .uint32(UInt32(id.count)), "tags": .strings([id, "x"]), "on": .bool(true)])
                })])
            case "Later":
                // Answered after the handler returned, as work off the main thread would.
                let text = call.arguments[0].string ?? "", times = Int(call.arguments[1].uint32 ?? 0)
                Task { @MainActor in call.reply([.string(String(repeating: text, count: times))]) }
            case "Wrong":
                call.reply([.uint32(7)])
            case "BadArray":
                call.reply([.array(elementType: "s", [.string("a"), .uint32(1)])])
            default:
                break  // Dropped: never answered
            }
        }
        let service = try DBusService(name: name, objects: [object])
        var owned = false, lost = false
        service.start(onNameAcquired: { owned = true }, onNameLost: { lost = true })
        #expect(await UILoop.wait(until: { owned || lost }, timeout: .seconds(10)), "DBusService never heard from the session bus")
        try #require(owned, "DBusService could not own \(name): run the tests under dbus-run-session (Scripts/test does)")
        return service
    }

    /// Runs `gdbus call` on the echo object while the main loop answers, and returns its output.
    func gdbus(_ name: String, _ method: String, _ arguments: String...) async throws -> (status: Int32, output: String) {
        try await gdbusCommand(["call", "--session", "--dest", name, "--object-path", "/org/workflowgtk/tests/Echo",
                                "--method", "org.workflowgtk.tests.Echo." + method] + arguments)
    }

    func gdbusCommand(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        // The service answers from this main loop: it runs while the client does.
        let process = try await BackgroundProcess(URL(fileURLWithPath: "/usr/bin/gdbus"), arguments)
        defer { process.stop() }
        #expect(await UILoop.wait(until: { !process.isRunning }, timeout: .seconds(30)), "gdbus \(arguments) did not end")
        let status: Int32 = if case .exited(let code)? = process.terminationStatus { code } else { -1 }
        return (status, process.output.text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test("string arrays in and out, and the method call's details")
    func strings() async throws {
        var seen: DBusMethodCall?
        let service = try await startEcho(name: "org.workflowgtk.tests.EchoStrings") { seen = $0 }
        defer { service.stop() }
        let result = try await gdbus(service.name, "Strings", "['milk', 'bread']")
        #expect(result.status == 0)
        #expect(result.output == "(['MILK', 'BREAD'],)")
        #expect(seen?.arguments == [.strings(["milk", "bread"])])
        #expect(seen?.objectPath == "/org/workflowgtk/tests/Echo")
        #expect(seen?.interfaceName == "org.workflowgtk.tests.Echo")
        #expect(seen?.sender?.hasPrefix(":") == true)
        #expect(seen?.isAnswered == true)
        let empty = try await gdbus(service.name, "Strings", "@as []")
        #expect(empty.output == "(@as [],)")
    }

    @Test("an array of a{sv} dictionaries, with strings, numbers, booleans and arrays in variants")
    func metas() async throws {
        let service = try await startEcho(name: "org.workflowgtk.tests.EchoMetas")
        defer { service.stop() }
        let result = try await gdbus(service.name, "Metas", "['a.md', 'bc.md']")
        #expect(result.output == "([{'count': <uint32 4>, 'id': <'a.md'>, 'on': <true>, 'tags': <['a.md', 'x']>}, "
            + "{'count': <uint32 5>, 'id': <'bc.md'>, 'on': <true>, 'tags': <['bc.md', 'x']>}],)")
        let none = try await gdbus(service.name, "Metas", "@as []")
        #expect(none.output == "(@aa{sv} [],)")
    }

    @Test("a call answered after its handler returned")
    func answeredLater() async throws {
        let service = try await startEcho(name: "org.workflowgtk.tests.EchoLater")
        defer { service.stop() }
        let result = try await gdbus(service.name, "Later", "ab", "3")
        #expect(result.output == "('ababab',)")
    }

    @Test("a reply of the wrong type, or an array of mixed elements, reaches the caller as an error naming the fix")
    func wrongReply() async throws {
        var problem: DBusError?
        let service = try await startEcho(name: "org.workflowgtk.tests.EchoWrong")
        defer { service.stop() }
        let wrong = try await gdbus(service.name, "Wrong")
        #expect(wrong.status != 0)
        #expect(wrong.output.contains("returns (s), not (u); reply with values of the declared types"), "\(wrong.output)")
        let mixed = try await gdbus(service.name, "BadArray")
        #expect(mixed.status != 0)
        #expect(mixed.output.contains("an array of s holds a u"), "\(mixed.output)")
        // The same error comes back to the Swift side.
        let interface = try DBusInterface(xml: Self.xml, name: "org.workflowgtk.tests.Echo")
        let object = try DBusObject(path: "/org/workflowgtk/tests/Other", interface: interface) { call in
            problem = call.reply([.uint32(1)])
        }
        let other = try DBusService(name: "org.workflowgtk.tests.EchoWrongToo", objects: [object])
        var owned = false
        other.start(onNameAcquired: { owned = true })
        defer { other.stop() }
        #expect(await UILoop.wait(until: { owned }, timeout: .seconds(10)))
        _ = try await gdbusCommand(["call", "--session", "--dest", other.name, "--object-path", "/org/workflowgtk/tests/Other",
                                    "--method", "org.workflowgtk.tests.Echo.Wrong"])
        #expect(problem?.name == DBusError.failed)
        #expect(problem?.message.contains("returns (s), not (u)") == true)
    }

    @Test("a call its handler drops unanswered gets an error at once, not the caller's timeout")
    func dropped() async throws {
        let service = try await startEcho(name: "org.workflowgtk.tests.EchoDropped")
        defer { service.stop() }
        let started = ContinuousClock.now
        let result = try await gdbusCommand(["call", "--session", "--timeout", "20", "--dest", service.name, "--object-path",
                                             "/org/workflowgtk/tests/Echo", "--method", "org.workflowgtk.tests.Echo.Dropped"])
        #expect(result.status != 0)
        #expect(result.output.contains("org.workflowgtk.tests.Echo.Dropped was not answered by the service"), "\(result.output)")
        #expect(ContinuousClock.now - started < .seconds(15), "the caller waited for its timeout")
    }

    @Test("arguments of the wrong type are refused by GDBus before the handler runs")
    func wrongArguments() async throws {
        var calls = 0
        let service = try await startEcho(name: "org.workflowgtk.tests.EchoArguments") { _ in calls += 1 }
        defer { service.stop() }
        // dbus-send, not gdbus call: gdbus checks the arguments against the introspection first.
        let process = try await BackgroundProcess(URL(fileURLWithPath: "/usr/bin/dbus-send"), [
            "--session", "--print-reply", "--dest=" + service.name, "/org/workflowgtk/tests/Echo",
            "org.workflowgtk.tests.Echo.Strings", "string:not an array",
        ])
        defer { process.stop() }
        #expect(await UILoop.wait(until: { !process.isRunning }, timeout: .seconds(30)))
        let text = process.output.text
        #expect(process.terminationStatus != .exited(0))
        #expect(text.contains("org.freedesktop.DBus.Error.InvalidArgs"), "\(text)")
        #expect(calls == 0)
    }

    @Test("GDBus answers introspection with the interface's XML")
    func introspection() async throws {
        let service = try await startEcho(name: "org.workflowgtk.tests.EchoIntrospect")
        defer { service.stop() }
        let result = try await gdbusCommand(["introspect", "--session", "--dest", service.name, "--object-path", "/org/workflowgtk/tests/Echo"])
        #expect(result.status == 0)
        #expect(result.output.contains("interface org.workflowgtk.tests.Echo"))
        #expect(result.output.contains("Metas(in  as arg_0,\n"), "\(result.output)")
    }

    @Test("a second service asking for a name another owns hears that it lost it")
    func nameTaken() async throws {
        let first = try await startEcho(name: "org.workflowgtk.tests.EchoTaken")
        defer { first.stop() }
        let second = try DBusService(name: first.name, objects: [])
        var lost = false
        second.start(onNameLost: { lost = true })
        defer { second.stop() }
        #expect(await UILoop.wait(until: { lost }, timeout: .seconds(10)))
        #expect(!second.ownsName && first.ownsName)
    }

    @Test("bad XML, a missing interface, a bad path, a bad name and a shared path throw, naming the fix")
    func badDescriptions() throws {
        #expect(throws: DBusError.self) { try DBusInterface(xml: "<node><interface", name: "org.example.A") }
        do {
            _ = try DBusInterface(xml: Self.xml, name: "org.example.Missing")
            Issue.record("a missing interface was accepted")
        } catch {
            #expect(error.message.contains("has no <interface name=\"org.example.Missing\">"))
        }
        let interface = try DBusInterface(xml: Self.xml, name: "org.workflowgtk.tests.Echo")
        #expect(interface.method(named: "Later") == DBusInterface.Method(name: "Later", inputSignature: "(su)", outputSignature: "(s)"))
        #expect(interface.method(named: "Dropped")?.outputSignature == "()")
        #expect(throws: DBusError.self) { try DBusObject(path: "no/slash", interface: interface) { _ in } }
        #expect(throws: DBusError.self) { try DBusService(name: ":1.5", objects: []) }
        let one = try DBusObject(path: "/a", interface: interface) { _ in }
        let two = try DBusObject(path: "/a", interface: interface) { _ in }
        do {
            _ = try DBusService(name: "org.example.A", objects: [one, two])
            Issue.record("two objects at one path were accepted")
        } catch {
            #expect(error.message == "DBusService: two objects are at /a; give each object its own path.")
        }
    }

    @Test("type signatures and accessors of DBusValue")
    func values() {
        #expect(DBusValue.strings([]).typeSignature == "as")
        #expect(DBusValue.array(elementType: "a{sv}", []).typeSignature == "aa{sv}")
        #expect(DBusValue.tuple([.string("a"), .strings(["b"]), .uint32(1)]).typeSignature == "(sasu)")
        #expect(DBusValue.dictionary(["a": .bool(true)]).typeSignature == "a{sv}")
        #expect(DBusValue.dictionaryEntry(key: .string("k"), value: .int32(1)).typeSignature == "{si}")
        #expect(DBusValue.strings(["a", "b"]).strings == ["a", "b"])
        #expect(DBusValue.uint32(3).uint32 == 3 && DBusValue.string("x").uint32 == nil)
        #expect(DBusValue.dictionary(["a": .bool(true)]).dictionary?["a"]?.bool == true)
    }
}
