import Gtk

/// Shows any `ElementScreen`: builds the widgets of its element tree when the view
/// loads, then diffs each new screen's tree against the live one (see `ElementScreen`).
public final class ElementViewController<ScreenType: ElementScreen>: ScreenViewController<ScreenType> {
    /// What this controller's diffs did: widgets built, updated in place, removed.
    public let elementCounters = ElementCounters()
    /// The live tree, once the view loaded.
    private var tree: ElementTree?

    /// Creates the controller for its first screen. No widget exists yet.
    public required init(screen: ScreenType, environment: ViewEnvironment) {
        super.init(screen: screen, environment: environment)
    }

    /// Builds the widgets of the screen's element tree.
    public override func viewDidLoad() {
        super.viewDidLoad()
        let context = ElementContext(controller: self, environment: environment, counters: elementCounters)
        tree = ElementTree(root: screen.element.anyElement, in: view, context: context)
    }

    /// Diffs the new screen's element tree onto the live widgets.
    public override func screenDidChange(from previousScreen: ScreenType, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        guard let tree else { return }
        tree.context.environment = environment
        tree.update(to: screen.element.anyElement)
    }

    /// The widget of the root element (nil before the view loads).
    public var rootWidget: Widget? { tree?.root.widget }
}

/// The root of a live element tree in a controller's view: the root node is updated in
/// place, or replaced when its kind changes.
@MainActor
final class ElementTree {
    private(set) var root: ElementNode
    let context: ElementContext
    private let view: LayoutContainer

    init(root element: AnyElement, in view: LayoutContainer, context: ElementContext) {
        self.view = view
        self.context = context
        root = ElementNode(building: element, id: .position(0), axis: .none, context: context)
        view.append(root.widget)
    }

    func update(to element: AnyElement) {
        if root.canUpdate(to: element) {
            root.apply(element, context: context)
            return
        }
        let old = root
        root = ElementNode(building: element, id: .position(0), axis: .none, context: context)
        view.insert(root.widget, after: old.widget)
        view.remove(old.widget)
        old.didLeaveTree()
        context.counters.rootReplacements += 1
    }
}
