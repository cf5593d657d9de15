import Foundation

/// The reliability tests' environment settings (`WORKFLOWGTK_PROPERTY_SEED`,
/// `WORKFLOWGTK_PROPERTY_CASES`, …), read strictly: a value that is set but is not what
/// the setting takes is an error naming the variable and what it accepts, never a silent
/// fallback to the default.
enum TestSetting {
    /// A setting whose value is not accepted.
    struct Invalid: Error, CustomStringConvertible {
        let name: String
        let value: String
        let accepted: String
        var description: String { "\(name)=\(value) is not accepted: \(name) takes \(accepted). Unset it for the default." }
    }

    /// The largest seed: the generator draws and prints seeds from 0 to 2^63 - 1.
    static let maximumSeed = UInt64(Int64.max)

    /// A property-test seed: unset gives `defaultSeed`; `random` draws one; otherwise a
    /// decimal number from 0 to 2^63 - 1 (surrounding spaces are ignored).
    static func seed(_ value: String?, name: String = "WORKFLOWGTK_PROPERTY_SEED", default defaultSeed: UInt64) throws(Invalid) -> UInt64 {
        guard let value else { return defaultSeed }
        let text = value.trimmingCharacters(in: .whitespaces)
        if text == "random" { return UInt64.random(in: 0...maximumSeed) }
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let seed = UInt64(text), seed <= maximumSeed else {
            throw Invalid(name: name, value: value, accepted: "a whole number from 0 to \(maximumSeed), or `random`")
        }
        return seed
    }

    /// A whole number in `range`: unset gives nil (use the default).
    static func integer(_ value: String?, name: String, range: ClosedRange<Int> = 0...Int.max) throws(Invalid) -> Int? {
        guard let value else { return nil }
        let text = value.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(text), range.contains(number) else {
            throw Invalid(name: name, value: value, accepted: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }
}
