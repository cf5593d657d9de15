internal import CGtk

/// A signal with typed arguments: declares a signal of a type you define in Swift (list it
/// in `ObjectTypeDefinition.signals`) and is the typed key to emit it and connect to it.
///
/// ```swift
/// static let renamed = ObjectSignal("renamed", arguments: String.self, Int.self)
/// // item.emit(Item.renamed, "Groceries", 2)
/// // item.on(Item.renamed) { title, count in … }
/// ```
///
/// The signal is a real GObject signal (`g_signal_newv`, run-last, no return value), so C
/// code and `.ui` files can connect to it too.
public struct ObjectSignal<each Argument: ObjectPropertyValue>: ObjectSignalDeclaration {
    /// The signal name (lower case, words joined by `-`).
    public let name: String

    /// Declares the signal `name` with arguments of the given types, in order.
    public init(_ name: String, arguments: repeat (each Argument).Type) {
        self.name = name
    }

    /// What `ObjectTypeDefinition` installs.
    public var specification: SignalSpecification {
        var kinds: [PropertyValueKind] = []
        for type in repeat (each Argument).self { kinds.append(type.propertyValueKind) }
        return SignalSpecification(name: name, argumentKinds: kinds)
    }
}

/// Something `ObjectTypeDefinition.signals` accepts: a declared `ObjectSignal`.
public protocol ObjectSignalDeclaration: Sendable {
    /// The signal as GLib installs it.
    var specification: SignalSpecification { get }
}

/// A signal as `ObjectTypeDefinition` installs it (type-erased).
public struct SignalSpecification: Sendable {
    /// The signal name.
    public let name: String
    /// The argument kinds, in order.
    let argumentKinds: [PropertyValueKind]
}

/// Reads consecutive GValues as typed signal arguments.
@MainActor
final class SignalArgumentCursor {
    private let values: UnsafePointer<GValue>
    private var index = 0
    init(_ values: UnsafePointer<GValue>) { self.values = values }

    func next<T: ObjectPropertyValue>(_ type: T.Type) -> T {
        let value = T.propertyValueKind.read(values + index)
        index += 1
        guard let typed = value as? T else {
            preconditionFailure("ObjectSignal: argument \(index) is not a \(T.self). Declare the signal with the argument types its emitters pass.")
        }
        return typed
    }
}

/// What a connected typed handler holds (released with its closure).
final class SignalHandlerBox {
    let call: @MainActor (UnsafePointer<GValue>) -> Void
    init(_ call: @escaping @MainActor (UnsafePointer<GValue>) -> Void) { self.call = call }
}

extension Object {
    /// Emits `signal` on this object with `arguments` (`g_signal_emitv`): its handlers run
    /// before this returns. Stops with a message when the object's type has no such signal.
    public func emit<each Argument>(_ signal: ObjectSignal<repeat each Argument>, _ arguments: repeat each Argument) {
        let instanceType = cgtk_type_of(raw(gobject))
        let id = g_signal_lookup(signal.name, instanceType)
        precondition(id != 0, "Gtk.Object.emit: \(typeName) has no signal '\(signal.name)'. Declare it in the ObjectTypeDefinition of the type that emits it.")
        var kinds: [PropertyValueKind] = []
        for type in repeat (each Argument).self { kinds.append(type.propertyValueKind) }
        var query = GSignalQuery()
        g_signal_query(id, &query)
        precondition(Int(query.n_params) == kinds.count,
                     "Gtk.Object.emit: \(typeName)::\(signal.name) takes \(query.n_params) arguments, not \(kinds.count). Declare the ObjectSignal with the signal's argument types.")
        let values = UnsafeMutablePointer<GValue>.allocate(capacity: kinds.count + 1)
        values.initialize(repeating: GValue(), count: kinds.count + 1)
        defer {
            for index in 0...kinds.count { g_value_unset(values + index) }
            values.deallocate()
        }
        g_value_init(values, instanceType)
        g_value_set_object(values, raw(gobject))
        var index = 1
        for argument in repeat each arguments {
            let slot = values + index
            g_value_init(slot, kinds[index - 1].gtype())
            kinds[index - 1].write(argument, slot)
            index += 1
        }
        g_signal_emitv(values, id, 0, nil)
    }

    /// Connects `handler` to `signal`; it receives the typed arguments. The closure lives
    /// as long as the object (or until the returned connection is disconnected).
    @discardableResult
    public func on<each Argument>(
        _ signal: ObjectSignal<repeat each Argument>, _ handler: @escaping @MainActor (repeat each Argument) -> Void
    ) -> SignalConnection {
        let box = SignalHandlerBox { values in
            // values[0] is the instance.
            let cursor = SignalArgumentCursor(values + 1)
            let arguments = (repeat cursor.next((each Argument).self))
            handler(repeat each arguments)
        }
        let data = retained(box)
        let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), data)!
        g_closure_add_finalize_notifier(closure, data) { data, _ in
            if let data { release(data) }
        }
        g_closure_set_marshal(closure) { closure, _, count, values, _, _ in
            guard let closure, let data = closure.pointee.data, let values, count > 0 else { return }
            let box = borrow(data, as: SignalHandlerBox.self)
            MainActor.assumeIsolated { box.call(values) }
        }
        let id = g_signal_connect_closure(raw(gobject), signal.name, closure, 0)
        precondition(id != 0, "Gtk.Object.on: \(typeName) has no signal '\(signal.name)'. Declare it in the ObjectTypeDefinition of the type that emits it.")
        return SignalConnection(instance: gobject, handlerID: id)
    }
}
