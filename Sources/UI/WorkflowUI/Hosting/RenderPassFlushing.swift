/// A controller that may hold a render pass for its window's next frame and can run it at
/// once (`WorkflowHostingController`); test harnesses flush through it without knowing the
/// hosted workflow's types.
@MainActor
public protocol RenderPassFlushing: AnyObject {
    /// Runs the pending render pass now, if there is one, and updates the UI with it.
    func flush()
}

extension ViewController {
    /// Runs the render pass that the hosting controller above this controller holds for the
    /// window's next frame, now, if there is one (see `WorkflowHostingController.flush()`).
    ///
    /// For event handlers whose work after sending an action depends on the action's
    /// rendering being shown, such as a dialog's response: GTK hands the focus back when the
    /// dialog hides, and the window should be updated by then.
    public func flushPendingRendering() {
        var controller: ViewController? = self
        while let current = controller {
            if let flushing = current as? any RenderPassFlushing {
                flushing.flush()
                return
            }
            controller = current.parent
        }
    }
}
