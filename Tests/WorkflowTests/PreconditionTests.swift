import Testing
import Workflow

/// Renders two children with the same type and key: a programming error.
struct DuplicateChildrenWorkflow: Workflow {
    typealias State = Void
    func render(state: Void, context: RenderContext<DuplicateChildrenWorkflow>) {
        _ = CounterWorkflow().ignoringOutput().rendered(in: context, key: "same")
        _ = CounterWorkflow().ignoringOutput().rendered(in: context, key: "same")
    }
}

/// Sends through its own sink during render: a programming error.
struct SendDuringRenderWorkflow: Workflow {
    typealias State = Int
    func makeInitialState() -> Int { 0 }
    func render(state: Int, context: RenderContext<SendDuringRenderWorkflow>) {
        let sink = context.makeStateMutationSink()
        if state == 0 {
            sink.send { $0 += 1 }
        }
    }
}

/// Keeps a render context for later: a programming error when used. One per test, so
/// tests share no mutable state.
@MainActor
final class ContextThief {
    var stolen: RenderContext<StealingWorkflow>?
}

struct StealingWorkflow: Workflow {
    typealias State = Void
    let thief: ContextThief
    func render(state: Void, context: RenderContext<StealingWorkflow>) {
        thief.stolen = context
    }
}

/// The programming errors the runtime stops on, each with what its message must say.
enum ProgrammingError: String, Codable, Sendable, CaseIterable, CustomTestStringConvertible {
    /// Two children with the same type and key in one pass.
    case duplicateChildKey
    /// Sending through a sink during render.
    case sendDuringRender
    /// Using a render context after render.
    case contextOutsideRender

    var testDescription: String { rawValue }

    /// Makes the error (the process stops in here).
    @MainActor
    func commit() {
        switch self {
        case .duplicateChildKey:
            _ = WorkflowHost(workflow: DuplicateChildrenWorkflow())
        case .sendDuringRender:
            _ = WorkflowHost(workflow: SendDuringRenderWorkflow())
        case .contextOutsideRender:
            let thief = ContextThief()
            _ = WorkflowHost(workflow: StealingWorkflow(thief: thief))
            _ = thief.stolen?.makeStateMutationSink()
        }
    }

    /// What the message on standard error must say.
    var expectedMessage: [String] {
        switch self {
        case .duplicateChildKey:
            ["DuplicateChildrenWorkflow rendered two children of type CounterWorkflow", "key \"same\"", "unique key"]
        case .sendDuringRender:
            ["sent to SendDuringRenderWorkflow during a render pass"]
        case .contextOutsideRender:
            ["RenderContext<StealingWorkflow>", "outside of StealingWorkflow.render"]
        }
    }
}

@MainActor
@Suite("Programming errors")
struct PreconditionTests {
    @Test("each programming error is a precondition failure whose message names the workflow and the mistake",
          arguments: ProgrammingError.allCases)
    func programmingErrorFails(_ error: ProgrammingError) async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [error] in
            await MainActor.run { error.commit() }
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        for text in error.expectedMessage {
            #expect(stderr.contains(text), "\(error): \(stderr)")
        }
    }
}
