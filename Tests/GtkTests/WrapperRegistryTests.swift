import Gtk
import GtkTestSupport
import Testing

/// The wrapper registry resolves a GType's generated class the first time it meets the
/// GType, by name, instead of registering every generated class's GType at start-up.
@Suite("Wrapper registry", .gtk)
struct WrapperRegistryTests {
    @Test("a fresh process registers only the GTypes it meets, and GTK-made objects still get their generated class")
    func onlyMetTypesAreRegistered() throws {
        guard let probe = Subprocess.product("GtkLoopHelper") else { return }
        // Generated classes this program never touches: before, every generated class's
        // get_type ran when the first object was wrapped, so GLib knew all of them.
        let untouched = ["GtkCalendar", "GtkAssistant", "GtkAboutDialog", "GtkColorChooserWidget",
                         "GtkPrintUnixDialog", "GtkShortcutsWindow", "GtkVideo"]
        let result = try Subprocess.run(probe, ["registry"] + untouched + ["GtkToggleButton"], timeout: 30)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let words = Set(result.stdout.split(whereSeparator: \.isWhitespace).map(String.init))
        #expect(words.contains("wrapped=ToggleButton"), "a StackSwitcher's toggle is a ToggleButton: \(result.stdout)")
        #expect(words.contains("GtkToggleButton=true"), "output: \(result.stdout)")
        for name in untouched {
            #expect(words.contains("\(name)=false"), "\(name) was registered without being used: \(result.stdout)")
        }
    }
}
