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

@MainActor
@Suite("Programming errors")
struct PreconditionTests {
    @Test("two children with the same type and key in one pass is a precondition failure")
    func duplicateChildKeyFails() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = WorkflowHost(workflow: DuplicateChildrenWorkflow())
            }
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("DuplicateChildrenWorkflow rendered two children of type CounterWorkflow"))
        #expect(stderr.contains("key \"same\""))
        #expect(stderr.contains("unique key"))
    }

    @Test("sending through a sink during render is a precondition failure")
    func sendDuringRenderFails() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = WorkflowHost(workflow: SendDuringRenderWorkflow())
            }
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("sent to SendDuringRenderWorkflow during a render pass"))
    }

    @Test("using a render context after render is a precondition failure")
    func contextOutsideRenderFails() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let thief = ContextThief()
                _ = WorkflowHost(workflow: StealingWorkflow(thief: thief))
                _ = thief.stolen?.makeStateMutationSink()
            }
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("RenderContext<StealingWorkflow>"))
        #expect(stderr.contains("outside of StealingWorkflow.render"))
    }
}
