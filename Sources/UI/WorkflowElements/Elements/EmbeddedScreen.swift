import Gtk

/// Any `Screen` shown inside an element tree, by its own controller: the controller is a
/// child of the element controller, updated (or replaced, by the diff rule) with each new
/// screen.
///
/// ```swift
/// Column {
///     Label("Preview")
///     EmbeddedScreen(DemoScreen(title: "Tap", onTap: {}))
/// }
/// ```
public struct EmbeddedScreen: Element, ElementContent {
    /// The screen shown.
    public var screen: AnyScreen

    /// Shows `screen` with its own controller.
    public init(_ screen: some Screen) {
        self.screen = AnyScreen(screen)
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "EmbeddedScreen" }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        let controller = DescribedViewController(screen: screen, environment: context.environment)
        context.controller.addChild(controller)
        return (controller.view, controller)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        (node.state! as! DescribedViewController).update(screen: screen, environment: context.environment)
    }

    func didRemove(_ node: ElementNode) {
        (node.state! as! DescribedViewController).removeFromParent()
    }
}
