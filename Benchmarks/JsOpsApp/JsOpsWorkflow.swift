import Workflow
import WorkflowUI

/// One row of js-framework-benchmark's table: an id and a generated label.
struct JsRow: Equatable {
    var id: Int
    var label: String
}

/// The state and actions of js-framework-benchmark's table, as an app author writes them: a
/// plain array of rows, the selected id, the next id and the label generator's seed (the
/// same generator as `raw-gtk-js-ops`: identical labels on both sides). `makeScreen` picks
/// the form (an element screen, a child controller per row); both share this workflow.
struct JsOpsWorkflow<Content: Screen>: Workflow {
    struct State {
        var rows: [JsRow] = []
        var selected: Int?
        var nextID = 1
        var seed: UInt32 = 1
    }

    /// The benchmark's buttons and the rows' own (select, remove).
    enum Action: WorkflowAction {
        typealias WorkflowType = JsOpsWorkflow
        case run(Int), add(Int), updateEvery10th, clear, swapRows, select(Int), remove(Int)

        func apply(toState state: inout State) -> Never? {
            switch self {
            case .run(let count):
                state.rows = Self.makeRows(count, &state)
                state.selected = nil
            case .add(let count):
                state.rows += Self.makeRows(count, &state)
            case .updateEvery10th:
                for index in stride(from: 0, to: state.rows.count, by: 10) { state.rows[index].label += " !!!" }
            case .clear:
                state.rows = []
                state.selected = nil
            case .swapRows:
                if state.rows.count > 998 { state.rows.swapAt(1, 998) }
            case .select(let id):
                state.selected = id
            case .remove(let id):
                if let index = state.rows.firstIndex(where: { $0.id == id }) { state.rows.remove(at: index) }
            }
            return nil
        }

        private static func makeRows(_ count: Int, _ state: inout State) -> [JsRow] {
            (0..<count).map { _ in
                defer { state.nextID += 1 }
                return JsRow(id: state.nextID, label: JsLabels.next(&state.seed))
            }
        }
    }

    /// Makes the form's screen from the state, the workflow's sink and its render context
    /// (for event handlers), as the form's author writes it in `render`.
    let makeScreen: @MainActor (State, Sink<Action>, RenderContext<JsOpsWorkflow>) -> Content

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<JsOpsWorkflow>) -> JsOpsRendering<Content> {
        let sink = context.makeSink(of: Action.self)
        return JsOpsRendering(content: makeScreen(state, sink, context), send: { sink.send($0) })
    }
}

/// The rendering: the form's screen, and the send the benchmark's buttons would call.
struct JsOpsRendering<Content: Screen>: Screen {
    var content: Content
    var send: (JsOpsWorkflow<Content>.Action) -> Void

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        content.viewControllerDescription(environment: environment)
    }
}

/// js-framework-benchmark's label generator, seeded (the LCG of `raw-gtk-js-ops`).
enum JsLabels {
    static let adjectives = ["pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain",
                             "quaint", "clean", "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly", "adorable",
                             "important", "inexpensive", "cheap", "expensive", "fancy"]
    static let colours = ["red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black", "orange"]
    static let nouns = ["table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger", "pizza",
                        "mouse", "keyboard"]

    static func random(_ seed: inout UInt32) -> Int {
        seed = seed &* 1_103_515_245 &+ 12345
        return Int((seed >> 16) & 0x7fff)
    }

    static func next(_ seed: inout UInt32) -> String {
        let adjective = adjectives[random(&seed) % 25]
        let colour = colours[random(&seed) % 11]
        let noun = nouns[random(&seed) % 13]
        return "\(adjective) \(colour) \(noun)"
    }
}
