import Workflow

/// The Scan tab: a navigation stack — a list of scanned codes, a code's detail, and
/// related codes pushed on top. Restorable: the stack of opened codes is saved.
public struct ScanWorkflow: RestorableWorkflow {
    /// Creates the Scan tab.
    public init() {}

    /// The codes opened, bottom to top (empty: only the list shows).
    public typealias State = [String]

    /// The codes the list shows.
    public static let codes = ["4006381333931", "9780201633610", "5012345678900", "0012345678905"]

    /// Starts on the list.
    public func makeInitialState() -> [String] { [] }

    /// Renders one back-stack item per level.
    public func render(state: [String], context: RenderContext<ScanWorkflow>) -> ScanRendering {
        let sink = context.makeStateMutationSink()
        var items = [ScanRendering.Item(
            key: "list", title: "Scanned Codes",
            content: .list(ScanListScreen(codes: Self.codes, onSelect: { code in sink.send { $0 = [code] } })))]
        for (depth, code) in state.enumerated() {
            let related = String(code.reversed())
            items.append(ScanRendering.Item(
                key: "detail-\(depth)", title: "Code \(code.suffix(4))",
                content: .detail(ScanDetailScreen(
                    code: code, depth: depth + 1, relatedCode: related,
                    onOpenRelated: { sink.send { $0.append(related) } }))))
        }
        return ScanRendering(items: items, onBack: { sink.send { if !$0.isEmpty { $0.removeLast() } } })
    }
}

/// The Scan tab's rendering: a back stack.
public struct ScanRendering {
    /// One level of the stack.
    public struct Item {
        /// Identifies the level across renderings.
        public var key: String
        /// The header title while this level is on top.
        public var title: String
        /// What the level shows.
        public var content: Content
        /// Creates the value from its parts.
        public init(key: String, title: String, content: Content) {
            self.key = key
            self.title = title
            self.content = content
        }
    }

    /// The screens a level can show.
    public enum Content {
        /// The list of codes.
        case list(ScanListScreen)
        /// One code's detail.
        case detail(ScanDetailScreen)
    }

    /// Levels, bottom to top.
    public var items: [Item]
    /// Pops the top level (back button, Alt+Left).
    public var onBack: () -> Void
    /// Creates the value from its parts.
    public init(items: [Item], onBack: @escaping () -> Void) {
        self.items = items
        self.onBack = onBack
    }
}

/// The list of scanned codes.
public struct ScanListScreen {
    /// The codes.
    public var codes: [String]
    /// Opens a code.
    public var onSelect: (String) -> Void
    /// Creates the value from its parts.
    public init(codes: [String], onSelect: @escaping (String) -> Void) {
        self.codes = codes
        self.onSelect = onSelect
    }
}

/// One code's detail.
public struct ScanDetailScreen {
    /// The code.
    public var code: String
    /// How deep in the stack (1 = first detail).
    public var depth: Int
    /// A related code that can be opened on top.
    public var relatedCode: String
    /// Pushes the related code's detail.
    public var onOpenRelated: () -> Void
    /// Creates the value from its parts.
    public init(code: String, depth: Int, relatedCode: String, onOpenRelated: @escaping () -> Void) {
        self.code = code
        self.depth = depth
        self.relatedCode = relatedCode
        self.onOpenRelated = onOpenRelated
    }
}
