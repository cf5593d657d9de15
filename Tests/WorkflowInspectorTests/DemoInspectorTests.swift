import DemoScreens
import DemoWorkflows
import Foundation
import Gtk
import Testing
import Workflow
import WorkflowInspector
import WorkflowRecording
import WorkflowUI
import WorkflowUITesting

/// The inspector on the real demo's workflows and screens: it lists the demo's tree and
/// action log, and time travel shows the welcome screen again, read-only.
@MainActor
@Suite("Workflow inspector on the demo", .gtk)
struct DemoInspectorTests {
    @Test("the inspector lists the demo's tree and actions; time travel shows the welcome screen under the banner")
    func inspectsTheDemo() async throws {
        let recorder = WorkflowRecorder(capacity: 100)
        let container = ContainerViewController(workflow: RootWorkflow(), observers: [recorder])
        let host = try await UITestHost(viewController: container, width: 960, height: 640, title: "Workflow demo")
        let inspector = WorkflowInspector(recorder: recorder)
        inspector.attach(to: container, in: host.window)
        defer { inspector.close(); host.close() }
        for step in [DemoStep.login("Ada"), .count, .count, .tab(.library), .select(1)] {
            try step.perform(on: container.host.rendering)
            try await host.settle()
        }
        inspector.present()
        let inspectorWindow = try #require(inspector.inspectorWindow)
        try await UILoop.settle([inspectorWindow])

        let tree = inspector.treeLines
        #expect(tree.first?.hasPrefix("RootWorkflow") == true)
        #expect(tree.first?.contains("state: DemoWorkflows.RootWorkflow.State.loggedIn(name: \"Ada\")") == true)
        #expect(tree.contains { $0.contains("MainWorkflow") })
        #expect(tree.contains { $0.contains("LibraryWorkflow") })
        #expect(tree.contains { $0.contains("HomeWorkflow") })
        let shots = WorkflowInspectorTests.screenshotFolder
        try inspectorWindow.savePNG(to: shots + "/demo-inspector-tree.png")

        let actions = inspector.actionLines
        #expect(actions.contains { $0.contains("RootWorkflow") && $0.contains("logIn") })
        #expect(actions.contains { $0.contains("LibraryWorkflow") })
        inspector.show(.actions)
        try await UILoop.settle([inspectorWindow])
        try inspectorWindow.savePNG(to: shots + "/demo-inspector-actions.png")
        inspector.show(.controllers)
        try await UILoop.settle([inspectorWindow])
        try inspectorWindow.savePNG(to: shots + "/demo-inspector-controllers.png")

        // Back to the first rendering: the welcome screen, read-only under the banner.
        inspector.timeTravel(to: 0)
        try await host.settle()
        #expect(container.isShowingPastRendering)
        #expect(host.findAll(Label.self).contains { $0.text.hasPrefix("Past rendering: pass 0") && $0.isDrawable })
        try await host.screenshot(to: shots + "/demo-time-travel-welcome.png")
        inspector.show(.workflows)
        try await UILoop.settle([inspectorWindow])
        try inspectorWindow.savePNG(to: shots + "/demo-inspector-scrubbed.png")
        inspector.returnToLive()
        try await host.settle()
        #expect(!container.isShowingPastRendering)
        #expect(host.findAll(Label.self).allSatisfy { !$0.text.hasPrefix("Past rendering") })
    }
}
