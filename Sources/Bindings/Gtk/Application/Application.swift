internal import CGtk
#if canImport(Glibc)
import Glibc
#endif

/// A `GtkApplication`: the process's GTK entry point.
@MainActor
open class Application: Object {
    /// Creates an application with a reverse-DNS `id`. Instances are not unique by default
    /// (no D-Bus session needed); pass `unique: true` to make a second launch activate the first.
    public init(id: String, unique: Bool = false) {
        precondition(g_application_id_is_valid(id) != 0,
                     "Gtk.Application: '\(id)' is not a valid application id. Use reverse-DNS form, e.g. org.example.App.")
        let flags = unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
        super.init(unsafeAdopting: raw(gtk_application_new(id, flags)!), ownership: .full)
    }

    /// How an application treats launches (`GApplicationFlags`, the ones an app chooses).
    public struct Flags: OptionSet, Sendable, Hashable {
        /// The C bit mask.
        public let rawValue: UInt32
        /// Makes a set from a C bit mask.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Every launch is its own instance (`G_APPLICATION_NON_UNIQUE`): no D-Bus name, a
        /// second launch is not handed to the first.
        public static let nonUnique = Flags(rawValue: UInt32(G_APPLICATION_NON_UNIQUE.rawValue))
        /// The primary instance receives every launch's command line (`onCommandLine`),
        /// a second launch's too (`G_APPLICATION_HANDLES_COMMAND_LINE`).
        public static let handlesCommandLine = Flags(rawValue: UInt32(G_APPLICATION_HANDLES_COMMAND_LINE.rawValue))
        /// The application opens files (`onOpen`, `G_APPLICATION_HANDLES_OPEN`).
        public static let handlesOpen = Flags(rawValue: UInt32(G_APPLICATION_HANDLES_OPEN.rawValue))
    }

    /// Creates an application with a reverse-DNS `id` and launch `flags`: none (the default)
    /// makes it unique on the session bus (a second launch activates the first).
    public init(id: String, flags: Flags) {
        precondition(g_application_id_is_valid(id) != 0,
                     "Gtk.Application: '\(id)' is not a valid application id. Use reverse-DNS form, e.g. org.example.App.")
        super.init(unsafeAdopting: raw(gtk_application_new(id, GApplicationFlags(rawValue: flags.rawValue))!), ownership: .full)
    }

    /// The launch flags. They can change until the application registers (in
    /// `onHandleLocalOptions`, e.g. `.nonUnique` for a launch that must not reach a running
    /// instance); later changes are ignored by GLib.
    public var flags: Flags {
        get { Flags(rawValue: UInt32(g_application_get_flags(cast(gobject)).rawValue)) }
        set {
            guard !isRegistered else { return }
            g_application_set_flags(cast(gobject), GApplicationFlags(rawValue: newValue.rawValue))
        }
    }

    /// Adopts the `GtkApplication` at `pointer` (see `Object.init(unsafeAdopting:ownership:)`).
    ///
    /// - Warning: Unsafe. `pointer` must be a live `GtkApplication*` without a Swift wrapper.
    public override init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        precondition(cgtk_is_a(pointer, gtk_application_get_type()) != 0, "Gtk.Application(unsafeAdopting:): the pointer is not a GtkApplication.")
        super.init(unsafeAdopting: pointer, ownership: ownership)
    }

    var gtkApplication: UnsafeMutablePointer<GtkApplication> { cast(gobject) }


    /// The application id.
    public var id: String {
        String(cString: g_application_get_application_id(cast(gobject)))
    }

    /// Calls `handler` when the application is activated (build and present the window here).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(self, "activate", handler)
    }

    /// Calls `handler` when the application starts up: once, when it registers (`run` or
    /// `register()`), before the first `activate`.
    @discardableResult
    public func onStartup(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(self, "startup", handler)
    }

    /// Calls `handler` on shutdown, after the main loop ends.
    @discardableResult
    public func onShutdown(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(self, "shutdown", handler)
    }

    /// Adds (or replaces) a parameterless application action `app.<name>` that calls `handler`
    /// when activated; returns the action (e.g. to disable it with `setEnabled(false)`).
    /// `addAction(_:)` (from `ActionMap`) adds an action you made.
    @discardableResult
    public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) -> SimpleAction {
        let action = SimpleAction(name: name, handler)
        addAction(action)
        return action
    }

    /// Binds keyboard accelerators (e.g. `<Control>q`) to a detailed action name (`app.quit`).
    public func setAccelerators(_ accelerators: [String], for action: String) {
        var cStrings = accelerators.map { strdup($0) } + [nil]
        defer { cStrings.forEach { free($0) } }
        cStrings.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_application_set_accels_for_action(gtkApplication, action, $0)
            }
        }
    }

    /// Emits `activate` (what a launch without a command-line handler does): call it from
    /// `onCommandLine` to show the window.
    public func activate() { g_application_activate(cast(gobject)) }

    /// Ends the main loop; `run` then returns.
    public func quit() { g_application_quit(cast(gobject)) }

    /// Keeps the application running without windows until the returned token is released.
    public func hold() { g_application_hold(cast(gobject)) }
    /// Balances `hold()`.
    public func release() { g_application_release(cast(gobject)) }

    /// Registers the application with GIO without running it (`g_application_register`):
    /// `startup` runs, windows can join it, and its action group answers (`hasAction`,
    /// `activateAction`). `run(arguments:)` registers by itself; call this when another loop
    /// drives the process (tests, a host that runs its own loop). Registering twice does nothing.
    public func register() throws(GLibError) {
        guard Display.open() else {
            throw GLibError(domain: "Gtk.Application", code: 0,
                            message: "Gtk.Application.register(): no display. Run under a display (or xvfb-run) before registering.")
        }
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(cast(gobject), nil, &error) != 0 else {
            throw error.map { GLibError(taking: $0) }
                ?? GLibError(domain: "Gtk.Application", code: 0, message: "Gtk.Application.register(): GIO could not register \(id).")
        }
    }

    /// Whether the application is registered (running, or `register()` was called).
    public var isRegistered: Bool { g_application_get_is_registered(cast(gobject)) != 0 }

    /// Runs the application and returns its exit status.
    ///
    /// `arguments` go to GLib, which parses the main options (`addMainOption`) in this
    /// process: `--help` prints and returns 0, a refused command line returns 1 (see
    /// `onOptionError`), both without a display. Then, when no display can be opened, it
    /// prints one line naming the fix to standard error and returns 1, without GTK warnings.
    /// The Swift main queue is integrated with the GLib loop (see `MainLoop`). Without main
    /// options or `.handlesCommandLine`, pass only the program name (the default): GLib would
    /// refuse any other argument.
    public func run(arguments: [String] = [CommandLine.arguments.first ?? "app"]) -> Int32 {
        let program = arguments.first ?? "app"
        // After the app's own local handlers (which may answer --version without a display).
        let displayCheck = onHandleLocalOptions { _ in
            guard Display.open() else {
                Display.printMissingDisplayError(program: program)
                return 1
            }
            return -1
        }
        defer { displayCheck.disconnect() }
        MainLoop.integrate()
        var cStrings = arguments.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        return cStrings.withUnsafeMutableBufferPointer { buffer in
            g_application_run(cast(gobject), Int32(buffer.count), buffer.baseAddress)
        }
    }
}
