/// A line diff of two values' `dump` output, for failure messages that show what differs
/// between an expected and an actual value (as swift-custom-dump's diffs do in
/// workflow-swift's testers). Lines only in the expected value start with `−`, lines only in
/// the actual value with `+`, shared lines with two spaces.
enum ValueDiff {
    /// The diff of `expected` and `actual`, one line each, or nil when their dumps are the same.
    static func lines<Value>(expected: Value, actual: Value) -> [String]? {
        let old = dumpLines(expected), new = dumpLines(actual)
        guard old != new else { return nil }
        // Longest common subsequence of lines (values in tests are small).
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [String] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append("  " + old[i]); i += 1; j += 1
            } else if j < new.count, i == old.count || common[i][j + 1] >= common[i + 1][j] {
                result.append("+ " + new[j]); j += 1
            } else {
                result.append("− " + old[i]); i += 1
            }
        }
        return result
    }

    /// `what differs (− expected, + actual):` and the diff, or the two values on one line
    /// when their dumps cannot tell them apart.
    static func message<Value>(_ what: String, expected: Value, actual: Value) -> String {
        guard let lines = lines(expected: expected, actual: actual) else {
            return "\(what): \(actual); expected \(expected) (they print the same)."
        }
        return "\(what) (− expected, + actual):\n" + lines.joined(separator: "\n")
    }

    private static func dumpLines<Value>(_ value: Value) -> [String] {
        var text = ""
        dump(value, to: &text)
        return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}
