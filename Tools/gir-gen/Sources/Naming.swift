/// Swift names for GIR names, following the Swift API guidelines and the hand-written
/// wrappers (`isActive`, `onToggled`, `label`).
enum Naming {
    /// Swift keywords that need backticks as identifiers.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while",
        "as", "Any", "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try",
        "Type", "Protocol",
    ]

    /// `snake_case` or `kebab-case` to `lowerCamelCase`.
    static func camel(_ name: String) -> String {
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let first = parts.first else { return name }
        return first + parts.dropFirst().map(capitalized).joined()
    }

    /// `snake_case` or `kebab-case` to `UpperCamelCase`.
    static func upperCamel(_ name: String) -> String { capitalized(camel(name)) }

    static func capitalized(_ s: String) -> String {
        guard let first = s.first else { return s }
        return first.uppercased() + s.dropFirst()
    }

    /// An identifier safe to use in Swift (keywords in backticks, leading digits prefixed).
    static func identifier(_ name: String) -> String {
        if let first = name.first, first.isNumber { return "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// C parameter names abbreviated past what Swift's guidelines allow, and their Swift
    /// names (`def` -> `defaultValue`).
    static let parameterNames: [String: String] = [
        "def": "defaultValue", "str": "string", "idx": "index", "val": "value", "buf": "buffer",
    ]

    /// The Swift name of a parameter: `lowerCamelCase`, abbreviations spelled out.
    static func parameter(_ name: String) -> String { identifier(parameterNames[name] ?? camel(name)) }

    /// Prefixes of boolean names that already read as assertions.
    static let assertionPrefixes: [String] = [
        "is", "has", "can", "should", "show", "draw", "use", "activates", "allow", "enable", "hide",
        "ignore", "propagate", "reveal", "snap", "select", "follow", "accepts", "resize", "shrink",
        "invert", "wrap", "needs", "must", "single", "overlay", "expand", "autohide", "cascade",
        "track", "search", "reserve", "truncate", "obey", "close", "climb", "enable", "focus", "receives",
    ]

    /// The Swift name of a boolean property or getter: `active` -> `isActive`,
    /// `show-text` -> `showText`.
    static func booleanName(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        if let first = words.first, assertionPrefixes.contains(first) { return camel(name) }
        return "is" + upperCamel(name)
    }

    /// The Swift name of a signal connector: `value-changed` -> `onValueChanged`.
    static func signalMethod(_ signal: String) -> String { "on" + upperCamel(signal) }

    /// The Swift name of an enumeration case (`ultra_light` -> `ultraLight`).
    static func enumCase(_ member: String) -> String { identifier(camel(member.lowercased())) }
}
