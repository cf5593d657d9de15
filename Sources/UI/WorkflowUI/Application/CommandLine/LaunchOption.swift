import Gtk

/// An option of an app's command line, parsed by GLib (`Application.addMainOption`) in the
/// launching process and handed to the running instance with the rest of the launch: a
/// second launch's options reach the first. ``LaunchCommandLine`` installs them.
public struct LaunchOption {
    /// The option without its dashes (`folder` for `--folder`).
    public var name: String
    /// A one-letter form (`-f`), if any.
    public var short: Character?
    /// What it takes: `.none` (a flag), `.string`, `.path` (resolved against the launching
    /// process's folder, see ``Launch/path(_:)``), `.integer`, or a repeated one.
    public var argument: Application.OptionArgument
    /// The value's name in `--help` (`PATH`).
    public var valueName: String?
    /// One line of help, in English: ``LaunchCommandLine`` translates it through the app's
    /// catalog, so list it there (`xgettext --keyword=LaunchOption:3`, or a `.po` entry).
    public var help: String
    /// Checks the value in the launching process, before anything reaches the running
    /// instance; returns the problem (printed after the program's name, exit status 2 unless
    /// it says otherwise), nil when the value is fine.
    public var check: (@MainActor (String) -> Problem?)?

    /// A value an option refuses.
    public struct Problem: Error, Equatable, Sendable {
        /// What is wrong, naming the fix.
        public var message: String
        /// The exit status (2: bad input; 1: e.g. a path that cannot be written).
        public var status: Int32
        /// Creates a problem.
        public init(_ message: String, status: Int32 = 2) {
            self.message = message
            self.status = status
        }
    }

    /// Creates an option.
    public init(
        _ name: String, short: Character? = nil, argument: Application.OptionArgument = .none,
        valueName: String? = nil, help: String, check: (@MainActor (String) -> Problem?)? = nil
    ) {
        self.name = name
        self.short = short
        self.argument = argument
        self.valueName = valueName
        self.help = help
        self.check = check
    }
}

extension LaunchOption {
    /// `--screenshot PATH`: the window's first frame as a PNG, then exit. Refuses a name that
    /// is not a PNG's (exit 2) and a path that cannot be written (exit 1, naming the cause),
    /// before any window opens.
    public static var screenshot: LaunchOption {
        LaunchOption("screenshot", argument: .path, valueName: "PATH",
                     help: "Render the window to PATH (a PNG image) and exit") { path in
            if let problem = screenshotExtensionProblem(path) { return Problem(problem) }
            do throws(FileReplacement.Failure) {
                try FileReplacement.check(path)
            } catch {
                return Problem("--screenshot: \(error)", status: 1)
            }
            return nil
        }
    }

    /// `--size WxH`: the window's size at launch, at least `minimum`.
    public static func size(minimum: (width: Int, height: Int) = (360, 294)) -> LaunchOption {
        LaunchOption("size", argument: .string, valueName: "WxH",
                     help: "Open the window at W×H pixels, e.g. 360x640") { value in
            guard let size = parseSize(value), size.width >= minimum.width, size.height >= minimum.height else {
                return Problem("--size needs WIDTHxHEIGHT, at least \(minimum.width)x\(minimum.height) (got '\(value)')")
            }
            return nil
        }
    }

    /// `WxH` as a width and a height (`360x640`), nil for anything else.
    public static func parseSize(_ value: String) -> (width: Int, height: Int)? {
        let parts = value.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else { return nil }
        return (width, height)
    }

    /// Why `path` cannot take a screenshot, judged by its name: the screenshot is a PNG
    /// image, so a name with another extension (`x.jpg`) is refused; nil when it is fine.
    public static func screenshotExtensionProblem(_ path: String) -> String? {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let suffix = name[name.index(after: dot)...]
        guard suffix.lowercased() != "png" else { return nil }
        return "--screenshot writes a PNG image; give a PATH ending in .png, not .\(suffix) (got '\(path)')"
    }
}
