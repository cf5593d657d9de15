import CustomDump

/// Failure messages that show what differs between an expected and an actual value, as
/// swift-custom-dump's line diff of the two (the diff workflow-swift's testers print): lines
/// only in the expected value start with `-`, lines only in the actual value with `+`.
enum ValueDiff {
    /// `what differs (- expected, + actual):` and the diff, or the two values on one line
    /// when their dumps cannot tell them apart.
    static func message<Value>(_ what: String, expected: Value, actual: Value) -> String {
        guard let lines = diff(expected, actual) else {
            return "\(what): \(actual); expected \(expected) (they print the same)."
        }
        return "\(what) (- expected, + actual):\n" + lines
    }
}
