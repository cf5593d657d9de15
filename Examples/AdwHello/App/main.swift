// adw-hello: the smallest libadwaita app on the generated Adw wrappers: one window, one header
// bar whose title is a view switcher, a view stack with two pages, and the switcher bar that
// takes the switcher's place at the bottom when the window is too narrow for it in the header
// (never both at once). It follows WorkflowApplication's conventions: `--help`, `--version`,
// an unknown option is refused with exit status 2, Ctrl+Q quits and Ctrl+W closes the window.
// `adw-hello --check` prints what it sees after the first frame and quits (AdwTests runs it
// under Xvfb); `--size WxH` opens the window at that size; `--screenshot PATH` renders the
// first frame to a PNG and exits.
import Adw
import ExampleCommandLine
import Gtk
#if canImport(Glibc)
import Glibc
#endif

let commandLine = ProgramCommandLine(defaultName: "adw-hello") { program in
    """
    Usage: \(program) [OPTION…]

    Adw Hello: a libadwaita window with a view switcher, on the generated Adw wrappers.

    Options:
      -h, --help             Show this help and exit
      --version              Show the version and exit
      --size WxH             Open the window at W×H pixels (default 720x480)
      --screenshot PATH      Render the window's first frame to PATH (PNG, .png) and exit
      --check                Print what is shown after the first frame and exit

    Keys: Ctrl+Q quits, Ctrl+W closes the window.
    """
}
let program = commandLine.program
var check = false
var size = (width: 720, height: 480)
let screenshotPath = commandLine.parse { option, rest in
    switch option {
    case "--check":
        check = true
    case "--size":
        let parts = (rest.popFirst() ?? "").split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts[0] >= 360, parts[1] >= 200 else { commandLine.refuse("--size needs WIDTHxHEIGHT, at least 360x200") }
        size = (parts[0], parts[1])
    default:
        return false
    }
    return true
}

MainActor.assumeIsolated {
    var status: Int32 = 0
    let application = Adw.Application(id: "org.workflowgtk.AdwHello", flags: .nonUnique)
    application.addAction("quit") { [unowned application] in application.quit() }
    application.setAccelerators(["<Control>q"], for: "app.quit")
    // GtkWindow's own `window.close` action.
    application.setAccelerators(["<Control>w"], for: "window.close")
    application.onActivate { [unowned application] in
        let window = Adw.ApplicationWindow(application: application)
        window.title = "Adw Hello"
        window.setDefaultSize(width: size.width, height: size.height)

        let stack = ViewStack()
        let home = StatusPage()
        home.iconName = "go-home-symbolic"
        home.title = "Welcome to Adw Hello"
        home.description = "A libadwaita window built with WorkflowGtk's generated Adw wrappers. Switch pages with the view switcher."
        stack.addTitledWithIcon(child: home, name: "home", title: "Home", iconName: "go-home-symbolic")
        let library = StatusPage()
        library.title = "Library"
        library.iconName = "folder-symbolic"
        library.description = "Nothing here yet."
        stack.addTitledWithIcon(child: library, name: "library", title: "Library", iconName: "folder-symbolic")
        stack.visibleChildName = "home"
        stack.expandsVertically = true

        let switcher = ViewSwitcherTitle()
        switcher.stack = stack
        switcher.title = "Adw Hello"
        let header = Adw.HeaderBar()
        header.titleWidget = switcher
        // The bar shows only when the header has no room for the switcher (libadwaita's
        // pattern: the bar's reveal follows the switcher title's title-visible).
        let bar = ViewSwitcherBar()
        bar.stack = stack
        bar.reveal = switcher.isTitleVisible
        switcher.onNotifyIsTitleVisible { [unowned bar] visible in bar.reveal = visible }

        let content = Box(.vertical)
        content.append(header)
        content.append(stack)
        content.append(bar)
        window.content = content
        window.present()

        if let path = screenshotPath {
            // After the first frame, let the switcher bar's reveal animation (narrow windows)
            // finish, then capture the next frame.
            window.afterNextPaint {
                MainLoop.addTimeout(milliseconds: 500) { [unowned application] in
                    window.afterNextPaint {
                        do {
                            try window.savePNGWithModals(to: path)
                            print("Screenshot written to \(path)")
                        } catch {
                            commandLine.writeError("\(program): --screenshot: \(error)\n")
                            status = 1
                        }
                        application.quit()
                    }
                    return false
                }
            }
            return
        }
        guard check else { return }
        window.afterNextPaint {
            let wrapper = Object.wrapper(forUnsafePointer: window.unsafeGObjectPointer)
            print("painted \(window.isDrawable && stack.allocatedWidth > 0)")
            print("window-class \(type(of: wrapper))")
            print("content-is-box \(window.content === content)")
            print("visible \(stack.visibleChildName ?? "-")")
            print("switcher-stack \(switcher.stack === stack && bar.stack === stack)")
            print("pages \(stack.page(child: library).title ?? "-")")
            print("home-title \(home.title)")
            // One switcher at a time: in the header (title hidden) or in the bar.
            print("header-switcher \(!switcher.isTitleVisible)")
            print("bar-revealed \(bar.reveal)")
            print("adwaita-initialized \(Adwaita.isInitialized)")
            window.destroy()
            application.quit()
        }
    }
    let result = application.run(arguments: [program])
    exit(result != 0 ? result : status)
}
