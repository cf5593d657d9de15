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

    /// Creates options; the defaults skip render passes for no-op actions.
    public init(renderSkipping: Bool = true, reusesUnchangedChildRenderings: Bool = false) {
        self.renderSkipping = renderSkipping
        self.reusesUnchangedChildRenderings = reusesUnchangedChildRenderings
    }
}
