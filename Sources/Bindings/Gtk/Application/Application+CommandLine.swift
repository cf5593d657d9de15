internal import CGtk

// MARK: - Main options, the option context's texts, and the launch signals

extension Application {
    /// The value a main option takes (`GOptionArg`).
    public enum OptionArgument: Sendable, Hashable {
        /// A flag without a value (`--preferences`).
        case none
        /// A UTF-8 string (`--open NAME`).
        case string
        /// A file name in the file system's encoding (`--folder PATH`).
        case path
        /// An integer.
        case integer
        /// A string, once per use of the option.
        case strings
        /// A file name, once per use of the option.
        case paths

        var cValue: GOptionArg {
            switch self {
            case .none: G_OPTION_ARG_NONE
            case .string: G_OPTION_ARG_STRING
            case .path: G_OPTION_ARG_FILENAME
            case .integer: G_OPTION_ARG_INT
            case .strings: G_OPTION_ARG_STRING_ARRAY
            case .paths: G_OPTION_ARG_FILENAME_ARRAY
            }
        }
    }

    /// Adds an option to the application's command line (`g_application_add_main_option`):
    /// GLib parses it in the launching process, lists it in `--help`, and hands its value to
    /// `onHandleLocalOptions` there and to the primary instance's `onCommandLine` (a second
    /// launch's too). `description` and `argumentDescription` are shown as given: pass them
    /// translated (GLib translates main options through the process's default text domain,
    /// which an app binds only after GTK started). `name` is without dashes; `""`
    /// (`G_OPTION_REMAINING`, with `.paths` or `.strings`) collects the arguments that are
    /// not options, which `OptionValues.remaining` then holds.
    public func addMainOption(
        _ name: String, short: Character? = nil, argument: OptionArgument = .none,
        description: String, argumentDescription: String? = nil, hidden: Bool = false
    ) {
        let shortName = short.flatMap(\.asciiValue).map { CChar(bitPattern: $0) } ?? 0
        g_application_add_main_option(cast(gobject), name, shortName,
                                      hidden ? G_OPTION_FLAG_HIDDEN : G_OPTION_FLAG_NONE, argument.cValue,
                                      description, argumentDescription)
        mainOptions.arguments[name] = argument
    }

    /// The main options added so far, by name (the dictionaries GLib fills are read by
    /// them), kept on the GObject: handlers connected earlier see options added later.
    var mainOptions: MainOptions {
        if let options = attachment(forKey: MainOptions.key) as? MainOptions { return options }
        let options = MainOptions()
        setAttachment(options, forKey: MainOptions.key)
        return options
    }

    /// The line after "Usage: program [OPTION…]" in `--help` (`[FILE…]`), shown as given.
    public func setOptionParameterString(_ text: String?) {
        g_application_set_option_context_parameter_string(cast(gobject), text)
    }

    /// The paragraph `--help` shows above the options, shown as given (translate it).
    public func setOptionSummary(_ text: String?) {
        g_application_set_option_context_summary(cast(gobject), text)
    }

    /// The paragraph `--help` shows below the options, shown as given (translate it).
    public func setOptionDescription(_ text: String?) {
        g_application_set_option_context_description(cast(gobject), text)
    }

    /// Calls `handler` in the launching process once GLib parsed its command line, before the
    /// application registers (`handle-local-options`): return an exit status (0 for
    /// `--version`, 2 for a value it refuses) to end the launch there, or -1 to go on (to the
    /// primary instance's `onCommandLine`, or `activate`). Runs without a display.
    @discardableResult
    public func onHandleLocalOptions(_ handler: @escaping @MainActor (OptionValues) -> Int32) -> SignalConnection {
        typealias Handler = @MainActor (UnsafeMutablePointer<GVariantDict>) -> Int32
        let options = mainOptions
        let box = ClosureBox<Handler> { dictionary in handler(OptionValues(dictionary, options: options)) }
        let thunk: @convention(c) (gpointer?, UnsafeMutablePointer<GVariantDict>?, gpointer?) -> gint = { _, dictionary, data in
            guard let data, let dictionary else { return -1 }
            let box = borrow(data, as: ClosureBox<Handler>.self)
            return MainActor.assumeIsolated { box.handler(dictionary) }
        }
        return Signals.connect(self, "handle-local-options", gcallback(thunk), box)
    }

