import DemoWorkflows
import Gtk
import WorkflowUI

/// Performs scripted `DemoStep`s against the running app, as a user would: only what a
/// user could do on what is shown (`DemoStep.unavailableReason(in:)`), through the
/// closures the on-screen controls call, and for `count` and `scan` through the real Home
/// buttons (`scan`'s action is resolved by GTK up the widget tree to the main controller).
@MainActor
package struct DemoStepRunner {
    package let container: ContainerViewController<RootWorkflow>

    /// A runner for the app hosted by `container`.
    package init(container: ContainerViewController<RootWorkflow>) { self.container = container }

    /// Performs `step`; throws when a user could not perform it on what is shown.
    package func perform(_ step: DemoStep) throws(DemoStep.Unavailable) {
        container.flush()  // the rendering of the steps before, held for the next frame
        let rendering = container.host.rendering
        if let reason = step.unavailableReason(in: rendering) { throw DemoStep.Unavailable(step: step, reason: reason) }
        switch step {
        case .count:
            guard let button = HomeControls.counter(in: container)?.tapButton else {
                throw DemoStep.Unavailable(step: step, reason: "the Home tab is not loaded")
            }
            button.click()
        case .scan:
            guard let button = HomeControls.scanButton(in: container) else {
                throw DemoStep.Unavailable(step: step, reason: "the Home tab is not loaded")
            }
            button.click()
        default:
            try step.perform(on: rendering)
        }
        container.flush()  // the step's rendering now, not at the next frame
    }
}
