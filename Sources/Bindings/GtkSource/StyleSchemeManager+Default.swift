internal import CGtkSource
@_spi(GeneratedBindings) import Gtk

// Hand-written: gir-gen does not generate static getters (gtk_source_style_scheme_manager_get_default)
// nor string-array returns (gtk_source_style_scheme_manager_get_scheme_ids).

extension StyleSchemeManager {
    /// The shared style-scheme manager (`gtk_source_style_scheme_manager_get_default`): it finds
    /// the schemes installed on the system, among them `Adwaita` and `Adwaita-dark`, which
    /// follow libadwaita's light and dark styles. Call ``SourceViewLibrary/initialize()`` first.
    public static var `default`: StyleSchemeManager {
        wrapped(untyped(gtk_source_style_scheme_manager_get_default()!), as: StyleSchemeManager.self) { StyleSchemeManager(unsafeAdopting: $0, ownership: .borrowed) }
    }

    /// The identifiers of every scheme the manager knows (`gtk_source_style_scheme_manager_get_scheme_ids`).
    public var schemeIds: [String] {
        let manager = opaque(gobject)
        return strings(gtk_source_style_scheme_manager_get_scheme_ids(manager))
    }
}
