import Foundation
import Testing
import Workflow
import WorkflowRecording

@MainActor
@Suite struct WorkflowRecorderTests {
    /// Sends a fixed mix of actions: root actions, child steps (one reaching 3, which makes
    /// the root add a note through its output mapping), a no-op step.
    private func drive(_ host: WorkflowHost<NotesWorkflow>) {
        host.rendering.sink.send(.setTab(2))
        host.rendering.steppers["left"]!.sink.send(StepperWorkflow.Step(by: 1))
        host.rendering.steppers["left"]!.sink.send(StepperWorkflow.Step(by: 2))  // reaches 3
        host.rendering.steppers["right"]!.sink.send(StepperWorkflow.Step(by: 0))  // no change
        host.rendering.sink.send(.addNote("hello"))
        host.rendering.steppers["right"]!.sink.send(StepperWorkflow.Step(by: 5))
        host.rendering.sink.send(.setTab(1))
    }

    @Test func boundedMemoryKeepsTheLastNPasses() {
        let recorder = WorkflowRecorder(capacity: 5)
        let host = WorkflowHost(workflow: NotesWorkflow(), observers: [recorder])
        for tab in 1...20 { host.rendering.sink.send(.setTab(tab)) }
        #expect(host.counters.renderPasses == 21)
        #expect(recorder.passCount == 21)
        #expect(recorder.recordedPasses.count == 5)
        #expect(recorder.recordedPasses.map(\.index) == [16, 17, 18, 19, 20])
        #expect(recorder.recordedPasses.last?.actions.first?.actionSummary?.contains("setTab(20)") == true)
        #expect(recorder.recordingFile.passes.count == 5)
    }

    /// A root whose child is keyed by a generation: each action tears the child down and
    /// makes a new one.
    struct GenerationsWorkflow: Workflow {
        typealias State = Int
        func makeInitialState() -> Int { 0 }
        func render(state: Int, context: RenderContext<Self>) -> StateMutationSink<Self> {
            _ = StepperWorkflow().rendered(in: context, key: "generation-\(state)") { (_: Int) in AnyWorkflowAction<Self>.noAction }
            return context.makeStateMutationSink()
        }
    }

    @Test func tornDownNodesLeaveTheRecorder() {
        let recorder = WorkflowRecorder(capacity: 5)
        let host = WorkflowHost(workflow: GenerationsWorkflow(), observers: [recorder])
        #expect(recorder.knownNodeCount == 2, "the root and its child")
        for _ in 0..<200 { host.rendering.send { $0 += 1 } }
        #expect(host.counters.renderPasses == 201)
        #expect(recorder.knownNodeCount == 2, "200 children were made and torn down; only the live one is kept")
    }

    @Test func capacityOneKeepsOnlyTheLatestPass() {
        let recorder = WorkflowRecorder(capacity: 1)
        let host = WorkflowHost(workflow: NotesWorkflow(), observers: [recorder])
        host.rendering.sink.send(.setTab(1))
        host.rendering.sink.send(.setTab(2))
        #expect(recorder.recordedPasses.map(\.index) == [2])
    }

    @Test func passesRecordActionsWithStateAfterOutputAndRenderedNodes() throws {
        let recorder = WorkflowRecorder(capacity: 50)
        let host = WorkflowHost(workflow: NotesWorkflow(), observers: [recorder])
        #expect(recorder.recordedPasses.first?.nodesRendered == 3)  // root and two steppers
        host.rendering.steppers["left"]!.sink.send(StepperWorkflow.Step(by: 3))
        let pass = try #require(recorder.latestPass)
        #expect(pass.actions.count == 2)
        let step = pass.actions[0]
        #expect(step.wasReceived)
        #expect(step.path.description.hasSuffix("StepperWorkflow[left]"))
        #expect(step.actionSummary?.contains("Step(by: 3)") == true)
        #expect(step.stateSummary == "3")
        #expect(step.stateChanged)
        #expect(step.outputSummary == "Optional(3)" || step.outputSummary == "3")
        let mapped = pass.actions[1]
        #expect(!mapped.wasReceived, "the root's action came from the child's output, not a sink")
        #expect(mapped.actionSummary == nil)
        #expect(mapped.stateSummary.contains("left reached 3"))
        #expect(pass.nodesRendered == 3)  // the root (its state changed) renders both steppers again
        #expect(pass.duration >= .zero)
    }

