internal import CGtk

/// Finding the wrapper of a GObject, making one of the right class, and GType-checked
/// downcasts.
///
/// Which Swift class wraps a GType is stored on the GType itself (GType qdata), never in
/// Swift global state: the library registers a class the first time it meets its GType
/// (`GtkButton` → `Button`, …) and you can register more with
/// `Object.registerWrapper(forTypeNamed:_:)`. An object of an unregistered GType gets the
/// class registered for its nearest ancestor (a `GtkToggleButton` becomes a `Button`, an
/// unknown widget a `Widget`).
extension Object {
    /// Makes a wrapper for a pointer that has none; see `registerWrapper(forTypeNamed:_:)`.
    public typealias UnsafeWrapperFactory = @MainActor (UnsafeMutableRawPointer) -> Object

    /// The wrapper of the GObject at `pointer`: the existing one when Swift already wraps
    /// it, otherwise a new wrapper of the most specific registered class, taking its own
    /// reference (the caller keeps its reference, if any).
    ///
    /// - Warning: Unsafe. `pointer` must point to a live GObject-derived instance.
    public static func wrapper(forUnsafePointer pointer: UnsafeMutableRawPointer) -> Object {
        precondition(cgtk_is_object(pointer) != 0,
                     "Gtk.Object.wrapper(forUnsafePointer:): the pointer is not a GObject. Pass a GObject-derived instance pointer.")
        return wrapper(forUnsafePointer: pointer, as: Object.self) { _ in
            preconditionFailure("Gtk.Object.wrapper(forUnsafePointer:): no wrapper class for \(String(cString: cgtk_type_name(pointer))).")
        }
    }

    /// The wrapper of `pointer` as a `T`: the existing wrapper (which must be a `T`), else a
    /// new one of the most specific registered class if that is a `T`, else `make(pointer)`.
    static func wrapper<T: Object>(
        forUnsafePointer pointer: UnsafeMutableRawPointer, as type: T.Type, make: (UnsafeMutableRawPointer) -> T
    ) -> T {
        let object: UnsafeMutablePointer<GObject> = cast(pointer)
        if let existing = WrapperAnchor.existing(on: object) {
            guard let typed = existing as? T else {
                preconditionFailure("Gtk: the \(String(cString: cgtk_type_name(pointer))) is wrapped as \(Swift.type(of: existing)), not \(T.self). Register the most specific wrapper class for its GType (Object.registerWrapper) before Swift first wraps one.")
            }
            return typed
        }
        WrapperRegistry.installBuiltins()
        if let registration = WrapperRegistry.registration(for: cgtk_type_of(pointer)), registration.wrapperClass is T.Type {
            let made = registration.make(pointer)
            precondition(WrapperAnchor.existing(on: object) === made,
                         "Gtk.Object.wrapper(forUnsafePointer:): the factory registered for \(String(cString: cgtk_type_name(pointer))) did not adopt the pointer it was given. Call init(unsafeAdopting: pointer, ownership: .borrowed) in it.")
            if let typed = made as? T { return typed }
        }
        return make(pointer)
    }

    /// Registers `factory` as the way to wrap objects of the GType named `typeName` (and of
    /// its subtypes that have no registration of their own). `factory` receives a pointer
    /// Swift does not wrap yet and must return
    /// `YourClass(unsafeAdopting: pointer, ownership: .borrowed)`.
    ///
    /// Returns false when no GType of that name exists (GTK types are resolved as
    /// `GtkBuilder` does, so `GtkSpinner` works before GTK has created one).
    ///
    /// - Warning: Unsafe: the factory must adopt the given pointer, with `.borrowed`.
    @discardableResult
    public static func registerWrapper<T: Object>(
        forTypeNamed typeName: String, _ factory: @escaping @MainActor (UnsafeMutableRawPointer) -> T
    ) -> Bool {
        guard let type = WrapperRegistry.type(named: typeName) else { return false }
        WrapperRegistry.installBuiltins()
        WrapperRegistry.register(type, T.self, factory)
        return true
    }

    /// This object as a `T`, or nil when it is not one. The wrapper is always the most
    /// specific registered class for its GType, so a widget created as a `Button`, or a
    /// `GtkButton` made by GTK, comes back as a `Button` (with your subclass's stored state
    /// when you created it as a subclass).
    public func `as`<T: Object>(_ type: T.Type) -> T? {
        self as? T
    }