    /// Calls `handler` in the primary instance with a launch's command line (with
    /// `.handlesCommandLine`): the first launch's, after `startup`, and every later launch's,
    /// sent by that process over D-Bus. What it returns is the launching process's exit
    /// status. The launching process waits until the handler returns and the
    /// `ApplicationCommandLine` is released.
    @discardableResult
    public func onCommandLine(_ handler: @escaping @MainActor (ApplicationCommandLine) -> Int32) -> SignalConnection {
        typealias Handler = @MainActor (UnsafeMutablePointer<GApplicationCommandLine>) -> Int32
        let options = mainOptions
        let box = ClosureBox<Handler> { pointer in handler(ApplicationCommandLine(pointer, options: options)) }
        let thunk: @convention(c) (gpointer?, UnsafeMutablePointer<GApplicationCommandLine>?, gpointer?) -> gint = { _, commandLine, data in
            guard let data, let commandLine else { return 1 }
            let box = borrow(data, as: ClosureBox<Handler>.self)
            return MainActor.assumeIsolated { box.handler(commandLine) }
        }
        return Signals.connect(self, "command-line", gcallback(thunk), box)
    }

    /// A file `onOpen` receives.
    public struct OpenedFile: Sendable, Equatable {
        /// Its URI (`file:///…` for a local file).
        public var uri: String
        /// Its local path; nil for a URI no local path reaches.
        public var path: String?
    }

    /// Calls `handler` in the primary instance with files to open (with `.handlesOpen`) and
    /// the hint the opener gave (often empty). GLib calls it for the file arguments of a
    /// launch without `.handlesCommandLine`, and for D-Bus `Open` calls
    /// (`gapplication launch ID FILE…`, file managers).
    @discardableResult
    public func onOpen(_ handler: @escaping @MainActor (_ files: [OpenedFile], _ hint: String) -> Void) -> SignalConnection {
        typealias Handler = @MainActor ([OpenedFile], String) -> Void
        let thunk: @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, UnsafePointer<CChar>?, gpointer?) -> Void = {
            _, files, count, hint, data in
            guard let data else { return }
            var opened: [OpenedFile] = []
            for index in 0..<Int(max(count, 0)) {
                guard let file = files?[index], let uri = takeString(g_file_get_uri(file)) else { continue }
                opened.append(OpenedFile(uri: uri, path: takeString(g_file_get_path(file))))
            }
            let box = borrow(data, as: ClosureBox<Handler>.self)
            MainActor.assumeIsolated { box.handler(opened, hint.map { String(cString: $0) } ?? "") }
        }
        return Signals.connect(self, "open", gcallback(thunk), ClosureBox<Handler>(handler))
    }

    /// Opens `uris` in this application (`g_application_open`): the primary instance's
    /// `onOpen` receives them (a remote instance sends them over D-Bus).
    public func open(uris: [String], hint: String = "") {
        let files: [OpaquePointer?] = uris.map { g_file_new_for_uri($0) }
        defer { files.forEach { g_object_unref(raw($0!)) } }
        var array = files
        array.withUnsafeMutableBufferPointer { buffer in
            g_application_open(cast(gobject), buffer.baseAddress, gint(buffer.count), hint)
        }
    }

    /// Calls `rewrite` with GLib's message when it refuses the command line in the launching
    /// process (an unknown option, a missing or malformed value); GLib prints what `rewrite`
    /// returns to standard error, and `run` returns 1 without registering. (An option group
    /// without options, whose error hook GLib calls; it is not listed by `--help`.)
    public func onOptionError(_ rewrite: @escaping @MainActor (String) -> String) {
        typealias Handler = @MainActor (String) -> String
        let box = ClosureBox<Handler>(rewrite)
        let destroy: GDestroyNotify = { data in if let data { Gtk.release(data) } }
        guard let group = g_option_group_new("errors", "", "", retained(box), destroy) else { return }
        let hook: GOptionErrorFunc = { _, _, data, error in
            guard let data, let error, let failure = error.pointee else { return }
            let box = borrow(data, as: ClosureBox<Handler>.self)
            let message = failure.pointee.message.map { String(cString: $0) } ?? ""
            let rewritten = MainActor.assumeIsolated { box.handler(message) }
            g_free(failure.pointee.message)
            failure.pointee.message = g_strdup(rewritten)
        }
        g_option_group_set_error_hook(group, hook)
        g_application_add_option_group(cast(gobject), group)
    }
}

/// The main options of an application, by name, and what each takes.
final class MainOptions {
    static let key = "workflowgtk-main-options"
    var arguments: [String: Application.OptionArgument] = [:]
}
