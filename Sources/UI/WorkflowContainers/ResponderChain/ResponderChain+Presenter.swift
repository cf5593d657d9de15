import Gtk

extension ResponderChain {
    /// Makes events sent from inside `window` (a modal) that nothing in it handles continue
    /// from `presenter` (the widget of the controller that presented it). The link belongs
    /// to `window` (an action group on it, found through GTK's action lookup as handlers
    /// are) and goes with it: other windows keep their own. Setting another presenter for
    /// the same window replaces it.
    public static func setPresenter(_ presenter: Widget, for window: Window) {
        let group = ActionGroup()
        group.addAction(presenterAction) { [weak presenter] in
            PresenterQuery.current?.presenter = presenter
        }
        window.insertActionGroup(group, prefix: presenterPrefix)
        relinkActionLookup(below: window)
    }

    /// The presenter set for the window that holds `widget` (`setPresenter(_:for:)`), or nil.
    static func presenter(above widget: Widget) -> Widget? {
        let query = PresenterQuery()
        PresenterQuery.$current.withValue(query) {
            _ = widget.activateAction(presenterPrefix + "." + presenterAction)
        }
        return query.presenter
    }

    private static let presenterPrefix = "workflow-presenter"
    private static let presenterAction = "answer"
}

/// Receives the presenter from the window's `workflow-presenter.answer` action while
/// `ResponderChain.presenter(above:)` activates it (a scoped value, not shared state).
@MainActor
final class PresenterQuery {
    /// The query of the lookup in progress on this task, if any.
    @TaskLocal static var current: PresenterQuery?

    /// The presenter the action answered with.
    var presenter: Widget?
}
