// MARK: - Parsing

extension DemoStep {
    /// Why a step list could not be parsed.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// What is wrong, e.g. `unknown step 'dance'`.
        public let message: String
        /// Creates the error.
        public init(_ message: String) { self.message = message }
        /// The message followed by the step syntax.
        public var description: String { "\(message) (steps: \(DemoStep.grammar))" }
    }

    /// Parses a comma-separated list such as `login:Ada, tab:library, select:1`. Spaces
    /// around steps, names and arguments are ignored. An empty list, or an empty step
    /// between commas, is an error: every step must say what the user does.
    public static func list(parsing text: String) throws(ParseError) -> [DemoStep] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
        if parts.allSatisfy(\.isEmpty) { throw ParseError("--steps needs at least one step, e.g. login:Ada,tab:library") }
        var steps: [DemoStep] = []
        for (index, part) in parts.enumerated() {
            guard !part.isEmpty else { throw ParseError("step \(index + 1) of '\(text)' is empty; remove the extra comma") }
            steps.append(try DemoStep(parsing: part))
        }
        return steps
    }

    /// Parses one step, e.g. `tab:library` or ` select : 2 `.
    public init(parsing text: String) throws(ParseError) {
        let trimmed = text.trimmingWhitespace
        let parts = trimmed.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
        let name = parts[0].lowercased(), argument = parts.count > 1 ? parts[1] : nil
        func index() throws(ParseError) -> Int {
            guard let argument, !argument.isEmpty else { throw ParseError("step '\(trimmed)' needs an index, e.g. \(name):0") }
            guard argument.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(argument) else {
                throw ParseError("step '\(trimmed)': '\(argument)' is not an index (a whole number from 0)")
            }
            return value
        }
        func noArgument(_ step: DemoStep) throws(ParseError) -> DemoStep {
            guard argument == nil else { throw ParseError("step '\(name)' takes no argument (got '\(trimmed)')") }
            return step
        }
        switch name {
        case "login":
            guard let argument else { self = .login("Ada"); return }
            guard !argument.isEmpty else { throw ParseError("step '\(trimmed)' needs a name that is not blank, e.g. login:Ada") }
            self = .login(argument)
        case "tab":
            guard let argument, let tab = DemoTab.allCases.first(where: { $0.title.lowercased() == argument.lowercased() }) else {
                throw ParseError("step '\(trimmed)' needs a tab: home, scan or library")
            }
            self = .tab(tab)
        case "open": self = .open(try index())
        case "select": self = .select(try index())
        case "count": self = try noArgument(.count)
        case "scan": self = try noArgument(.scan)
        case "related": self = try noArgument(.related)
        case "back": self = try noArgument(.back)
        case "clear": self = try noArgument(.clear)
        case "restore": self = try noArgument(.restore)
        case "logout": self = try noArgument(.logout)
        case "confirm": self = try noArgument(.confirm)
        case "cancel": self = try noArgument(.cancel)
        default: throw ParseError("unknown step '\(trimmed)'")
        }
    }

    /// The step in the `--steps` syntax (parsing it gives the step back).
    public var text: String {
        switch self {
        case .login(let name): "login:\(name)"
        case .tab(let tab): "tab:\(tab.title.lowercased())"
        case .count: "count"
        case .scan: "scan"
        case .open(let index): "open:\(index)"
        case .related: "related"
        case .back: "back"
        case .select(let index): "select:\(index)"
        case .clear: "clear"
        case .restore: "restore"
        case .logout: "logout"
        case .confirm: "confirm"
        case .cancel: "cancel"
        }
    }
}
