import Gtk
#if canImport(Glibc)
import Glibc
#endif

/// The command line of a small example program, with WorkflowApplication's conventions:
/// `--help` and `--version` print and exit 0, an unknown option or argument is refused with
/// exit status 2, and `--screenshot PATH` is checked (a `.png` name, a path that can be
/// written) before any window opens.
public struct ProgramCommandLine {
    /// The program's name as it was started (the last part of `argv[0]`).
    public let program: String
    /// What `--version` prints after the name.
    public let version: String
    /// What `--help` prints.
    public let usage: String

    /// A command line for `defaultName` (used when `argv[0]` is missing); `usage` gets the
    /// program's name.
    public init(defaultName: String, version: String = "0.1.0", usage: (String) -> String) {
        program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? defaultName
        self.version = version
        self.usage = usage(program)
    }

    /// Writes `text` to standard error (file descriptor 2; C's global `stderr` is not
    /// concurrency-safe).
    public func writeError(_ text: String) {
        Self.writeError(text)
    }

    /// Writes `text` to standard error in one `write(2)`: for the examples' programs, which use
    /// the products only (Gtk's own `StandardError` is `package` and no app sees it).
    public static func writeError(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// Prints `message` and a pointer to `--help` to standard error and exits 2.
    public func refuse(_ message: String) -> Never {
        writeError("\(program): \(message)\nTry '\(program) --help' for more information.\n")
        exit(2)
    }

    /// Reads the arguments: `--help`, `--version` and `--screenshot PATH` (also spelled as
    /// each of `screenshotOptions`) here, every other option through `option`, which returns
    /// false for one it does not know. Returns the checked screenshot path, if one was given.
    public func parse(screenshotOptions: Set<String> = ["--screenshot"],
                      option: (_ name: String, _ rest: inout ArraySlice<String>) -> Bool = { _, _ in false }) -> String? {
        var screenshotPath: String?
        var rest = CommandLine.arguments.dropFirst()
        while let argument = rest.popFirst() {
            switch argument {
            case "-h", "--help", "-?":
                print(usage)
                exit(0)
            case "--version":
                print("\(program) \(version)")
                exit(0)
            case _ where screenshotOptions.contains(argument):
                guard let path = rest.popFirst(), !path.isEmpty, !path.hasPrefix("-") else { refuse("\(argument) needs a PATH") }
                checkScreenshotPath(path)
                screenshotPath = path
            default:
                guard option(argument, &rest) else {
                    refuse(argument.hasPrefix("-") ? "unknown option '\(argument)'" : "unexpected argument '\(argument)'")
                }
            }
        }
        return screenshotPath
    }
}
