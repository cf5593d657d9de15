import DemoWorkflows
import ExampleCommandLine
import Gtk
import GtkTesting
#if canImport(Glibc)
import Glibc
#endif

/// The demo's command line.
struct DemoOptions {
    /// Where to write a PNG of the window after the first frame (and after `steps`).
    var screenshotPath: String?
    /// Scripted steps run before the screenshot.
    var steps: [DemoStep] = []
    /// Print the window's widget tree after the steps, then exit.
    var dumpTree = false
    /// Print the controller counters after each step.
    var traceSteps = false
    /// Run random steps for this many seconds, then print a `soak-result` line and exit.
    var soakSeconds: Int?
    /// The seed of the soak's random steps.
    var seed: UInt64 = 1
    /// The layout direction forced with `--direction` (nil: the language's).
    var direction: TextDirection?
    /// The window size forced with `--size` (nil: the kept size).
    var size: (width: Int, height: Int)?
    /// The library's generated catalogue size (`--library-size`; nil: the five samples).
    var librarySize: Int?
    /// Whether the workflow state and the window state (GSettings) are restored at launch and
    /// saved (`--no-restore` or `WORKFLOW_DEMO_NO_RESTORE=1` turn it off: a fresh start that
    /// saves nothing).
    var restoresState = true
    /// `--frame-probe`: time the steps' frames, then scroll and select in the library, print
    /// the figures and exit.
    var timesFrames = false

    /// The environment variable that turns restoration off, as `--no-restore` does.
    static let noRestoreVariable = "WORKFLOW_DEMO_NO_RESTORE"

    /// The options without a value, and the setting each turns on.
    static var switches: [String: WritableKeyPath<DemoOptions, Bool>] {
        ["--dump-tree": \.dumpTree, "--trace-steps": \.traceSteps, "--frame-probe": \.timesFrames]
    }

    static let usage = """
    usage: workflow-demo [--steps STEP,STEP,...] [--screenshot PATH] [--dump-tree] [--trace-steps]
                         [--soak SECONDS [--seed N]] [--direction ltr|rtl] [--size WxH]
                         [--library-size N] [--no-restore] [--frame-probe] [--help]

      --screenshot PATH   render the window to PATH (a PNG image; PATH ending in .png) after
                          the first frame (and the steps), then exit 0; PATH is checked first
      --steps LIST        run comma-separated steps first, e.g. login:Ada,tab:library,select:1
      --dump-tree         print the window's widget tree after the steps, then exit 0
      --trace-steps       print what each step did to the controllers (builds, updates, …)
      --soak SECONDS      run random steps for SECONDS, print the step count and memory, exit
      --seed N            the seed of --soak's random steps (default 1)
      --direction DIR     lay out left to right (ltr) or right to left (rtl) whatever the
                          language (default: the language's direction)
      --size WxH          open the window at W×H pixels (default: the size it had last,
                          never larger than the screen), e.g. 360x640
      --library-size N    fill the library with N generated items (0 to 10000000) instead of
                          the five samples; it is shown in a virtualized list
      --no-restore        start fresh and save nothing: neither read nor write the login, tab,
                          scan stack and library selection kept in
                          $XDG_STATE_HOME/dev.workflowgtk.Demo/, nor the window size and last
                          tab kept in GSettings (also WORKFLOW_DEMO_NO_RESTORE=1)
      --frame-probe       time each step to its painted frame, then scroll the library page by
                          page and select rows, print the figures and exit
      --help              show this help

    steps: \(DemoStep.grammar)
    keys:  Ctrl+Q quits, Ctrl+W closes the window, Ctrl+Z undoes Clear Library, Alt+Left goes back,
           Escape cancels the log-out alert, Ctrl+? lists the shortcuts
    """

    /// Parses `arguments` (without the program name). `--help` prints usage and exits 0;
    /// bad input prints the problem and usage to standard error and exits 2.
    static func parse(_ arguments: [String], environment: [String: String] = [:]) -> DemoOptions {
        var options = DemoOptions()
        if let value = environment[noRestoreVariable], !value.isEmpty, value != "0" { options.restoresState = false }
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h":
                print(usage)
                exit(0)
            case "--screenshot":
                guard let path = rest.popFirst(), !path.hasPrefix("--") else { fail("--screenshot needs a PATH") }
                if let problem = screenshotExtensionProblem(path) { fail(problem) }
                options.screenshotPath = path
            case "--soak":
                guard let value = rest.popFirst(), let seconds = Int(value), seconds > 0 else { fail("--soak needs a number of seconds") }
                options.soakSeconds = seconds
            case "--seed":
                guard let value = rest.popFirst(), let seed = UInt64(value) else { fail("--seed needs a non-negative number") }
                options.seed = seed
            case "--direction":
                switch rest.popFirst() {
                case "ltr": options.direction = .ltr
                case "rtl": options.direction = .rtl
                default: fail("--direction needs ltr or rtl")
                }
            case "--size":
                let parts = (rest.popFirst() ?? "").split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts[0] >= 360, parts[1] >= 294 else { fail("--size needs WIDTHxHEIGHT, at least 360x294") }
                options.size = (parts[0], parts[1])
            case "--library-size":
                guard let value = rest.popFirst() else { fail("--library-size needs a number of items, e.g. --library-size 100000") }
                guard value.allSatisfy({ $0.isASCII && $0.isNumber }), let size = Int(value), size <= LibraryCatalogue.maximumCount else {
                    fail("--library-size needs a whole number of items from 0 to \(LibraryCatalogue.maximumCount) (got '\(value)')")
                }
                options.librarySize = size
            case "--no-restore":
                options.restoresState = false
            case "--steps":
                guard let list = rest.popFirst(), !list.hasPrefix("--") else { fail("--steps needs a list of steps") }
                do {
                    options.steps += try DemoStep.list(parsing: list)
                } catch {
                    fail(error.description)
                }
            default:
                guard let setting = switches[argument] else { fail("unknown option '\(argument)'") }
                options[keyPath: setting] = true
            }
        }
        return options
    }

    /// Why `path` cannot take a screenshot, judged by its name alone: the screenshot is a PNG
    /// image, so a name with another extension (`x.jpg`) is refused; nil when it is fine.
    static func screenshotExtensionProblem(_ path: String) -> String? {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let suffix = name[name.index(after: dot)...]
        guard suffix.lowercased() != "png" else { return nil }
        return "--screenshot writes a PNG image; give a PATH ending in .png, not .\(suffix) (got '\(path)')"
    }

    /// Prints `message` and the usage to standard error and exits 2.
    static func fail(_ message: String) -> Never {
        ProgramCommandLine.writeError("workflow-demo: \(message)\n\(usage)\n")
        exit(2)
    }
}
