internal import CGtk

/// The values of an application's main options on one command line, read from the
/// dictionary GLib filled (`GVariantDict`): only the options given are present.
public struct OptionValues: Sendable, Equatable {
    /// One option's value.
    public enum Value: Sendable, Equatable {
        /// A flag that was given.
        case flag
        /// A string (`.string`).
        case string(String)
        /// A file name as it was typed (`.path`; relative to the launching process's folder).
        case path(String)
        /// An integer.
        case integer(Int)
        /// Every value of a repeated string option, or of the non-option arguments.
        case strings([String])
        /// Every value of a repeated file-name option, or the file arguments.
        case paths([String])
    }

    /// The values by option name (without dashes; `""` for the non-option arguments).
    public var values: [String: Value]

    /// Values from a dictionary (for tests and for apps that compose command lines).
    public init(_ values: [String: Value] = [:]) { self.values = values }

    /// Whether the flag `name` was given.
    public func flag(_ name: String) -> Bool { values[name] != nil }

    /// The string or file name given for `name` (an integer as text). (Not `string(_:)`:
    /// apps that collect `Translation.string("…")` with xgettext would collect option names.)
    public func value(_ name: String) -> String? {
        switch values[name] {
        case .string(let value)?, .path(let value)?: value
        case .integer(let value)?: String(value)
        default: nil
        }
    }

    /// The non-option arguments (the `""` option, `G_OPTION_REMAINING`), as typed.
    public var remaining: [String] {
        switch values[""] {
        case .strings(let values)?, .paths(let values)?: values
        default: []
        }
    }

    /// Reads the options in `arguments` from `dictionary` (transfer none).
    init(_ dictionary: UnsafeMutablePointer<GVariantDict>, options: MainOptions) {
        var values: [String: Value] = [:]
        for (name, argument) in options.arguments {
            guard let variant = g_variant_dict_lookup_value(dictionary, name, nil) else { continue }
            defer { g_variant_unref(variant) }
            if let value = Self.decode(variant, as: argument) { values[name] = value }
        }
        self.values = values
    }

    /// The Swift value of `variant` (GLib's packing: `b`, `s`, `ay`, `i`, `as`, `aay`).
    private static func decode(_ variant: OpaquePointer, as argument: Application.OptionArgument) -> Value? {
        let type = String(cString: g_variant_get_type_string(variant))
        switch (argument, type) {
        case (.none, "b"): return g_variant_get_boolean(variant) != 0 ? .flag : nil
        case (.string, "s"): return .string(String(cString: g_variant_get_string(variant, nil)))
        case (.path, "ay"): return .path(String(cString: g_variant_get_bytestring(variant)))
        case (.integer, "i"): return .integer(Int(g_variant_get_int32(variant)))
        case (.strings, "as"):
            guard let strings = g_variant_get_strv(variant, nil) else { return .strings([]) }
            defer { g_free(strings) }
            return .strings(borrowStringArray(UnsafePointer(OpaquePointer(strings))))
        case (.paths, "aay"):
            guard let strings = g_variant_get_bytestring_array(variant, nil) else { return .paths([]) }
            defer { g_free(strings) }
            return .paths(borrowStringArray(UnsafePointer(OpaquePointer(strings))))
        default: return nil
        }
    }
}
