// adw-hello: the smallest libadwaita app on the generated Adw wrappers: one window, one header
// bar whose title is a view switcher, a view stack with two pages and the switcher bar that
// narrow windows show. `adw-hello --check` prints what it sees after the first frame and quits
// (AdwTests runs it under Xvfb).
import Adw
import Gtk
#if canImport(Glibc)
import Glibc
#endif

let check = CommandLine.arguments.contains("--check")

MainActor.assumeIsolated {
    let application = Adw.Application(id: "org.workflowgtk.AdwHello", flags: .nonUnique)
    application.onActivate {
        let window = Adw.ApplicationWindow(application: application)
        window.title = "Adw Hello"
        window.setDefaultSize(width: 720, height: 480)

        let stack = ViewStack()
        stack.addTitledWithIcon(child: StatusPage(), name: "home", title: "Home", iconName: "go-home-symbolic")
        let library = StatusPage()
        library.title = "Library"
        library.iconName = "folder-symbolic"
        stack.addTitledWithIcon(child: library, name: "library", title: "Library", iconName: "folder-symbolic")
        stack.visibleChildName = "library"
        stack.expandsVertically = true

        let switcher = ViewSwitcherTitle()
        switcher.stack = stack
        switcher.title = "Adw Hello"
        let header = Adw.HeaderBar()
        header.titleWidget = switcher
        let bar = ViewSwitcherBar()
        bar.stack = stack
        bar.reveal = true

        let content = Box(.vertical)
        content.append(header)
        content.append(stack)
        content.append(bar)
        window.content = content
        window.present()

        guard check else { return }
        window.afterNextPaint {
            let wrapper = Object.wrapper(forUnsafePointer: window.unsafeGObjectPointer)
            print("painted \(window.isDrawable && stack.allocatedWidth > 0)")
            print("window-class \(type(of: wrapper))")
            print("content-is-box \(window.content === content)")
            print("visible \(stack.visibleChildName ?? "-")")
            print("switcher-stack \(switcher.stack === stack && bar.stack === stack)")
            print("pages \(stack.page(child: library).title ?? "-")")
            print("adwaita-initialized \(Adwaita.isInitialized)")
            window.destroy()
            application.quit()
        }
    }
    exit(application.run())
}
