import WorkflowRecording
import Gtk
import Workflow
import WorkflowUI

/// The inspected root, seen without its workflow type: its tree, its controllers, and its
/// past renderings for time travel.
@MainActor
protocol InspectedRoot: AnyObject {
    var hostingController: ViewController { get }
    var rootViewController: DescribedViewController { get }
    func nodeTree() -> WorkflowTreeNode
    /// The pass numbers of the kept renderings, oldest first.
    var renderingPasses: [Int] { get }
    func showPastRendering(at position: Int, banner: String)
    func returnToLive()
    var isShowingPastRendering: Bool { get }
}

/// A `ContainerViewController<W>` under inspection, with its last renderings.
@MainActor
final class TypedInspectedRoot<W: Workflow>: InspectedRoot where W.Rendering: Screen {
    let container: ContainerViewController<W>
    private var renderings: RingBuffer<(pass: Int, rendering: W.Rendering)>

    /// Keeps the current rendering as pass `currentPass`, and the later ones.
    init(container: ContainerViewController<W>, capacity: Int, currentPass: @escaping @MainActor () -> Int) {
        self.container = container
        renderings = RingBuffer(capacity: capacity)
        renderings.append((currentPass(), container.rendering))
        container.onRendering { [weak self] rendering in
            self?.renderings.append((currentPass(), rendering))
        }
    }

    var hostingController: ViewController { container }
    var rootViewController: DescribedViewController { container.rootViewController }
    func nodeTree() -> WorkflowTreeNode { container.host.nodeTree() }
    var renderingPasses: [Int] { renderings.elements.map(\.pass) }
    var isShowingPastRendering: Bool { container.isShowingPastRendering }

    func showPastRendering(at position: Int, banner: String) {
        let kept = renderings.elements
        guard kept.indices.contains(position) else { return }
        container.showPastRendering(kept[position].rendering, banner: banner)
    }

    func returnToLive() {
        container.returnToLive()
    }
}
