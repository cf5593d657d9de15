import WorkflowElements

/// SeedScreens' `DemoScreen` as an element screen: a button titled `title` that calls `onTap`.
public struct DemoElementScreen: ElementScreen {
    public var title: String
    public var onTap: () -> Void
    public init(title: String, onTap: @escaping () -> Void) { (self.title, self.onTap) = (title, onTap) }
    public var element: some Element { Button(title, onTap: onTap) }
}
