import Gtk
import Testing
import WorkflowUITesting

/// The print dialogs from `gtk/gtkunixprint.h` (CGtk.pc's unix-print include folder), with the
/// page setup and print settings objects they exchange.
@MainActor
@Suite("Unix print dialogs (generated)", .gtk)
struct PrintDialogTests {
    @Test("a page setup dialog hands back the print settings it was given, and a page setup read from its controls")
    func pageSetupDialog() throws {
        let window = Window()
        defer { window.destroy() }
        let dialog = PageSetupUnixDialog(title: "Page Setup", parent: window)
        defer { dialog.destroy() }
        // GTK 4.8 builds the returned page setup from the dialog's paper and orientation
        // controls (filled in from the printer back ends), not from the one it was given.
        dialog.pageSetup = PageSetup()
        #expect(dialog.pageSetup.paperWidth(unit: .mm) > 0)
        let settings = PrintSettings()
        settings.nCopies = 3
        settings.duplex = .vertical
        dialog.printSettings = settings
        let back = try #require(dialog.printSettings)
        #expect(back.nCopies == 3 && back.duplex == .vertical)
    }

    @Test("a print dialog keeps its page setup, current page and manual capabilities")
    func printDialog() throws {
        let dialog = PrintUnixDialog(title: "Print", parent: nil)
        defer { dialog.destroy() }
        let setup = PageSetup()
        setup.orientation = .portrait
        dialog.pageSetup = setup
        #expect(dialog.pageSetup === setup, "one wrapper per GtkPageSetup")
        dialog.currentPage = 2
        dialog.manualCapabilities = [.pageSet, .copies]
        #expect(dialog.currentPage == 2)
        #expect(dialog.manualCapabilities == [.pageSet, .copies])
    }
}
