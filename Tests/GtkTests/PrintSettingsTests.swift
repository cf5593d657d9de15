import Gtk
import Testing

/// The generated `PrintSettings.forEachSetting(_:)` (`gtk_print_settings_foreach`): a scoped
/// callback whose thunk takes borrowed C strings, passed to GTK without a cast.
@MainActor
@Suite("Print settings (generated, unix print)", .gtk)
struct PrintSettingsTests {
    @Test("forEachSetting visits every key with its value, and a removed key no more")
    func forEachSettingVisitsEveryKey() {
        let settings = PrintSettings()
        settings.set("wgtk-first", value: "one")
        settings.set("wgtk-second", value: "two")
        var seen: [String: String] = [:]
        settings.forEachSetting { key, value in seen[key] = value }
        #expect(seen["wgtk-first"] == "one" && seen["wgtk-second"] == "two", "\(seen)")
        settings.set("wgtk-first", value: nil)
        seen = [:]
        settings.forEachSetting { key, value in seen[key] = value }
        #expect(seen["wgtk-first"] == nil && seen["wgtk-second"] == "two", "\(seen)")
    }

    @Test("a call-scoped callback takes a non-escaping closure: it can write to an inout parameter and is released after the call")
    func callScopedCallbackIsNonEscaping() {
        let settings = PrintSettings()
        settings.set("wgtk-only", value: "1")
        // `visit` is a non-escaping parameter: passing it on compiles only if
        // forEachSetting's parameter is non-escaping too.
        func keys(of settings: PrintSettings, visit: (String) -> Void) {
            settings.forEachSetting { key, _ in visit(key) }
        }
        func collect(into found: inout [String]) {
            keys(of: settings) { found.append($0) }
        }
        var found: [String] = []
        collect(into: &found)
        #expect(found.contains("wgtk-only"), "\(found)")
        // The box GTK was handed is gone when the call returns (withoutActuallyEscaping would
        // trap if it were still held): a captured object is freed with its last reference.
        final class Marker {}
        weak var weakMarker: Marker?
        do {
            let marker = Marker()
            weakMarker = marker
            settings.forEachSetting { _, _ in _ = marker }
        }
        #expect(weakMarker == nil)
    }
}
