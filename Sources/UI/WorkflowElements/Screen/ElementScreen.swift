import Gtk

/// A screen described by an element tree rather than a controller class. Its one generic
/// controller, `ElementViewController`, builds the widgets of the first tree and diffs
/// every later tree against the previous one: an element of the same kind at the same
/// position (or with the same key) updates the live widget, setting only the values that
/// changed; another kind replaces just that subtree; keyed children keep their widgets
/// when moved. Callbacks reach the newest closures without reconnecting signals.
///
/// ```swift
/// struct DemoElementScreen: ElementScreen {
///     let title: String
///     let onTap: () -> Void
///     var element: some Element { Button(title, onTap: onTap) }
/// }
/// ```
public protocol ElementScreen: Screen {
    /// The type of the screen's root element.
    associatedtype Body: Element
    /// The element tree that shows this screen.
    @MainActor var element: Body { get }
}

extension ElementScreen {
    /// Binds the screen to `ElementViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        ElementViewController<Self>.description(for: self, environment: environment)
    }
}
