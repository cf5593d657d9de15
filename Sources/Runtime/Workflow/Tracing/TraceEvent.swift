/// One Chrome trace event recorded by ``ChromeTraceObserver``, written as a JSON object with
/// sorted keys (`args`, `cat`, `name`, `ph`, `pid`, `s`, `tid`, `ts`).
struct TraceEvent {
    /// A value of the event's `args` object.
    enum Value {
        case string(String)
        case int(Int)
        case bool(Bool)
    }

    var name: String
    /// `B`, `E` or `i`; instant events (`i`) are thread-scoped (`"s":"t"`).
    var phase: String
    /// Microseconds since the observer was created.
    var timestamp: Double
    var category: String
    var args: [(String, Value)]

    /// Appends the event as a JSON object to `json`.
    func appendJSON(to json: inout String) {
        json += "{"
        if !args.isEmpty {
            json += #""args":{"#
            for (index, (key, value)) in args.sorted(by: { $0.0 < $1.0 }).enumerated() {
                if index > 0 { json += "," }
                Self.appendString(key, to: &json)
                json += ":"
                switch value {
                case .string(let text): Self.appendString(text, to: &json)
                case .int(let number): json += String(number)
                case .bool(let flag): json += flag ? "true" : "false"
                }
            }
            json += "},"
        }
        json += #""cat":"#
        Self.appendString(category, to: &json)
        json += #","name":"#
        Self.appendString(name, to: &json)
        json += #","ph":"#
        Self.appendString(phase, to: &json)
        json += #","pid":1,"#
        if phase == "i" { json += #""s":"t","# }
        json += #""tid":1,"ts":"#
        json += timestamp.isFinite ? String(timestamp) : "0"
        json += "}"
    }

    /// Appends `text` as a JSON string literal: quotes, backslashes and control characters
    /// escaped.
    static func appendString(_ text: String, to json: inout String) {
        json += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": json += "\\\""
            case "\\": json += "\\\\"
            case "\n": json += "\\n"
            case "\r": json += "\\r"
            case "\t": json += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                json += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: json.unicodeScalars.append(scalar)
            }
        }
        json += "\""
    }
}
