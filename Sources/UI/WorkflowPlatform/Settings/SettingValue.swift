import Gtk

/// A type a setting can hold, read from and written to `Settings` by key name: `Bool`
/// (`b`), `Int` (`i`), `Double` (`d`), `String` (`s`), `[String]` (`as`), and enumerations
/// (``SettingEnum``: a schema `<enum>` or string choices).
public protocol SettingValue: Sendable, Equatable {
    /// The GVariant type of the keys that hold this type (`b`, `i`, `d`, `s`, `as`).
    static var variantType: String { get }
    /// The value of `key` in `settings`.
    @MainActor static func read(_ key: String, from settings: Settings) -> Self
    /// Writes the value to `key`; false when the schema refuses it (out of range, not a choice).
    @MainActor func write(_ key: String, to settings: Settings) -> Bool
}

extension Bool: SettingValue {
    /// `b`.
    public static var variantType: String { "b" }
    /// Reads a `b` key.
    public static func read(_ key: String, from settings: Settings) -> Bool { settings.bool(key) }
    /// Writes a `b` key.
    public func write(_ key: String, to settings: Settings) -> Bool { settings.setBool(self, for: key) }
}

extension Int: SettingValue {
    /// `i`.
    public static var variantType: String { "i" }
    /// Reads an `i` key.
    public static func read(_ key: String, from settings: Settings) -> Int { settings.integer(key) }
    /// Writes an `i` key.
    public func write(_ key: String, to settings: Settings) -> Bool { settings.setInteger(self, for: key) }
}

extension Double: SettingValue {
    /// `d`.
    public static var variantType: String { "d" }
    /// Reads a `d` key.
    public static func read(_ key: String, from settings: Settings) -> Double { settings.double(key) }
    /// Writes a `d` key.
    public func write(_ key: String, to settings: Settings) -> Bool { settings.setDouble(self, for: key) }
}

extension String: SettingValue {
    /// `s`.
    public static var variantType: String { "s" }
    /// Reads an `s` key.
    public static func read(_ key: String, from settings: Settings) -> String { settings.string(key) }
    /// Writes an `s` key.
    public func write(_ key: String, to settings: Settings) -> Bool { settings.setString(self, for: key) }
}

extension Array: SettingValue where Element == String {
    /// `as`.
    public static var variantType: String { "as" }
    /// Reads an `as` key.
    public static func read(_ key: String, from settings: Settings) -> [String] { settings.strings(key) }
    /// Writes an `as` key.
    public func write(_ key: String, to settings: Settings) -> Bool { settings.setStrings(self, for: key) }
}

/// An enumeration kept in a setting by its raw value: the nick of a schema `<enum>`, or one
/// of a string key's `<choices>`. A stored value no case matches reads as the first case.
public protocol SettingEnum: SettingValue, RawRepresentable, CaseIterable where RawValue == String {}

extension SettingEnum {
    /// `s`: an enumeration's nick, or one of a string key's choices.
    public static var variantType: String { "s" }
    /// Reads the nick and returns its case (the first case when none matches).
    @MainActor
    public static func read(_ key: String, from settings: Settings) -> Self {
        Self(rawValue: settings.string(key)) ?? allCases.first!
    }
    /// Writes the case's nick.
    @MainActor
    public func write(_ key: String, to settings: Settings) -> Bool { settings.setString(rawValue, for: key) }
}
