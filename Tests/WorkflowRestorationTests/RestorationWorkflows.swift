import Workflow

/// The root of the restoration tests: a restorable tab index, a restorable counter child per
/// key in `counterKeys`, and a child that is not restorable.
struct RootWorkflow: RestorableWorkflow {
    var counterKeys: [String] = ["a", "b"]

    struct State: Codable, Equatable {
        var tab = 0
    }

    struct Rendering {
        var tab: Int
        var setTab: Sink<SetTab>
        var counters: [String: TallyWorkflow.Rendering]
        var scratch: ScratchWorkflow.Rendering
    }

    struct SetTab: WorkflowAction {
        typealias WorkflowType = RootWorkflow
        var tab: Int
        func apply(toState state: inout State) -> Never? {
            state.tab = tab
            return nil
        }
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<Self>) -> Rendering {
        var counters: [String: TallyWorkflow.Rendering] = [:]
        for key in counterKeys {
            counters[key] = TallyWorkflow().rendered(in: context, key: key)
        }
        return Rendering(
            tab: state.tab,
            setTab: context.makeSink(of: SetTab.self),
            counters: counters,
            scratch: ScratchWorkflow().rendered(in: context)
        )
    }
}

/// A restorable counter.
struct TallyWorkflow: RestorableWorkflow {
    struct State: Codable, Equatable {
        var count = 0
        var label = "start"
    }

    struct Rendering {
        var count: Int
        var label: String
        var mutate: StateMutationSink<TallyWorkflow>
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<Self>) -> Rendering {
        Rendering(count: state.count, label: state.label, mutate: context.makeStateMutationSink())
    }
}

/// Not restorable: always starts at 0.
struct ScratchWorkflow: Workflow {
    struct Rendering {
        var value: Int
        var mutate: StateMutationSink<ScratchWorkflow>
    }

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<Self>) -> Rendering {
        Rendering(value: state, mutate: context.makeStateMutationSink())
    }
}

/// The same place in the tree as `RootWorkflow`'s counters, with a state of another shape
/// (an app update changed it).
struct ChangedRootWorkflow: RestorableWorkflow {
    struct State: Codable, Equatable {
        var tab: String = "none"
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<Self>) -> String { state.tab }
}
