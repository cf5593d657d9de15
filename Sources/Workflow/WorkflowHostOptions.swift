/// Runtime options of a ``WorkflowHost``.
public struct WorkflowHostOptions: Sendable, Equatable {
    /// When true (the default), an action that leaves every `Equatable` state it touched
    /// unchanged does not trigger a render pass. Outputs still flow to the host.
    /// Non-`Equatable` state always counts as changed.
    public var renderSkipping: Bool

    /// When true, a child whose workflow value is `Equatable` and equal to the previous
    /// one, and whose state and descendants' states did not change, is not rendered again:
    /// its previous rendering is reused. Off by default: it assumes `render` depends only
    /// on the workflow value and the state, which `Equatable` workflows must then honour;
    /// as workflow-kotlin's `onPropsChanged`, `workflowDidChange` is then called only when
    /// the new value differs from the previous one.
    public var reusesUnchangedChildRenderings: Bool

    /// When true, actions are applied as they arrive but the render pass they call for is
    /// deferred to the main queue's next turn, so that several actions sent in one turn of
    /// the main loop (one event handler, one batch of deliveries from other threads) cause
    /// one render pass, one rendering and one UI update. On GTK the main queue is drained
    /// by a GLib source of default priority, ahead of the frame clock's redraw, so a
    /// single action still reaches the screen in the same frame. Off by default: then every
    /// action renders before `send` returns, as in workflow-swift (with it on, 47 of the 156
    /// tests of this package's runtime and UI suites fail: they read the rendering right
    /// after `send`, as such code does). The root's outputs wait for the deferred pass
    /// (they follow the rendering, as without conflation); ``WorkflowHost/renderPendingChanges()``
    /// renders at once. Under a `WorkflowHostingController` whose view is in a shown window,
    /// the pass runs on the window's frame clock instead (at the start of the next frame,
    /// ahead of layout and drawing), so actions spread over several main-loop turns within
    /// one frame also cause one pass (``WorkflowHost/deferredRenderScheduler``).
    public var conflatesRenderPasses: Bool

    /// Creates options; the defaults skip render passes for no-op actions.
    public init(
        renderSkipping: Bool = true,
        reusesUnchangedChildRenderings: Bool = false,
        conflatesRenderPasses: Bool = false
    ) {
        self.renderSkipping = renderSkipping
        self.reusesUnchangedChildRenderings = reusesUnchangedChildRenderings
        self.conflatesRenderPasses = conflatesRenderPasses
    }
}
