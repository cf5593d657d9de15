/// A controller that may hold a render pass for its window's next frame and can run it at
/// once (`WorkflowHostingController`); test harnesses flush through it without knowing the
/// hosted workflow's types.
@MainActor
public protocol RenderPassFlushing: AnyObject {
    /// Runs the pending render pass now, if there is one, and updates the UI with it.
    func flush()
}
