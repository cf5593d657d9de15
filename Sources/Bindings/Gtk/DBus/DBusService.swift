internal import CGtk

/// A service on a message bus: owns a well-known name (`org.example.Greeter`) and exports
/// ``DBusObject``s, whose method calls run on the main actor inside the GLib main loop
/// (`MainLoop.run()` or a running `Application`).
///
/// ```swift
/// let service = try DBusService(name: "org.example.Greeter", objects: [greeter])
/// service.start(onNameLost: { MainLoop.quit() })
/// MainLoop.run()
/// ```
///
/// The objects are registered as soon as the bus is connected, before the name is owned,
/// so a call that started the service through D-Bus activation finds them. GDBus answers
/// `org.freedesktop.DBus.Introspectable` and `Peer` for every object.
@MainActor
public final class DBusService {
    /// Which bus.
    public enum Bus: Sendable {
        /// The user's session bus (`DBUS_SESSION_BUS_ADDRESS`).
        case session
        /// The system bus.
        case system
    }

    /// The well-known name.
    public let name: String
    /// The bus.
    public let bus: Bus
    /// The exported objects.
    public let objects: [DBusObject]
    /// Whether the service owns its name now.
    public private(set) var ownsName = false
    /// Why an object could not be exported, if one could not (its path already in use).
    public private(set) var problem: DBusError?

    private var ownerID: guint = 0
    private var connection: OpaquePointer?
    private var registrations: [guint] = []
    private var onNameAcquired: @MainActor () -> Void = {}
    private var onNameLost: @MainActor () -> Void = {}

    /// A service that will own `name` on `bus` and export `objects` (at distinct paths).
    /// Throws when `name` is not a well-known bus name or two objects share a path.
    public init(name: String, bus: Bus = .session, objects: [DBusObject]) throws(DBusError) {
        guard g_dbus_is_name(name) != 0, g_dbus_is_unique_name(name) == 0 else {
            throw DBusError(message: "DBusService: '\(name)' is not a well-known bus name; use dot-separated elements such as org.example.App.")
        }
        let paths = objects.map(\.path)
        if let repeated = paths.first(where: { path in paths.filter { $0 == path }.count > 1 }) {
            throw DBusError(message: "DBusService: two objects are at \(repeated); give each object its own path.")
        }
        self.name = name
        self.bus = bus
        self.objects = objects
    }

    isolated deinit {
        if let connection {
            for id in registrations { g_dbus_connection_unregister_object(connection, id) }
            g_object_unref(raw(connection))
        }
        if ownerID != 0 { g_bus_unown_name(ownerID) }
    }

    /// Connects to the bus, exports the objects and asks for the name. `onNameAcquired` runs
    /// once the name is owned; `onNameLost` when it cannot be owned (another process has it,
    /// or no bus could be reached) or is lost later. Does nothing when already started.
    public func start(onNameAcquired: @escaping @MainActor () -> Void = {}, onNameLost: @escaping @MainActor () -> Void = {}) {
        guard ownerID == 0 else { return }
        self.onNameAcquired = onNameAcquired
        self.onNameLost = onNameLost
        let busAcquired: GBusAcquiredCallback = { connection, _, data in
            guard let data, let connection else { return }
            let owner = borrow(data, as: NameOwner.self)
            MainActor.assumeIsolated { owner.service?.connected(connection) }
        }
        let nameAcquired: GBusNameAcquiredCallback = { _, _, data in
            guard let data else { return }
            let owner = borrow(data, as: NameOwner.self)
            MainActor.assumeIsolated { owner.service?.nameChanged(owned: true) }
        }
        let nameLost: GBusNameLostCallback = { _, _, data in
            guard let data else { return }
            let owner = borrow(data, as: NameOwner.self)
            MainActor.assumeIsolated { owner.service?.nameChanged(owned: false) }
        }
        ownerID = g_bus_own_name(bus == .session ? G_BUS_TYPE_SESSION : G_BUS_TYPE_SYSTEM, name, G_BUS_NAME_OWNER_FLAGS_NONE,
                                 busAcquired, nameAcquired, nameLost, retained(NameOwner(self))) { data in
            if let data { release(data) }
        }
    }

    /// Removes the objects from the bus and gives the name up.
    public func stop() {
        if let connection {
            for id in registrations { g_dbus_connection_unregister_object(connection, id) }
            g_object_unref(raw(connection))
        }
        registrations = []
        connection = nil
        if ownerID != 0 { g_bus_unown_name(ownerID) }
        ownerID = 0
        ownsName = false
    }

    private func connected(_ connection: OpaquePointer) {
        guard self.connection == nil else { return }
        g_object_ref(raw(connection))
        self.connection = connection
        for object in objects {
            var error: UnsafeMutablePointer<GError>?
            let box = ExportedObject(object)
            let id = g_dbus_connection_register_object(connection, object.path, object.interface.info, box.vtable,
                                                       retained(box), { data in if let data { release(data) } }, &error)
            if id == 0 {
                let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
                g_clear_error(&error)
                problem = DBusError(message: "DBusService: cannot export \(object.interface.name) at \(object.path) (\(reason)); give it a path no other object of this connection uses.")
            } else {
                registrations.append(id)
            }
        }
    }

    private func nameChanged(owned: Bool) {
        ownsName = owned
        owned ? onNameAcquired() : onNameLost()
    }
}

/// What GLib holds for the name-owner callbacks: the service, weakly (the service gives the
/// name up when it goes).
private final class NameOwner {
    weak var service: DBusService?
    init(_ service: DBusService) { self.service = service }
}

/// What GLib holds for one exported object: the object and the method table, freed
/// together once GDBus has unregistered the object and made its last call.
private final class ExportedObject {
    let object: DBusObject
    let vtable: UnsafeMutablePointer<GDBusInterfaceVTable>

    init(_ object: DBusObject) {
        self.object = object
        vtable = .allocate(capacity: 1)
        vtable.initialize(to: GDBusInterfaceVTable())
        vtable.pointee.method_call = { _, sender, path, _, method, parameters, invocation, data in
            guard let data, let method, let parameters, let invocation else { return }
            // GDBus calls on the thread whose main context exported the object: the main thread.
            nonisolated(unsafe) let pointers = (data, invocation, parameters)
            let sender = sender.map { String(cString: $0) }
            let methodName = String(cString: method)
            MainActor.assumeIsolated {
                let exported = borrow(pointers.0, as: ExportedObject.self)
                exported.object.receive(invocation: pointers.1, method: methodName, parameters: pointers.2, sender: sender)
            }
        }
    }

    deinit {
        vtable.deinitialize(count: 1)
        vtable.deallocate()
    }
}
