import Workflow
import WorkflowUI

/// One row of js-framework-benchmark's table: an id and a generated label.
struct JsRow: Equatable {
    var id: Int
    var label: String
}

/// How a form keeps its rows in its state: what the table's actions do to them.
protocol JsRowStore {
    /// No rows.
    init()
    /// `rows`, in order.
    init(_ rows: [JsRow])
    /// The number of rows.
    var count: Int { get }
    /// Adds `rows` after the last row.
    mutating func append(_ rows: [JsRow])
    /// Adds `suffix` to the labels of the rows at `indices`.
    mutating func appendToLabel(at indices: StrideTo<Int>, _ suffix: String)
    /// Swaps the rows at `first` and `second`.
    mutating func swapAt(_ first: Int, _ second: Int)
    /// Removes the row with `id`, if any.
    mutating func remove(id: Int)
}

/// The box forms' rows: a plain array, described again on every render.
extension Array: JsRowStore where Element == JsRow {
    init(_ rows: [JsRow]) { self = rows }
    mutating func append(_ rows: [JsRow]) { append(contentsOf: rows) }
    mutating func appendToLabel(at indices: StrideTo<Int>, _ suffix: String) {
        for index in indices { self[index].label += suffix }
    }
    mutating func remove(id: Int) {
        if let index = firstIndex(where: { $0.id == id }) { remove(at: index) }
    }
}

/// The state and actions of js-framework-benchmark's table, as an app author writes them: the
/// rows (`Rows`: a plain array for the box forms, `ListViewRows` edited in place for the list
/// form, as the VirtualizedLists article teaches), the selected id, the next id and the label
/// generator's seed (the same generator as `raw-gtk-js-ops`: identical labels on both sides).
/// `makeScreen` picks the form; every form shares this workflow.
struct JsOpsWorkflow<Content: Screen, Rows: JsRowStore>: Workflow {
    struct State {
        var rows = Rows()
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
                state.rows = Rows(Self.makeRows(count, &state))
                state.selected = nil
            case .add(let count):
                state.rows.append(Self.makeRows(count, &state))
            case .updateEvery10th:
                state.rows.appendToLabel(at: stride(from: 0, to: state.rows.count, by: 10), " !!!")
            case .clear:
                state.rows = Rows()
                state.selected = nil
            case .swapRows:
                if state.rows.count > 998 { state.rows.swapAt(1, 998) }
            case .select(let id):
                state.selected = id
            case .remove(let id):
                state.rows.remove(id: id)
            }
            return nil
        }

        /// `count` new rows. A `for` loop, not a `map`: a closure made in main-actor code
        /// (an action's) checks at run time that it runs on the main actor, at every call
        /// (Swift 6: about 140 instructions a row here).
        private static func makeRows(_ count: Int, _ state: inout State) -> [JsRow] {
            var rows: [JsRow] = []
            rows.reserveCapacity(count)
            for _ in 0..<count {
                rows.append(JsRow(id: state.nextID, label: JsLabels.next(&state.seed)))
                state.nextID += 1
            }
            return rows
        }
    }

    /// Makes the form's screen from the state, the workflow's sink and its render context
    /// (for event handlers), as the form's author writes it in `render`.
    let makeScreen: @MainActor (State, Sink<Action>, RenderContext<JsOpsWorkflow>) -> Content

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<JsOpsWorkflow>) -> JsOpsRendering<Content, Rows> {
        let sink = context.makeSink(of: Action.self)
        return JsOpsRendering(content: makeScreen(state, sink, context), send: { sink.send($0) })
    }
}

/// The rendering: the form's screen, and the send the benchmark's buttons would call.
struct JsOpsRendering<Content: Screen, Rows: JsRowStore>: Screen {
    var content: Content
    var send: (JsOpsWorkflow<Content, Rows>.Action) -> Void

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
