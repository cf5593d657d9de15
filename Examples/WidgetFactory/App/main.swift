// widget-factory: shows the Widget Factory's first page, built with generated wrappers only.
// It follows WorkflowApplication's conventions: `--help`, `--version`, an unknown option is
// refused with exit status 2, Ctrl+Q quits and Ctrl+W closes the window.
//   widget-factory                     open the window
//   widget-factory --screenshot PATH   render the page to PATH (PNG) once it is drawn, then exit
import Gtk
import WidgetFactoryExample
#if canImport(Glibc)
import Glibc
#endif

/// The version `--version` prints (the package's, as the demo's About says).
let version = "0.1.0"
let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "widget-factory"
let usage = """
    Usage: \(program) [OPTION…]

    Widget Factory: the widgets of GTK's widget factory, built with the generated wrappers.

    Options:
      -h, --help             Show this help and exit
      --version              Show the version and exit
      --screenshot PATH      Render the page to PATH (PNG, .png) once it is drawn and exit
                             (also --png PATH)

    Keys: Ctrl+Q quits, Ctrl+W closes the window.
    """

/// Writes `text` to standard error (file descriptor 2; C's global `stderr` is not concurrency-safe).
func writeError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}

/// Prints `message` and a pointer to `--help` to standard error and exits 2.
func refuse(_ message: String) -> Never {
    writeError("\(program): \(message)\nTry '\(program) --help' for more information.\n")
    exit(2)
}

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
    case "--screenshot", "--png":
        guard let path = rest.popFirst(), !path.isEmpty, !path.hasPrefix("-") else { refuse("\(argument) needs a PATH") }
        screenshotPath = path
    default:
        refuse(argument.hasPrefix("-") ? "unknown option '\(argument)'" : "unexpected argument '\(argument)'")
    }
}
if let path = screenshotPath {
    let name = path.split(separator: "/").last ?? ""
    if let dot = name.lastIndex(of: "."), dot != name.startIndex, name[name.index(after: dot)...].lowercased() != "png" {
        refuse("--screenshot writes a PNG image; give a PATH ending in .png, not .\(name[name.index(after: dot)...]) (got '\(path)')")
    }
    // Before any window: a path that cannot be written is refused with its cause.
    do throws(FileReplacement.Failure) {
        try FileReplacement.check(path)
    } catch {
        writeError("\(program): --screenshot: \(error)\n")
        exit(1)
    }
}

MainActor.assumeIsolated {
    let application = Application(id: "dev.workflowgtk.WidgetFactory")
    var page: WidgetFactoryPage?
    var status: Int32 = 0
    application.addAction("quit") { [unowned application] in application.quit() }
    application.setAccelerators(["<Control>q"], for: "app.quit")
    // GtkWindow's own `window.close` action.
    application.setAccelerators(["<Control>w"], for: "window.close")
    application.onActivate { [unowned application] in
        let shown = WidgetFactoryPage()
        page = shown
        let window = ApplicationWindow(application: application)
        window.title = "Widget Factory"
        window.child = shown.root
        window.present()
        guard let path = screenshotPath else { return }
        window.afterNextPaint { [unowned application] in
            do {
                try shown.root.savePNG(to: path)
                print("Screenshot written to \(path)")
            } catch {
                writeError("\(program): --screenshot: \(error)\n")
                status = 1
            }
            application.quit()
        }
    }
    let result = application.run(arguments: [program])
    withExtendedLifetime(page) {}
    exit(result != 0 ? result : status)
}