    /// Whether the object's GType is `typeName` or derives from it (`g_type_is_a`), e.g.
    /// `isA(typeNamed: "GtkButton")`. False for unknown names.
    public func isA(typeNamed typeName: String) -> Bool {
        guard let type = WrapperRegistry.type(named: typeName) else { return false }
        return g_type_is_a(cgtk_type_of(raw(gobject)), type) != 0
    }

    /// The wrapper of `pointer` as a `T` (internal: typed lookups of the Gtk target).
    static func wrapper<T: Object, P>(of pointer: UnsafeMutablePointer<P>, as type: T.Type = T.self) -> T? {
        wrapper(forUnsafePointer: raw(pointer)) as? T
    }

    /// The wrapper of `pointer` as a `T`, from an opaque pointer.
    static func wrapper<T: Object>(of pointer: OpaquePointer, as type: T.Type = T.self) -> T? {
        wrapper(forUnsafePointer: raw(pointer)) as? T
    }
}

/// The GType → wrapper-class table, stored as GType qdata.
@MainActor
enum WrapperRegistry {
    nonisolated static let quark = g_quark_from_static_string("workflowgtk-wrapper-factory")

    /// Registers the library's own classes, once.
    static func installBuiltins() { _ = builtins }

    /// One registration: the class and how to make it.
    final class Registration {
        let wrapperClass: Object.Type
        let make: Object.UnsafeWrapperFactory
        init(_ wrapperClass: Object.Type, _ make: @escaping Object.UnsafeWrapperFactory) {
            self.wrapperClass = wrapperClass
            self.make = make
        }
    }

    private static let builtins: Bool = {
        func add<T: Object>(_ type: GType, _ factory: @escaping @MainActor (UnsafeMutableRawPointer) -> T) {
            if g_type_get_qdata(type, quark) == nil { register(type, T.self, factory) }
        }
        add(g_object_get_type()) { Object(unsafeAdopting: $0, ownership: .borrowed) }
        add(gtk_widget_get_type()) { Widget(unsafeAdopting: $0, ownership: .borrowed) }
        add(gtk_application_get_type()) { Application(unsafeAdopting: $0, ownership: .borrowed) }
        add(gdk_frame_clock_get_type()) { FrameClock(unsafeAdopting: $0, ownership: .borrowed) }
        return true
    }()

    /// Marks a GType whose name was looked up among the generated classes (found or not).
    nonisolated static let resolvedQuark = g_quark_from_static_string("workflowgtk-wrapper-resolved")

    nonisolated static func register<T: Object>(_ type: GType, _ wrapperClass: T.Type, _ factory: @escaping @MainActor (UnsafeMutableRawPointer) -> T) {
        g_type_set_qdata(type, quark, retained(Registration(wrapperClass) { factory($0) }))
    }

    /// The registration for `type` or its nearest registered ancestor. A GType met for the
    /// first time is looked up by name among the generated classes (once: the answer is kept
    /// on the GType), so only the GTypes a program meets are registered.
    static func registration(for type: GType) -> Registration? {
        var current = type
        while current != 0 {
            if let data = g_type_get_qdata(current, quark) { return borrow(data, as: Registration.self) }
            if g_type_get_qdata(current, resolvedQuark) == nil {
                g_type_set_qdata(current, resolvedQuark, UnsafeMutableRawPointer(bitPattern: 1))
                if let name = g_type_name(current),
                   let generated = generatedWrapperRegistration(forTypeNamed: String(cString: name)) {
                    g_type_set_qdata(current, quark, retained(generated))
                    return generated
                }
            }
            current = g_type_parent(current)
        }
        return nil
    }

    /// The GType named `name`, resolving GTK types lazily as GtkBuilder does.
    static func type(named name: String) -> GType? {
        let known = g_type_from_name(name)
        if known != 0 { return known }
        guard Display.open() else { return nil }
        let builder = gtk_builder_new()
        defer { g_object_unref(raw(builder!)) }
        let resolved = gtk_builder_get_type_from_name(builder, name)
        return resolved == 0 ? nil : resolved
    }
}
