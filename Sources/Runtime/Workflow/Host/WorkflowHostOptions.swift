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

    /// When the render pass an action calls for runs.
    ///
    /// - `nil` (the default): on the host's frame clock where it has one, otherwise at once.
    ///   A `WorkflowHostingController` whose view is in a realized window runs the pass at the
    ///   start of the window's next frame (the frame clock's `before-paint`, ahead of layout
    ///   and drawing), so that several actions within one frame cause one render pass, one
    ///   rendering and one UI update, and a single action is still in the next painted frame.
    ///   A host without a frame clock (a headless `WorkflowHost`, a hosting controller whose
    ///   view is not in a window yet) renders before `send` returns, as workflow-swift does.
    /// - `true`: always deferred: on the frame clock where there is one, otherwise to the main
    ///   queue's next turn (on GTK the main queue is drained by a GLib source of default
    ///   priority, ahead of the frame clock's redraw), so that several actions sent in one
    ///   turn of the main loop cause one pass even without a window.
    /// - `false`: never deferred: every action renders before `send` returns.
    ///
    /// While a pass is deferred the root's outputs wait for it (they follow the rendering, as
    /// without deferral), and ``WorkflowHost/rendering`` is the previous rendering.
    /// ``WorkflowHost/renderPendingChanges()`` (or a hosting controller's `flush()`) runs the
    /// pending pass at once; code that reads the rendering right after `send` calls it first.
    public var conflatesRenderPasses: Bool?

    /// Creates options; the defaults skip render passes for no-op actions and conflate render
    /// passes on a frame clock where the host has one.
    public init(
        renderSkipping: Bool = true,
        reusesUnchangedChildRenderings: Bool = false,
        conflatesRenderPasses: Bool? = nil
    ) {
        self.renderSkipping = renderSkipping
        self.reusesUnchangedChildRenderings = reusesUnchangedChildRenderings
        self.conflatesRenderPasses = conflatesRenderPasses
    }
}
