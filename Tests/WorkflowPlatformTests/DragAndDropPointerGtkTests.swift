import Gtk
import GtkTestSupport
import GtkTesting
import Testing
import Workflow
import WorkflowPlatform
import WorkflowUI
import WorkflowUITesting

/// Two screens side by side, halves of the width (WorkflowPlatform's tests do not link the
/// containers module).
struct SideBySideScreen<Leading: Screen, Trailing: Screen>: Screen {
    var leading: Leading
    var trailing: Trailing

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        SideBySideViewController<Leading, Trailing>.description(for: self, environment: environment)
    }
}

/// Shows a `SideBySideScreen` in a homogeneous horizontal box.
final class SideBySideViewController<Leading: Screen, Trailing: Screen>: ScreenViewController<SideBySideScreen<Leading, Trailing>> {
    let leading: DescribedViewController
    let trailing: DescribedViewController

    required init(screen: SideBySideScreen<Leading, Trailing>, environment: ViewEnvironment) {
        leading = DescribedViewController(screen: screen.leading, environment: environment)
        trailing = DescribedViewController(screen: screen.trailing, environment: environment)
        super.init(screen: screen, environment: environment)
        addChild(leading)
        addChild(trailing)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let row = Box(.horizontal)
        row.isHomogeneous = true
        row.expandsHorizontally = true
        row.expandsVertically = true
        for side in [leading, trailing] {
            side.view.expandsHorizontally = true
            side.view.expandsVertically = true
            row.append(side.view)
        }
        view.append(row)
    }

    override func screenDidChange(from previousScreen: SideBySideScreen<Leading, Trailing>, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        leading.update(screen: screen.leading, environment: environment)
        trailing.update(screen: screen.trailing, environment: environment)
    }
}

/// A note to drag on the left, the notes list taking dropped text on the right.
struct PointerDropWorkflow: Workflow {
    func makeInitialState() -> [String] { [] }

    func render(state: [String], context: RenderContext<PointerDropWorkflow>)
        -> SideBySideScreen<DragSourceScreen<TextScreen>, DropTargetScreen<TextScreen>> {
        let sink = context.makeStateMutationSink()
        return SideBySideScreen(
            leading: TextScreen(text: "Buy milk").draggable(.text("Buy milk")),
            trailing: TextScreen(text: state.isEmpty ? "Drop notes here" : state.joined(separator: "\n"))
                .acceptingTextDrops { text in sink.send { $0.append(text) } })
    }
}

/// A real drag and drop under Xvfb: the X pointer (XTest) presses on the drag source, moves
/// past GTK's threshold and over the drop target in steps, and releases there. GTK runs the
/// whole XDND exchange with itself through the X server (enter, positions, status, drop,
/// the selection transfer of the text) and the drop reaches the workflow as its action.
@MainActor
@Suite("Drag and drop with the pointer (GTK)", .gtk)
struct DragAndDropPointerGtkTests {
    @Test("text dragged with the pointer from the drag source onto the drop target reaches the workflow")
    func dragTextWithThePointer() async throws {
        let host = try await UITestHost(workflow: PointerDropWorkflow(), width: 480, height: 240)
        defer { host.close() }
        let source = try host.find(controller: DragSourceViewController<TextScreen>.self)
        let target = try host.find(controller: DropTargetViewController<TextScreen>.self)
        let dragSource = try #require(source.dragSource)
        func notes() -> String? { host.containerViewController(for: PointerDropWorkflow.self)?.host.rendering.trailing.content.text }
        try await PointerDrag.drag(from: source.view, at: (20, 20), to: target.view, at: (60, 60),
                                   started: { dragSource.dragInProgressAction != nil },
                                   droppable: { dragSource.dragInProgressAction == .copy && target.view.isDropActive })
        try await host.wait(for: "the dropped text to reach the workflow") { notes() == "Buy milk" }
        try await host.wait(for: "the list to show the note") { target.view.descendants(of: Label.self).map(\.text) == ["Buy milk"] }
        try await host.wait(for: "the drag to end") { dragSource.dragInProgressAction == nil && !target.view.isDropActive }
        #expect(target.acceptedDrops == 1)
    }
}
