// widget-factory: shows the Widget Factory's first page, built with generated wrappers only.
//   widget-factory                 open the window
//   widget-factory --png PATH      render the page to PATH once it is drawn, then exit
import Gtk
import WidgetFactoryExample
#if canImport(Glibc)
import Glibc
#endif

MainActor.assumeIsolated {
    guard Display.open() else {
        Display.printMissingDisplayError(program: CommandLine.arguments[0])
        exit(1)
    }
    let arguments = CommandLine.arguments
    let pngPath = arguments.firstIndex(of: "--png").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    let page = WidgetFactoryPage()
    let window = Window()
    window.title = "Widget Factory"
    window.child = page.root
    window.onCloseRequest { MainLoop.quit(); return false }
    window.present()
    if let pngPath {
        window.afterNextPaint {
            do {
                try page.root.savePNG(to: pngPath)
                print("widget-factory: wrote \(pngPath)")
            } catch {
                print("widget-factory: \(error)")
            }
            MainLoop.quit()
        }
    }
    MainLoop.run()
    withExtendedLifetime(page) {}
}
