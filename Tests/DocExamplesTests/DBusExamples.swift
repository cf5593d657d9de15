import Gtk
import Testing

/// The D-Bus binding's doc-comment examples (DBusValue, DBusInterface, DBusObject,
/// DBusService), compiled; the service's, which runs a main loop, is compiled only (the Gtk
/// tests' "D-Bus services" suite runs services under the test's loop).
@MainActor
enum DBusExamples {
    static func values() -> (String, DBusValue) {
        let meta: DBusValue = .dictionary(["id": .string("a.md"), "name": .string("Shopping")])
        let type = meta.typeSignature  // "a{sv}"
        let ids = DBusValue.strings(["a.md", "b.md"])  // "as"
        return (type, ids)
    }

    static func greeter() throws -> DBusObject {
        let interface = try DBusInterface(xml: """
            <node><interface name="org.example.Greeter">
              <method name="Greet"><arg type="s" direction="in"/><arg type="s" direction="out"/></method>
            </interface></node>
            """, name: "org.example.Greeter")
        let greeter = try DBusObject(path: "/org/example/Greeter", interface: interface) { call in
            let name = call.arguments.first?.string ?? "you"
            call.reply([.string("Hello, \(name)!")])
        }
        return greeter
    }

    /// A program's main: serves the greeter until the name is lost.
    static func serve(_ greeter: DBusObject) throws {
        let service = try DBusService(name: "org.example.Greeter", objects: [greeter])
        service.start(onNameLost: { MainLoop.quit() })
        MainLoop.run()
    }
}

@MainActor
@Suite("D-Bus examples")
struct DBusExamplesTests {
    @Test("the DBusValue and DBusObject examples build what their comments say")
    func examples() throws {
        let (type, ids) = DBusExamples.values()
        #expect(type == "a{sv}")
        #expect(ids.typeSignature == "as")
        let greeter = try DBusExamples.greeter()
        #expect(greeter.interface.method(named: "Greet")?.outputSignature == "(s)")
    }
}
