internal import CGtkSource
@_spi(GeneratedBindings) import Gtk

// Hand-written: gir-gen does not generate static getters (gtk_source_language_manager_get_default)
// nor string-array returns (gtk_source_language_manager_get_language_ids).

extension LanguageManager {
    /// The shared language manager (`gtk_source_language_manager_get_default`): it finds the
    /// language definitions installed on the system (`markdown`, `c`, `python`, …).
    /// Call ``SourceViewLibrary/initialize()`` first.
    public static var `default`: LanguageManager {
        wrapped(untyped(gtk_source_language_manager_get_default()!), as: LanguageManager.self) { LanguageManager(unsafeAdopting: $0, ownership: .borrowed) }
    }

    /// The identifiers of every language the manager knows (`gtk_source_language_manager_get_language_ids`).
    public var languageIds: [String] {
        let manager = opaque(gobject)
        return strings(gtk_source_language_manager_get_language_ids(manager))
    }
}

/// The strings of a borrowed, NULL-terminated C string array (empty for NULL).
func strings(_ array: UnsafePointer<UnsafePointer<CChar>?>?) -> [String] {
    guard let array else { return [] }
    var result: [String] = []
    var index = 0
    while let string = array[index] {
        result.append(String(cString: string))
        index += 1
    }
    return result
}
