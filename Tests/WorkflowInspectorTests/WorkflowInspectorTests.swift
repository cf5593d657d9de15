import Foundation
import Gtk
import Testing
import Workflow
import WorkflowInspector
import WorkflowRecording
import WorkflowUI
import WorkflowUITesting

/// The inspector on real GTK windows: it lists the live tree, the passes, the actions and
/// the controllers; time travel shows an old rendering read-only and returns to live
/// reusing the controllers.
@MainActor
@Suite("Workflow inspector", .gtk)
struct WorkflowInspectorTests {
    /// Where the screenshots go (looked at for the closing note).
    static let screenshotFolder: String = {
        let folder = ProcessInfo.processInfo.environment["WORKFLOWGTK_INSPECTOR_SHOTS"] ?? (NSTemporaryDirectory() + "workflow-inspector-shots")
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// A hosted tally with a recorder and an attached inspector.
    private func makeInspected() async throws -> (UITestHost, ContainerViewController<TallyRootWorkflow>, WorkflowInspector) {
        let recorder = WorkflowRecorder(capacity: 50)
        let container = ContainerViewController(workflow: TallyRootWorkflow(), observers: [recorder])
        let host = try await UITestHost(viewController: container, width: 480, height: 320, title: "Tally")
        let inspector = WorkflowInspector(recorder: recorder)
        inspector.attach(to: container, in: host.window)
        return (host, container, inspector)
    }

    /// An inspected tally, the inspector presented, after `adds` clicks on Add.
    private func presentedAfterAdding(_ adds: Int) async throws -> (UITestHost, ContainerViewController<TallyRootWorkflow>, WorkflowInspector) {
        let (host, container, inspector) = try await makeInspected()
        inspector.present()
        for _ in 0..<adds { try await host.click(host.find(Button.self, label: "Add")) }
        return (host, container, inspector)
    }

    @Test("Ctrl+Shift+W opens the inspector, which lists the live workflow tree with state and props")
    func opensAndListsTheTree() async throws {
        let (host, container, inspector) = try await makeInspected()
        defer { inspector.close(); host.close() }
        #expect(!inspector.isPresented)
        try await host.press(WorkflowInspector.shortcut)
        try await UILoop.require("the inspector to open on Ctrl+Shift+W") { inspector.isPresented }
        let inspectorWindow = try #require(inspector.inspectorWindow)
        try await UILoop.settle([inspectorWindow])

        let tree = inspector.treeLines
        #expect(tree.count == 2)
        #expect(tree[0].hasPrefix("TallyRootWorkflow"))
        #expect(tree[0].contains("state: note=fresh"), "the state's debugDescription")
        #expect(tree[1].hasPrefix("    CounterChildWorkflow[tally]"))
        #expect(tree[1].contains("props: ") && tree[1].contains("step: 1"), "the workflow's fields, through Mirror")
        #expect(inspectorWindow.descendants(of: Label.self).map(\.text).contains(tree[1]), "the window shows the lines")

        try await host.click(host.find(Button.self, label: "Add"))
        try await host.click(host.find(Button.self, label: "Add"))
        #expect(container.rendering.count == 2)
        let actions = inspector.actionLines
        #expect(actions.count == 3)  // two Adds and the root's mapped action
        #expect(actions[0].contains("TallyRootWorkflow") && actions[0].contains("state → note=reached 2"))
        #expect(actions[1].contains("CounterChildWorkflow[tally]: ") && actions[1].contains("Add(by: 1)") && actions[1].contains("output: "))
        let passes = inspector.passLines
        #expect(passes.count == 3 && passes[0].hasPrefix("pass 2 "))
        #expect(passes[0].contains("rendered 2") && passes[0].contains("controllers: built 0 updated 1"))
        #expect(inspector.controllerLines.first?.hasPrefix("ContainerViewController") == true)
        #expect(inspector.controllerLines.contains { $0.contains("TallyViewController") && $0.hasSuffix("kept") })
        try await UILoop.settle([inspectorWindow])
        try inspectorWindow.savePNG(to: Self.screenshotFolder + "/inspector-tree.png")
        inspector.show(.actions)
        try await UILoop.settle([inspectorWindow])
        #expect(inspectorWindow.descendants(of: Label.self).map(\.text).contains(actions[1]))
        try inspectorWindow.savePNG(to: Self.screenshotFolder + "/inspector-actions.png")
        inspector.show(.renderPasses)
        try await UILoop.settle([inspectorWindow])
        try inspectorWindow.savePNG(to: Self.screenshotFolder + "/inspector-passes.png")
        inspector.show(.controllers)
        try await UILoop.settle([inspectorWindow])
        try inspectorWindow.savePNG(to: Self.screenshotFolder + "/inspector-controllers.png")
    }

    @Test("a node's disclosure button hides its children; Enter on its row shows them again")
    func treeNodesCollapse() async throws {
        let (host, _, inspector) = try await makeInspected()
        defer { inspector.close(); host.close() }
        inspector.present()
        let inspectorWindow = try #require(inspector.inspectorWindow)
        try await UILoop.settle([inspectorWindow])
        #expect(inspector.treeLines.count == 2)
        let hide = try #require(inspectorWindow.descendants(of: Button.self).first { $0.tooltip == "Hide children" },
                                "the root's row has no disclosure button")
        _ = hide.grabFocus()
        #expect(hide.simulateClick())
        try await UILoop.require("the root's child to be hidden") { inspector.treeLines.count == 1 }
        #expect(inspector.treeLines[0].contains("(1 hidden)"))
        try await UILoop.require("the window to drop the child's lines") {
            inspectorWindow.descendants(of: Label.self).allSatisfy { !$0.text.contains("CounterChildWorkflow") }
        }
        #expect(inspectorWindow.focusWidget?.tooltip == "Show children", "the focus left the disclosure button")
        try await UILoop.settle([inspectorWindow])
        try inspectorWindow.savePNG(to: Self.screenshotFolder + "/inspector-tree-collapsed.png")

        let rootRow = try #require(inspectorWindow.descendants(of: ListBoxRow.self).first {
            $0.descendants(of: Label.self).contains { $0.text.hasPrefix("TallyRootWorkflow") }
        })
        #expect(rootRow.simulateActivation())
        try await UILoop.require("Enter on the row to show the child again") { inspector.treeLines.count == 2 }
        inspector.setCollapsed(true, treeLine: 1)  // a node without children: nothing changes
        #expect(inspector.treeLines.count == 2)
    }

    @Test("selecting a controller outlines its widget in the app window")
    func selectingAControllerHighlightsItsWidget() async throws {
        let (host, container, inspector) = try await makeInspected()
        defer { inspector.close(); host.close() }
        inspector.present()
        let tally = container.rootViewController.currentViewController
        inspector.select(controller: tally)
        #expect(tally.view.hasCSSClass(WorkflowInspector.highlightCSSClass))
        inspector.select(controller: container.rootViewController)
        #expect(!tally.view.hasCSSClass(WorkflowInspector.highlightCSSClass))
        #expect(container.rootViewController.view.hasCSSClass(WorkflowInspector.highlightCSSClass))
        inspector.select(controller: nil)
        #expect(!container.rootViewController.view.hasCSSClass(WorkflowInspector.highlightCSSClass))
    }

    @Test("time travel shows an old rendering read-only under a banner, then returns to live reusing the controllers")
    func timeTravelShowsThePastAndReturnsToLive() async throws {
        let (host, container, inspector) = try await presentedAfterAdding(3)
        defer { inspector.close(); host.close() }
        let tally = try #require(container.rootViewController.currentViewController as? TallyViewController)
        #expect(tally.countLabel?.text == "Count 3 — reached 2")
        #expect(inspector.timeTravelPasses == [0, 1, 2, 3], "initial, then one pass per Add (the mapped note in the same pass)")
        let before = host.counters

        inspector.timeTravel(to: 1)  // pass 1: count 1
        try await host.settle()
        #expect(inspector.isTimeTravelling)
        #expect(container.isShowingPastRendering)
        #expect(tally.countLabel?.text == "Count 1 — fresh")
        #expect(host.findAll(Label.self).contains { $0.text.hasPrefix("Past rendering: pass 1 of 3") && $0.isDrawable })
        #expect(!container.rootViewController.view.canTarget && !container.rootViewController.view.canFocus, "input disabled")
        try await host.screenshot(to: Self.screenshotFolder + "/time-travel-past.png")
        // One Live control: it names the past pass and returns to live.
        let inspectorWindow = try #require(inspector.inspectorWindow)
        func liveControls() -> [Widget] {
            inspectorWindow.descendants.filter { widget in
                (widget.as(Button.self)?.label ?? widget.as(Label.self)?.text ?? "").contains("Live")
            }
        }
        let pastControl = try #require(liveControls().first?.as(Button.self), "no Live button")
        #expect(liveControls().count == 1 || liveControls().allSatisfy { $0 === pastControl || $0.parent === pastControl },
                "one Live control, not a label and a button")
        #expect(pastControl.label == "Pass 1 · Go Live" && pastControl.isSensitive)

        // The workflow keeps running underneath; the window stays on the past rendering.
        tally.screen.onAdd()
        container.flush()
        #expect(container.rendering.count == 4)
        #expect(tally.countLabel?.text == "Count 1 — fresh")

        #expect(pastControl.activate(), "the Live control takes a press")
        try await host.wait(for: "the Live control to return to live") { !container.isShowingPastRendering }
        #expect(pastControl.label == "Live" && !pastControl.isSensitive)
        #expect(tally.countLabel?.text == "Count 4 — reached 4")
        #expect(container.rootViewController.currentViewController === tally, "the same controller, updated")
        #expect(host.counters.builds == before.builds, "no controller rebuilt: \(host.counters)")
        #expect(!host.findAll(Label.self).contains { $0.text.hasPrefix("Past rendering") })
        #expect(container.rootViewController.view.canTarget && container.rootViewController.view.canFocus)
        try await host.click(host.find(Button.self, label: "Add"))
        #expect(container.rendering.count == 5, "input works again")
    }

    @Test("the slider scrubs renderings; its last stop is live")
    func sliderScrubs() async throws {
        let (host, container, inspector) = try await presentedAfterAdding(2)
        defer { inspector.close(); host.close() }
        let inspectorWindow = try #require(inspector.inspectorWindow)
        let slider = try #require(inspectorWindow.descendants(of: Scale.self).first)
        #expect(slider.value == Double(inspector.timeTravelPasses.count - 1))
        slider.value = 0
        #expect(inspector.isTimeTravelling)
        #expect(container.rootViewController.currentViewController is TallyViewController)
        #expect((container.rootViewController.currentViewController as? TallyViewController)?.countLabel?.text == "Count 0 — fresh")
        try await UILoop.settle([inspectorWindow, host.window])
        try inspectorWindow.savePNG(to: Self.screenshotFolder + "/inspector-scrubbed.png")
        slider.value = Double(inspector.timeTravelPasses.count - 1)
        #expect(!inspector.isTimeTravelling)
        #expect(container.rendering.count == 2)
    }
}
