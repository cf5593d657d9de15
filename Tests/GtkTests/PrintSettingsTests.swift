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
}
