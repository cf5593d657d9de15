import Gtk

extension Widget {
    /// Whether a `GtkStack` in this widget's shown subtree is running a page transition
    /// (both its old and its new page are drawn until it ends).
    var hasRunningPageTransition: Bool {
        guard isDrawable else { return false }
        if let stack = self.as(Stack.self), stack.isTransitionRunning { return true }
        return children.contains { $0.hasRunningPageTransition }
    }
}
