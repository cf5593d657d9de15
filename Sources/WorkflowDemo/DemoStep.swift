import DemoWorkflows

/// One scripted step of the demo (`--steps`), performed as a user would (see
/// `DemoStepRunner`).
enum DemoStep: Equatable {
    /// Type a name on the welcome screen and log in.
    case login(String)
    /// Switch to a tab.
    case tab(DemoTab)
    /// Tap the counter button on Home.
    case count
    /// Tap Home's Scan button (sends `didTapScan` up the responder chain).
    case scan
    /// Open the scan list's code at an index.
    case open(Int)
    /// Open the related code on top of the scan stack.
    case related
    /// Go back in the scan stack.
    case back
    /// Select the library item at an index.
    case select(Int)
    /// Empty the library.
    case clear
    /// Tap the empty state's button (restores the samples).
    case restore
    /// Tap Log out (shows the alert).
    case logout
    /// Confirm the alert.
    case confirm
    /// Cancel the alert.
    case cancel

    /// The step syntax, for usage text.
    static let grammar = "login[:NAME] tab:home|scan|library count scan open:N related back select:N clear restore logout confirm cancel"

    /// A step that could not be parsed.
    struct ParseError: Error, CustomStringConvertible {
        let step: String
        var description: String { "unknown step '\(step)' (steps: \(DemoStep.grammar))" }
    }

    /// Parses one step, e.g. `tab:library`.
    init(parsing text: String) throws(ParseError) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        let name = parts.first ?? "", argument = parts.count > 1 ? parts[1] : nil
        switch (name, argument) {
        case ("login", let value): self = .login(value ?? "Ada")
        case ("tab", let value?):
            guard let tab = DemoTab.allCases.first(where: { $0.title.lowercased() == value.lowercased() }) else {
                throw ParseError(step: text)
            }
            self = .tab(tab)
        case ("count", nil): self = .count
        case ("scan", nil): self = .scan
        case ("open", let value?):
            guard let index = Int(value) else { throw ParseError(step: text) }
            self = .open(index)
        case ("related", nil): self = .related
        case ("back", nil): self = .back
        case ("select", let value?):
            guard let index = Int(value) else { throw ParseError(step: text) }
            self = .select(index)
        case ("clear", nil): self = .clear
        case ("restore", nil): self = .restore
        case ("logout", nil): self = .logout
        case ("confirm", nil): self = .confirm
        case ("cancel", nil): self = .cancel
        default: throw ParseError(step: text)
        }
    }
}
