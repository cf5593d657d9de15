// widget-factory: shows the Widget Factory's first page, built with generated wrappers only.
// It follows WorkflowApplication's conventions: `--help`, `--version`, an unknown option is
// refused with exit status 2, Ctrl+Q quits and Ctrl+W closes the window.
//   widget-factory                     open the window
//   widget-factory --screenshot PATH   render the page to PATH (PNG) once it is drawn, then exit
import ExampleCommandLine
import Gtk
import WidgetFactoryExample
#if canImport(Glibc)
import Glibc
#endif

let commandLine = ProgramCommandLine(defaultName: "widget-factory") { program in
    """
    Usage: \(program) [OPTION…]

    Widget Factory: the widgets of GTK's widget factory, built with the generated wrappers.

    Options:
      -h, --help             Show this help and exit
      --version              Show the version and exit
      --screenshot PATH      Render the page to PATH (PNG, .png) once it is drawn and exit
                             (also --png PATH)

    Keys: Ctrl+Q quits, Ctrl+W closes the window.
    """
}
let program = commandLine.program
let screenshotPath = commandLine.parse(screenshotOptions: ["--screenshot", "--png"])

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
                commandLine.writeError("\(program): --screenshot: \(error)\n")
                status = 1
            }
            application.quit()
        }
    }
    let result = application.run(arguments: [program])
    withExtendedLifetime(page) {}
    exit(result != 0 ? result : status)
}
