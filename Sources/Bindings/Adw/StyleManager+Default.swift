internal import CAdw
@_spi(GeneratedBindings) import Gtk

// Hand-written: gir-gen does not generate static getters (adw_style_manager_get_default).

extension StyleManager {
    /// The style manager of the default display (`adw_style_manager_get_default`): set its
    /// `colorScheme` to follow the system (`.default`), or force light (`.forceLight`) or dark
    /// (`.forceDark`) for the whole application. libadwaita must be initialized.
    public static var `default`: StyleManager {
        precondition(Adwaita.isInitialized, "Adw.StyleManager.default: libadwaita is not initialized. Call Adwaita.initialize() (an Adw.Application does it when it starts).")
        return wrapped(untyped(adw_style_manager_get_default()!), as: StyleManager.self) { StyleManager(unsafeAdopting: $0, ownership: .borrowed) }
    }
}
