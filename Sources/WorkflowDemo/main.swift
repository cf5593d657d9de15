import Gtk
#if canImport(Glibc)
import Glibc
#endif

/// The demo's command line.
struct DemoOptions {
    var screenshotPath: String?

    static let usage = """
    usage: workflow-demo [--screenshot PATH] [--help]

      --screenshot PATH   render the window to PATH (PNG) after its first frame, then exit 0
      --help              show this help
    """

    /// Parses `arguments` (without the program name); on bad input prints usage and exits 2.
    static func parse(_ arguments: [String]) -> DemoOptions {
        var options = DemoOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h":
                print(usage)
                exit(0)
            case "--screenshot":
                guard let path = rest.popFirst() else { fail("--screenshot needs a PATH") }
                options.screenshotPath = path
            default:
                fail("unknown option '\(argument)'")
            }
        }
        return options
    }

    static func fail(_ message: String) -> Never {
        FileDescriptorOutput.standardError.write("workflow-demo: \(message)\n\(usage)\n")
        exit(2)
    }
}

/// Writes to a file descriptor.
struct FileDescriptorOutput {
    let fd: Int32
    static let standardError = FileDescriptorOutput(fd: 2)
    func write(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    }
}

let options = DemoOptions.parse(Array(CommandLine.arguments.dropFirst()))

MainActor.assumeIsolated {
    let app = Application(id: "dev.workflowgtk.Demo")
    var status: Int32 = 0
    app.onActivate {
        let window = ApplicationWindow(application: app)
        window.title = "WorkflowGtk"
        window.setDefaultSize(width: 640, height: 480)
        let box = Box(.vertical, spacing: 12)
        box.setMargins(24)
        box.append(Label("WorkflowGtk: GTK and the Swift main loop are running."))
        let button = Button(label: "Clicked 0 times")
        var clicks = 0
        button.onClicked { clicks += 1; button.label = "Clicked \(clicks) times" }
        box.append(button)
        window.child = box
        window.present()
        if let path = options.screenshotPath {
            window.afterNextPaint {
                do {
                    try window.savePNG(to: path)
                    print("Screenshot written to \(path)")
                } catch {
                    FileDescriptorOutput.standardError.write("workflow-demo: \(error)\n")
                    status = 1
                }
                app.quit()
            }
        }
    }
    let result = app.run()
    exit(result != 0 ? result : status)
}