    @Test func replayOfASavedLogReachesTheSameFinalState() throws {
        let recorder = WorkflowRecorder()
        let original = WorkflowHost(workflow: NotesWorkflow(), observers: [recorder])
        drive(original)
        let data = try recorder.exportJSON()
        let file = try WorkflowRecorder.readRecording(data)
        #expect(file.actionLog.problem == nil)
        #expect(file.actionLog.entries.count == 7, "only the actions the sinks received, not the mapped one")

        let fresh = WorkflowHost(workflow: NotesWorkflow())
        let replay = ActionReplay(registering: NotesWorkflow.Action.self, StepperWorkflow.Step.self)
        #expect(try replay.run(file.actionLog, into: fresh) == 7)
        #expect(fresh.rendering.state == original.rendering.state)
        #expect(fresh.rendering.state.notes == ["left reached 3", "hello"])
        #expect(fresh.nodeTree().allNodes.map(\.stateSummary) == original.nodeTree().allNodes.map(\.stateSummary))
        #expect(fresh.counters.actionsApplied == original.counters.actionsApplied)
    }

    @Test func theJSONExportHoldsActionsStateSummariesAndTimings() throws {
        let recorder = WorkflowRecorder()
        let host = WorkflowHost(workflow: NotesWorkflow(), observers: [recorder])
        drive(host)
        let json = try #require(try JSONSerialization.jsonObject(with: recorder.exportJSON()) as? [String: Any])
        #expect(json["format"] as? String == "WorkflowGtk.Recording")
        let passes = try #require(json["passes"] as? [[String: Any]])
        #expect(passes.count == host.counters.renderPasses)
        #expect(passes.allSatisfy { $0["durationMicroseconds"] is Double || $0["durationMicroseconds"] is Int })
        let actions = passes.flatMap { ($0["actions"] as? [[String: Any]]) ?? [] }
        #expect(actions.count == 8)  // 7 received (one of them a no-op that waits for the next pass) + 1 mapped
        #expect(actions.contains { ($0["state"] as? String)?.contains("hello") == true })
        #expect(actions.contains { $0["output"] as? String != nil })
    }

    @Test func aLogWithANonCodableActionIsRefusedNamingTheType() throws {
        let recorder = WorkflowRecorder()
        let host = WorkflowHost(workflow: NotesWorkflow(), observers: [recorder])
        host.rendering.mutate.send { $0.tab = 9 }
        #expect(recorder.actionLogProblem?.contains("not Codable") == true)
        let replay = ActionReplay(registering: NotesWorkflow.Action.self)
        #expect(throws: ActionReplay.Failure.self) {
            try replay.run(recorder.actionLog, into: WorkflowHost(workflow: NotesWorkflow()))
        }
    }

    @Test func replayRefusesUnregisteredTypesAndAnotherRoot() throws {
        let recorder = WorkflowRecorder()
        let host = WorkflowHost(workflow: NotesWorkflow(), observers: [recorder])
        drive(host)
        let partial = ActionReplay(registering: NotesWorkflow.Action.self)
        do {
            try partial.run(recorder.actionLog, into: WorkflowHost(workflow: NotesWorkflow()))
            Issue.record("replay without StepperWorkflow.Step registered succeeded")
        } catch {
            #expect(error.entry == 1)
            #expect(error.reason.contains("StepperWorkflow.Step is not registered"))
        }
        let other = ActionReplay(registering: NotesWorkflow.Action.self, StepperWorkflow.Step.self)
        do {
            try other.run(recorder.actionLog, into: WorkflowHost(workflow: StepperWorkflow()))
            Issue.record("replay into another root succeeded")
        } catch {
            #expect(error.reason.contains("recorded with root"))
        }
    }

    @Test func theActionLogIsBoundedAndThenMarkedIncomplete() {
        let recorder = WorkflowRecorder(capacity: 3, actionLogLimit: 4)
        let host = WorkflowHost(workflow: NotesWorkflow(), observers: [recorder])
        for tab in 1...6 { host.rendering.sink.send(.setTab(tab)) }
        #expect(recorder.actionLog.entries.count == 4)
        #expect(recorder.actionLogProblem?.contains("more than 4") == true)
    }

    @Test func actionsWaitingForAPassKeepTheNewestUpToTheLimit() {
        let recorder = WorkflowRecorder(capacity: 3, actionLogLimit: 4)
        let host = WorkflowHost(workflow: NotesWorkflow(), observers: [recorder])
        host.rendering.sink.send(.setTab(1))
        for _ in 1...5 { host.rendering.sink.send(.setTab(1)) }  // the same state: no pass
        host.rendering.sink.send(.setTab(2))
        let actions = recorder.latestPass?.actions ?? []
        #expect(actions.count == 4, "\(actions.map(\.stateSummary))")
        #expect(actions.last?.stateSummary.contains("tab: 2") == true)
    }
}
